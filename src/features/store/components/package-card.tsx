import type { CSSProperties } from 'react';
import { StarFill } from 'react-bootstrap-icons';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { padColor } from '@contract/rules/color';
import { formatNumber } from '@contract/rules/format';
import type { StorePackage } from '@contract/types/store';
import { RarityName, isSpecialRarity } from '@/components/ui/rarity-name';
import { isOutOfStock } from '../package-state';
import { BuyButton } from './buy-button';
import { PackageImage } from './package-image';
import { PackagePrice } from './package-price';
import { PackageRewards } from './package-rewards';
import { t } from '@/lib/i18n/translate';

// Each store Type has its own layout (docs/product-rules.md#entities-and-fields, docs/product-rules.md#constants-and-limits): 1 a standard card, 2 a wide limited-stock
// offer that shows its remaining stock, 3 a membership card led by its VIP days.

const rarityStyle = (pkg: StorePackage) => ({ '--rarity': padColor(pkg.rarity.Color) }) as CSSProperties;
const cardClass = (pkg: StorePackage, layout: string) =>
  ['package-card', `package-${layout}`, isSpecialRarity(pkg.RarityID) ? 'is-special' : '', isOutOfStock(pkg) ? 'is-sold-out' : ''].filter(Boolean).join(' ');

function Heading({ pkg }: { pkg: StorePackage }) {
  return (
    <>
      <Card.Title as="h3" className="h5 mb-1">
        {pkg.Name}
      </Card.Title>
      <RarityName rarityId={pkg.RarityID} className="small fw-semibold" />
    </>
  );
}

function StandardCard({ pkg }: { pkg: StorePackage }) {
  return (
    <Card className={cardClass(pkg, 'standard')} style={rarityStyle(pkg)} data-package-id={pkg.id} data-type={1}>
      <PackageImage pkg={pkg} />
      <Card.Body className="d-flex flex-column">
        <Heading pkg={pkg} />
        <PackageRewards rewards={pkg} className="my-3 flex-grow-1" />
        <div className="d-flex align-items-center justify-content-between gap-2">
          <PackagePrice pkg={pkg} />
          <BuyButton pkg={pkg} />
        </div>
      </Card.Body>
    </Card>
  );
}

function LimitedCard({ pkg }: { pkg: StorePackage }) {
  const left = pkg.QuantityLeft ?? 0;
  return (
    <Card className={cardClass(pkg, 'limited')} style={rarityStyle(pkg)} data-package-id={pkg.id} data-type={2}>
      <div className="row g-0 h-100">
        <div className="col-sm-5">
          <PackageImage pkg={pkg} className="h-100" />
        </div>
        <div className="col-sm-7">
          <Card.Body className="d-flex flex-column h-100">
            <div className="d-flex flex-wrap gap-2 mb-2">
              <Badge bg="danger" className="text-uppercase">
                {t('Limited')}
              </Badge>
              {left > 0 && (
                <Badge bg="warning" text="dark" data-testid="stock-left">
                  {t('Only {count} left', { count: left })}
                </Badge>
              )}
            </div>
            <Heading pkg={pkg} />
            <PackageRewards rewards={pkg} className="my-3 flex-grow-1" />
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
              <PackagePrice pkg={pkg} className="fs-5" />
              <BuyButton pkg={pkg} />
            </div>
          </Card.Body>
        </div>
      </div>
    </Card>
  );
}

function MembershipCard({ pkg }: { pkg: StorePackage }) {
  return (
    <Card className={cardClass(pkg, 'membership')} style={rarityStyle(pkg)} data-package-id={pkg.id} data-type={3}>
      <div className="package-membership-head text-center">
        <StarFill className="package-membership-crown" aria-hidden="true" />
        <div className="package-membership-days">{pkg.Vip > 0 ? formatNumber(pkg.Vip) : '—'}</div>
        <div className="text-uppercase small fw-semibold">{t('days of VIP')}</div>
      </div>
      <Card.Body className="d-flex flex-column text-center">
        <Heading pkg={pkg} />
        <PackageRewards rewards={pkg} className="my-3 flex-grow-1 text-start mx-auto" />
        <PackagePrice pkg={pkg} className="fs-4 d-block mb-2" />
        <BuyButton pkg={pkg} className="w-100" />
      </Card.Body>
    </Card>
  );
}

/** A package in the layout of its Type. */
export function PackageCard({ pkg }: { pkg: StorePackage }) {
  if (pkg.Type === 2) return <LimitedCard pkg={pkg} />;
  if (pkg.Type === 3) return <MembershipCard pkg={pkg} />;
  return <StandardCard pkg={pkg} />;
}
