import { DASHBOARD_SECTIONS } from '@contract/paths';
import type { UploadStorageValue } from '@contract/rules/uploads';
import { msg } from '@/lib/i18n/translate';

type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

export interface SectionInfo {
  key: DashboardSection;
  /** Declared with `msg`: shown with `t(section.label)`. */
  label: string;
  /** The linked field's label, declared with `msg`. */
  file: string;
  /** Where an upload from this section goes by default. */
  storage: UploadStorageValue;
  folder: string;
}

/** The administrator-area links of docs/product-rules.md#pages-and-routes: items, monsters, NPCs, maps and skills. */
export const SECTIONS: readonly SectionInfo[] = [
  { key: 'items', label: msg('Items'), file: msg('Item file'), storage: 'game', folder: 'items/' },
  { key: 'monsters', label: msg('Monsters'), file: msg('Monster file'), storage: 'game', folder: 'mon/' },
  { key: 'npcs', label: msg('NPCs'), file: msg('NPC file'), storage: 'game', folder: 'npc/' },
  { key: 'maps', label: msg('Maps'), file: msg('Map file'), storage: 'game', folder: 'maps/' },
  { key: 'skills', label: msg('Skills'), file: msg('Skill file'), storage: 'game', folder: 'skills/' },
];

export const findSection = (key: string | undefined) => SECTIONS.find((s) => s.key === key);
