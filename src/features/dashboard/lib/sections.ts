import { DASHBOARD_SECTIONS } from '@contract/paths';
import type { UploadStorageValue } from '@contract/rules/uploads';

type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

export interface SectionInfo {
  key: DashboardSection;
  label: string;
  /** Singular, for the linked field's label ("Item file"). */
  noun: string;
  /** Where an upload from this section goes by default. */
  storage: UploadStorageValue;
  folder: string;
}

/** The administrator-area links of docs/product-rules.md#pages-and-routes: items, monsters, NPCs, maps and skills. */
export const SECTIONS: readonly SectionInfo[] = [
  { key: 'items', label: 'Items', noun: 'Item', storage: 'game', folder: 'items/' },
  { key: 'monsters', label: 'Monsters', noun: 'Monster', storage: 'game', folder: 'mon/' },
  { key: 'npcs', label: 'NPCs', noun: 'NPC', storage: 'game', folder: 'npc/' },
  { key: 'maps', label: 'Maps', noun: 'Map', storage: 'game', folder: 'maps/' },
  { key: 'skills', label: 'Skills', noun: 'Skill', storage: 'game', folder: 'skills/' },
];

export const findSection = (key: string | undefined) => SECTIONS.find((s) => s.key === key);
