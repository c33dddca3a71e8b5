import { OUT_OF_STOCK_TEXT } from '@contract/rules/messages';
import type { StorePackage } from '@contract/types/store';
import { storeImage } from '@/lib/image-urls';
import { isOutOfStock } from '../package-state';

/** The package picture; out of stock it is dimmed and labelled (SPEC §4). */
export function PackageImage({ pkg, className }: { pkg: StorePackage; className?: string }) {
  const soldOut = isOutOfStock(pkg);
  return (
    <div className={['package-image', soldOut ? 'is-sold-out' : '', className].filter(Boolean).join(' ')}>
      <img src={storeImage(pkg.File)} alt={pkg.Name} loading="lazy" decoding="async" />
      {soldOut && (
        <span className="package-sold-out" data-testid="out-of-stock">
          {OUT_OF_STOCK_TEXT}
        </span>
      )}
    </div>
  );
}
