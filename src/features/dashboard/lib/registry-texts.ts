import type { GameDataKind } from '@contract/rules/game-data';
import { msg, t } from '@/lib/i18n/translate';

// The shared registries (contract/rules/game-data.ts, contract/rules/uploads.ts) are the server's too,
// which keeps them English: their staff-facing labels are declared here for the pages' catalogue.
// registry-texts.unit.test.ts fails when a registry gains a label this list lacks.
const LABELS = new Set<string>([
  // Game-data fields.
  msg('Name'),
  msg('Icon'),
  msg('Type'),
  msg('Rarity'),
  msg('In game'),
  msg('Class rank'),
  msg('Temporary'),
  msg('Upgrade only'),
  msg('Staff only'),
  msg('Not tradeable in market'),
  msg('Wheel'),
  msg('Lucky'),
  msg('Upgrade'),
  msg('Passive'),
  msg('Sellable'),
  msg('Tradeable'),
  msg('Race'),
  msg('Element'),
  msg('Category'),
  msg('Map'),
  msg('Level'),
  msg('Coins'),
  msg('Energy cost'),
  msg('Title'),
  msg('Name colour'),
  msg('Required level'),
  msg('Required guild level'),
  msg('letters, digits, dots, dashes and underscores'),
  msg('a colour such as #ffcc00'),
  // Game-data sections, and upload storages and folders.
  msg('Items'),
  msg('Skills'),
  msg('Monsters'),
  msg('NPCs'),
  msg('Maps'),
  msg('Game files'),
  msg('Classes (male)'),
  msg('Classes (female)'),
  msg('Badges'),
  msg('Website images'),
  msg('Item pictures'),
  msg('Item icons (16 px)'),
  msg('Class-rank armor pictures'),
  msg('NPC heads'),
  msg('Store packages'),
]);

/** A registry's label in the page's language. */
export const registryText = (label: string) => (LABELS.has(label) ? t(label) : label);

/** The sentences about one game-data kind, whole, so each language can inflect its noun. */
const KIND_TEXTS: Record<GameDataKind, { entry: string; fields: string; newOne: string; none: string; back: string }> = {
  items: { entry: msg('Item #{id}'), fields: msg('item fields'), newOne: msg('New item'), none: msg('No item yet.'), back: msg('Back to items') },
  skills: { entry: msg('Skill #{id}'), fields: msg('skill fields'), newOne: msg('New skill'), none: msg('No skill yet.'), back: msg('Back to skills') },
  monsters: {
    entry: msg('Monster #{id}'),
    fields: msg('monster fields'),
    newOne: msg('New monster'),
    none: msg('No monster yet.'),
    back: msg('Back to monsters'),
  },
  npcs: { entry: msg('NPC #{id}'), fields: msg('NPC fields'), newOne: msg('New NPC'), none: msg('No NPC yet.'), back: msg('Back to NPCs') },
  maps: { entry: msg('Map #{id}'), fields: msg('map fields'), newOne: msg('New map'), none: msg('No map yet.'), back: msg('Back to maps') },
};

/** One game-data kind's texts in the page's language. */
export const kindText = (kind: GameDataKind, text: 'entry' | 'fields' | 'newOne' | 'none' | 'back', values: Record<string, string | number> = {}) =>
  t(KIND_TEXTS[kind][text], values);
