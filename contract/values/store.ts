/** Store Type values: each has its own layout; 2 is limited stock. */
export const STORE_PACKAGE_TYPES = [1, 2, 3] as const;
export type StorePackageType = (typeof STORE_PACKAGE_TYPES)[number];

/** A package's life in the catalogue: staff draft it, publish it to the store, and retire it. */
export const STORE_PACKAGE_STATUSES = ['draft', 'published', 'retired'] as const;
export type StorePackageStatus = (typeof STORE_PACKAGE_STATUSES)[number];
