import { Type } from 'typebox';
import { STORE_PACKAGE_TYPES } from '../values/store';
import { MAX_ID } from '../rules/ids';
import { DataTablesAnswer, DateTime, ItemRef, PlayerRef, Rarity } from './common';

// The store calls (docs/product-rules.md#entities-and-fields Store package, docs/product-rules.md#http-contract Store).

export const StorePackageItem = Type.Object({ item: ItemRef, Quantity: Type.Integer() });

const StoreBadge = Type.Object({ id: Type.Integer(), Name: Type.String(), File: Type.String() });

const StoreTitle = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  NameHTML: Type.String({ description: 'Rich name; sanitise before rendering.' }),
  RarityID: Type.Integer(),
});

export const StorePackage = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  File: Type.String({ description: 'The package picture, under /api/image/assets/default/store/.' }),
  Type: Type.Enum(STORE_PACKAGE_TYPES, { description: 'The layout: 1, 2 (limited stock) or 3.' }),
  RarityID: Type.Integer(),
  rarity: Rarity,
  Cost: Type.Integer(),
  Currency: Type.String({ description: 'Coins, or a real currency (refused until a payment provider exists).' }),
  QuantityLeft: Type.Union([Type.Integer(), Type.Null()], {
    description: 'Remaining stock of a limited package; null when unlimited. Buyable while at least 1.',
  }),
  Items: Type.Array(StorePackageItem),
  Coins: Type.Integer(),
  Vip: Type.Integer({ description: 'VIP days granted.' }),
  Badge: Type.Union([StoreBadge, Type.Null()]),
  Title: Type.Union([StoreTitle, Type.Null()]),
});

/** `GET /api/store`: the packages, in catalogue order. */
export const StoreAnswer = Type.Array(StorePackage, { description: 'The packages, in catalogue order.' });

/** What a purchase gave its recipient. */
export const StoreGrant = Type.Object({
  Coins: Type.Integer(),
  Vip: Type.Integer(),
  VipUntil: Type.Union([DateTime, Type.Null()], { description: "The recipient's VIP end after the purchase, when VIP days were granted." }),
  Badge: Type.Union([StoreBadge, Type.Null()]),
  Title: Type.Union([StoreTitle, Type.Null()]),
  Items: Type.Array(StorePackageItem),
});

export const StoreBuyBody = Type.Object({
  RecipientID: Type.Optional(
    Type.Integer({
      exclusiveMinimum: 0,
      maximum: MAX_ID,
      description: 'The id of the player who receives the package as a gift; absent or empty to buy for oneself.',
      examples: [42],
    }),
  ),
});

/** `POST /api/store/buy/{id}`. */
export const StoreBuyAnswer = Type.Object(
  {
    message: Type.String(),
    coins: Type.Integer({ description: "The buyer's balance after the purchase." }),
    purchase: Type.Object({
      id: Type.Integer(),
      package: Type.Object({ id: Type.Integer(), Name: Type.String() }),
      Cost: Type.Integer(),
      Currency: Type.String(),
      recipient: PlayerRef,
      gift: Type.Boolean(),
      granted: StoreGrant,
    }),
  },
  { description: 'The purchase, what it granted, and the buyer’s balance.' },
);

/** A row of the gift recipient picker (`POST /api/user/all`). */
export const RecipientRow = Type.Object({ ...PlayerRef.properties, Level: Type.Integer() });

export const RecipientListAnswer = Type.Object(DataTablesAnswer(RecipientRow).properties, {
  description: 'A DataTables page of the players a gift can go to: never the viewer, never a deleted account.',
});
