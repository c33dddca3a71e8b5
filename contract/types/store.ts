import type { DataTablesAnswer } from './datatables';
import type { ItemRef, PlayerRef, Rarity } from './entities';

// Answer shapes of the store calls (SPEC §3 Store package, §7 Store).

/** The currency players earn in game; the one the store can always charge. */
export const COINS_CURRENCY = 'Coins';
/** In-game currencies the store debits from a balance column; anything else is real money (refused until a payment provider exists). */
export const PLAYABLE_CURRENCIES: readonly string[] = [COINS_CURRENCY];

export const isPlayableCurrency = (currency: string) => PLAYABLE_CURRENCIES.includes(currency);

/** Store Type values (SPEC §3): each has its own layout; 2 is limited stock. */
export const STORE_PACKAGE_TYPES = [1, 2, 3] as const;
export type StorePackageType = (typeof STORE_PACKAGE_TYPES)[number];

export interface StorePackageItem {
  item: ItemRef;
  Quantity: number;
}

export interface StoreBadge {
  id: number;
  Name: string;
  File: string;
}

export interface StoreTitle {
  id: number;
  Name: string;
  /** Rich name; sanitise before rendering. */
  NameHTML: string;
  RarityID: number;
}

export interface StorePackage {
  id: number;
  Name: string;
  File: string;
  Type: StorePackageType;
  RarityID: number;
  rarity: Rarity;
  Cost: number;
  Currency: string;
  /** Remaining stock of a limited package; null when unlimited. Buyable while at least 1 (SPEC §4). */
  QuantityLeft: number | null;
  Items: StorePackageItem[];
  Coins: number;
  /** VIP days granted. */
  Vip: number;
  Badge: StoreBadge | null;
  Title: StoreTitle | null;
}

/** `GET /api/store`: the packages, in catalogue order. */
export type StoreAnswer = StorePackage[];

/** What a purchase gave its recipient. */
export interface StoreGrant {
  Coins: number;
  Vip: number;
  /** The recipient's VIP end after the purchase (ISO), when VIP days were granted. */
  VipUntil: string | null;
  Badge: StoreBadge | null;
  Title: StoreTitle | null;
  Items: StorePackageItem[];
}

/** `POST /api/store/buy/{id}`. */
export interface StoreBuyAnswer {
  message: string;
  /** The buyer's balance after the purchase. */
  coins: number;
  purchase: {
    id: number;
    package: { id: number; Name: string };
    Cost: number;
    Currency: string;
    recipient: PlayerRef;
    gift: boolean;
    granted: StoreGrant;
  };
}

/** A row of the gift recipient picker (`POST /api/user/all`). */
export interface RecipientRow extends PlayerRef {
  Level: number;
}

export type RecipientListAnswer = DataTablesAnswer<RecipientRow>;
