/** Store Type values: each has its own layout; 2 is limited stock. */
export const STORE_PACKAGE_TYPES = [1, 2, 3] as const;
export type StorePackageType = (typeof STORE_PACKAGE_TYPES)[number];
