/** Where an item is kept: carried or in the bank. */
export const INVENTORY_STORAGES = ['default', 'bank'] as const;
export type InventoryStorage = (typeof INVENTORY_STORAGES)[number];
