import { formatNumber } from '@contract/rules/format';
import type { StorePackage } from '@contract/types/store';

/** Cost and currency. */
export function PackagePrice({ pkg, className }: { pkg: Pick<StorePackage, 'Cost' | 'Currency'>; className?: string }) {
  return (
    <span className={['package-price', className].filter(Boolean).join(' ')}>
      <strong>{formatNumber(pkg.Cost)}</strong> <span className="package-currency">{pkg.Currency}</span>
    </span>
  );
}
