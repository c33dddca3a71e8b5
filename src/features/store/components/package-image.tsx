import type { StorePackage } from '@contract/types/store';
import { storeImage } from '@/lib/image-urls';
import { isOutOfStock } from '../package-state';
import { t } from '@/lib/i18n/translate';

/** The package pictures' own size; the box around them (store.css) sets how they show. */
const PICTURE = { width: 400, height: 260 };

/** The package picture; out of stock it is dimmed and labelled (docs/product-rules.md#states-and-transitions). */
export function PackageImage({
  pkg,
  className,
  priority = false,
}: {
  pkg: StorePackage;
  className?: string;
  /** The picture at the top of its page (its largest paint): fetched at once and first, not lazily. */
  priority?: boolean;
}) {
  const soldOut = isOutOfStock(pkg);
  return (
    <div className={['package-image', soldOut ? 'is-sold-out' : '', className].filter(Boolean).join(' ')}>
      <img
        src={storeImage(pkg.File)}
        alt={pkg.Name}
        {...PICTURE}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
      {soldOut && (
        <span className="package-sold-out" data-testid="out-of-stock">
          {t('OUT OF STOCK')}
        </span>
      )}
    </div>
  );
}
