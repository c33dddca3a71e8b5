import type { Static } from 'typebox';
import type * as S from '../schemas/store';
export type { StorePackageType } from '../values/store';

// Answer shapes of the store calls (docs/product-rules.md#entities-and-fields Store package, docs/product-rules.md#http-contract Store), derived from their schemas.

/** The currency players earn in game; the one the store can always charge. */
const COINS_CURRENCY = 'Coins';
/** In-game currencies the store debits from a balance column; anything else is real money (refused until a payment provider exists). */
const PLAYABLE_CURRENCIES: readonly string[] = [COINS_CURRENCY];

export const isPlayableCurrency = (currency: string) => PLAYABLE_CURRENCIES.includes(currency);

export type StorePackageItem = Static<typeof S.StorePackageItem>;
export type StorePackage = Static<typeof S.StorePackage>;

/** `GET /api/store`: the packages, in catalogue order. */
export type StoreAnswer = Static<typeof S.StoreAnswer>;

/** What a purchase gave its recipient. */
export type StoreGrant = Static<typeof S.StoreGrant>;

/** `POST /api/store/buy/{id}`. */
export type StoreBuyAnswer = Static<typeof S.StoreBuyAnswer>;

/** A row of the gift recipient picker (`POST /api/user/all`). */
export type RecipientRow = Static<typeof S.RecipientRow>;

/** `POST /api/user/all`: a DataTables page of recipients. */
export type RecipientListAnswer = Static<typeof S.RecipientListAnswer>;
