import type { StoreGrant, StorePackage } from '@contract/types/store';
import { AwardFill, Coin, PatchCheckFill, StarFill } from 'react-bootstrap-icons';
import { formatNumber } from '@contract/rules/format';
import { ItemIcon } from '@/components/ui/item-icon';
import { TintedText } from '@/components/ui/tinted-text';
import { TitleName } from '@/components/ui/title-name';
import { useRarities } from '@/components/ui/rarity-name';
import { t } from '@/lib/i18n/translate';

type Rewards = Pick<StorePackage | StoreGrant, 'Coins' | 'Vip' | 'Badge' | 'Title' | 'Items'>;

/** What a package grants (docs/product-rules.md#constants-and-limits: Coins, VIP days, Badge, Title, plus items with their icons). */
export function PackageRewards({ rewards, className }: { rewards: Rewards; className?: string }) {
  const rarities = useRarities();
  const { Coins, Vip, Badge, Title, Items } = rewards;
  const empty = !Coins && !Vip && !Badge && !Title && Items.length === 0;
  if (empty) return <p className="text-body-secondary small mb-0">{t('No rewards listed.')}</p>;
  return (
    <ul className={['package-rewards list-unstyled mb-0', className].filter(Boolean).join(' ')}>
      {Coins > 0 && (
        <li>
          <Coin className="reward-icon text-warning" aria-hidden="true" />
          <strong>{formatNumber(Coins)}</strong> {t('Coins')}
        </li>
      )}
      {Vip > 0 && (
        <li>
          <StarFill className="reward-icon text-warning" aria-hidden="true" />
          <strong>{formatNumber(Vip)}</strong> {t('{count, plural, one {day of VIP} other {days of VIP}}', { count: Vip })}
        </li>
      )}
      {Badge && (
        <li>
          <AwardFill className="reward-icon text-info" aria-hidden="true" />
          {t('Badge:')} <strong>{Badge.Name}</strong>
        </li>
      )}
      {Title && (
        <li>
          <PatchCheckFill className="reward-icon text-primary" aria-hidden="true" />
          {t('Title:')} <TitleName nameHtml={Title.NameHTML} name={Title.Name} className="fw-semibold" />
        </li>
      )}
      {Items.map(({ item, Quantity }) => {
        const rarity = rarities.get(item.RarityID);
        return (
          <li key={item.id}>
            <ItemIcon icon={item.Icon} name="" size={16} className="reward-icon" />
            {Quantity > 1 && <span className="text-body-secondary">{formatNumber(Quantity)}× </span>}
            {rarity ? <TintedText color={rarity.Color}>{item.Name}</TintedText> : item.Name}
          </li>
        );
      })}
    </ul>
  );
}
