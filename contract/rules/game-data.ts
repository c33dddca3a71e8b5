// The game data staff edit from the dashboard (items, skills, monsters, NPCs, maps): for each kind,
// which fields can be edited and their rules. The dashboard form, the server's validation and the
// revision diff are all derived from this one table (docs/dashboard.md#game-data).

import { catalogueSentence as sentence } from '../i18n/catalogue-sentence';
import { parseBoolean } from './boolean';

export const GAME_DATA_KINDS = ['items', 'monsters', 'npcs', 'maps', 'skills'] as const;
export type GameDataKind = (typeof GAME_DATA_KINDS)[number];

type GameDataValue = string | number | boolean | null;
export type GameDataValues = Record<string, GameDataValue>;

type GameDataRule =
  | {
      type: 'text';
      max: number;
      optional?: boolean;
      pattern?: RegExp;
      /** The pattern in words, for the form's help. */
      patternText?: string;
      /** What a value the pattern refuses is told: a template of the shared catalogue, its {field} the field's name. */
      patternMessage?: string;
    }
  | { type: 'int'; min: number; max: number; optional?: boolean; ref?: string }
  | { type: 'bool' };

export interface GameDataField {
  /** The entry's property name, as the wiki answers it. */
  key: string;
  label: string;
  rule: GameDataRule;
}

export interface GameDataKindInfo {
  label: string;
  one: string;
  /** The wiki page that shows an entry of this kind. */
  wiki: 'item' | 'monster' | 'npc' | 'map';
  fields: readonly GameDataField[];
}

const BIG = 2_000_000_000;
const name = (label = 'Name'): GameDataField => ({ key: 'Name', label, rule: { type: 'text', max: 128 } });
const level = (key: string, label: string): GameDataField => ({ key, label, rule: { type: 'int', min: 0, max: 10_000 } });
const flag = (key: string, label: string): GameDataField => ({ key, label, rule: { type: 'bool' } });
const mapRef: GameDataField = { key: 'MapID', label: 'Map', rule: { type: 'int', min: 1, max: BIG, optional: true, ref: 'map' } };

const itemFields: readonly GameDataField[] = [
  name(),
  {
    key: 'Icon',
    label: 'Icon',
    rule: {
      type: 'text',
      max: 128,
      pattern: /^[A-Za-z0-9_.-]+$/,
      patternText: 'letters, digits, dots, dashes and underscores',
      patternMessage: 'The {field} field may only contain letters, digits, dots, dashes and underscores.',
    },
  },
  { key: 'TypeItemID', label: 'Type', rule: { type: 'int', min: 1, max: BIG, ref: 'item type' } },
  { key: 'RarityID', label: 'Rarity', rule: { type: 'int', min: 1, max: BIG, ref: 'rarity' } },
  { key: 'InGame', label: 'In game', rule: { type: 'int', min: 0, max: BIG } },
  level('ClassRank', 'Class rank'),
  flag('IsTemporary', 'Temporary'),
  flag('IsUpgradeOnly', 'Upgrade only'),
  flag('IsStaffOnly', 'Staff only'),
  flag('IsNotTrade', 'Not tradeable in market'),
  flag('IsWheel', 'Wheel'),
  flag('IsLucky', 'Lucky'),
  flag('IsUpgrade', 'Upgrade'),
  flag('IsPassive', 'Passive'),
  flag('IsSellable', 'Sellable'),
  flag('IsTradeable', 'Tradeable'),
];

export const GAME_DATA: Record<GameDataKind, GameDataKindInfo> = {
  items: { label: 'Items', one: 'item', wiki: 'item', fields: itemFields },
  // Skills are the items flagged as skills: the same fields, their own section.
  skills: { label: 'Skills', one: 'skill', wiki: 'item', fields: itemFields },
  monsters: {
    label: 'Monsters',
    one: 'monster',
    wiki: 'monster',
    fields: [
      name(),
      { key: 'RaceID', label: 'Race', rule: { type: 'int', min: 1, max: BIG, ref: 'race' } },
      { key: 'ElementID', label: 'Element', rule: { type: 'int', min: 1, max: BIG, ref: 'element' } },
      { key: 'CategoryID', label: 'Category', rule: { type: 'int', min: 1, max: BIG, ref: 'category' } },
      mapRef,
      level('Level', 'Level'),
      { key: 'Coins', label: 'Coins', rule: { type: 'int', min: 0, max: BIG } },
      level('EnergyCost', 'Energy cost'),
    ],
  },
  npcs: {
    label: 'NPCs',
    one: 'NPC',
    wiki: 'npc',
    fields: [
      name(),
      { key: 'Title', label: 'Title', rule: { type: 'text', max: 128, optional: true } },
      level('Level', 'Level'),
      { key: 'Category', label: 'Category', rule: { type: 'text', max: 64 } },
      {
        key: 'ColorName',
        label: 'Name colour',
        rule: {
          type: 'text',
          max: 7,
          pattern: /^#[0-9a-fA-F]{6}$/,
          patternText: 'a colour such as #ffcc00',
          patternMessage: 'The {field} field must be a colour such as #ffcc00.',
        },
      },
      mapRef,
    ],
  },
  maps: {
    label: 'Maps',
    one: 'map',
    wiki: 'map',
    fields: [name(), level('RequiredLevel', 'Required level'), level('RequiredGuildLevel', 'Required guild level'), flag('IsUpgradeOnly', 'Upgrade only')],
  },
};

/** Reads one field's value from a form (text inputs send strings): undefined means "not a valid value". */
function read(field: GameDataField, raw: unknown): GameDataValue | undefined {
  const { rule } = field;
  if (rule.type === 'bool') {
    try {
      return parseBoolean(raw);
    } catch {
      return undefined;
    }
  }
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return rule.optional ? null : undefined;
  if (rule.type === 'int') {
    const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
    return Number.isSafeInteger(n) ? n : undefined;
  }
  return typeof raw === 'string' ? raw.trim() : undefined;
}

/** What a refused field is told, for each way it can be wrong: the request schemas carry the same sentences. */
export function gameDataSentences(field: GameDataField) {
  const { rule } = field;
  const named = { field: field.label.toLowerCase() };
  return {
    missing: sentence(
      rule.type === 'bool'
        ? 'The {field} field must be true or false.'
        : rule.type === 'int'
          ? 'The {field} field must be a whole number.'
          : 'The {field} field is required.',
      named,
    ),
    range: rule.type === 'int' ? sentence('The {field} field must be between {min} and {max}.', { ...named, min: rule.min, max: rule.max }) : '',
    tooLong: rule.type === 'text' ? sentence('The {field} field must not be greater than {limit} characters.', { ...named, limit: rule.max }) : '',
    pattern: rule.type === 'text' && rule.patternMessage ? sentence(rule.patternMessage, named) : '',
  };
}

/**
 * The stored values of a form its request schema already accepted (flags as true or false, an empty
 * optional field as null); fields the kind does not have are left out.
 */
export function gameDataValuesOf(kind: GameDataKind, input: Record<string, unknown>): GameDataValues {
  const values: GameDataValues = {};
  for (const field of GAME_DATA[kind].fields) {
    const value = Object.hasOwn(input, field.key) ? read(field, input[field.key]) : undefined;
    if (value !== undefined) values[field.key] = value;
  }
  return values;
}

/** The fields whose value differs, with their values before and after. */
export function diffGameData(before: GameDataValues, after: GameDataValues): { before: GameDataValues; after: GameDataValues } {
  const diff = { before: {} as GameDataValues, after: {} as GameDataValues };
  for (const key of Object.keys(after)) {
    if (before[key] !== after[key]) {
      diff.before[key] = before[key] ?? null;
      diff.after[key] = after[key];
    }
  }
  return diff;
}
