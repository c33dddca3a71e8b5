import type { CSSProperties } from 'react';
import Card from 'react-bootstrap/Card';
import { padColor } from '@contract/rules/color';
import type { StorePackage } from '@contract/types/store';
import { RarityName } from '@/components/ui/rarity-name';
import { PackageImage } from './package-image';
import { PackagePrice } from './package-price';
import { PackageRewards } from './package-rewards';
import { t } from '@/lib/i18n/translate';

/** The package being bought, on the confirmation page. */
export function PackageSummary({ pkg }: { pkg: StorePackage }) {
  return (
    <Card className="package-card" style={{ '--rarity': padColor(pkg.rarity.Color) } as CSSProperties}>
      {/* The confirmation page's largest paint (lazy, it waited for the page's layout). */}
      <PackageImage pkg={pkg} priority />
      <Card.Body>
        <div className="d-flex justify-content-between align-items-start gap-2">
          <div>
            <RarityName rarityId={pkg.RarityID} className="small fw-semibold" />
            {pkg.QuantityLeft !== null && pkg.QuantityLeft > 0 && (
              <div className="small text-body-secondary">{t('{count} left in stock', { count: String(pkg.QuantityLeft) })}</div>
            )}
          </div>
          <PackagePrice pkg={pkg} className="fs-5" />
        </div>
        <h2 className="h6 mt-3">{t('Includes')}</h2>
        <PackageRewards rewards={pkg} />
      </Card.Body>
    </Card>
  );
}
