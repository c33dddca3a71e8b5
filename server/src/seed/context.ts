import type { Faker } from '@faker-js/faker';
import type { Db } from '../db/client';
import type { SqlRandom } from './random';

/** What one item of the catalogue means to the rest of the seed (loot tables, shops, previews). */
export interface CatalogItem {
  id: number;
  Name: string;
  typeName: string;
  RarityID: number;
  /** Largest stack a player holds. */
  stack: number;
  /** Shown on a character preview when equipped. */
  wearable: boolean;
  IsStaffOnly: boolean;
  IsTradeable: boolean;
  IsWheel: boolean;
  /** A believable market/shop price in coins. */
  price: number;
}

/** Ids produced by the game-data phase and consumed by the player-world phases. */
export interface Catalog {
  items: CatalogItem[];
  mapCount: number;
  /** Titles players may wear (the hostile one is excluded). */
  titleIds: number[];
  hostileTitleId: number;
  badgeIds: number[];
}

export interface SeedContext {
  /** The transaction the whole seed runs in. */
  db: Db;
  faker: Faker;
  rnd: SqlRandom;
  seed: number;
  /** Total users, the demo accounts included. */
  players: number;
  guilds: number;
  log: (msg: string) => void;
}
