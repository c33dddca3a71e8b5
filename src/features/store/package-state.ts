import { isPlayableCurrency, type StorePackage } from '@contract/types/store';

/** docs/product-rules.md#states-and-transitions: buyable while QuantityLeft is at least 1; unlimited packages (null) always are. */
export const isOutOfStock = (pkg: Pick<StorePackage, 'QuantityLeft'>) => pkg.QuantityLeft !== null && pkg.QuantityLeft < 1;

/** Why a package can't be bought right now, or null when it can. */
export function unavailableReason(pkg: Pick<StorePackage, 'QuantityLeft' | 'Currency'>): 'out-of-stock' | 'real-money' | null {
  if (isOutOfStock(pkg)) return 'out-of-stock';
  if (!isPlayableCurrency(pkg.Currency)) return 'real-money';
  return null;
}
