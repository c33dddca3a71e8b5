import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { RARITY_SPECIAL_ID } from '@contract/rules/constants';
import { abbreviateNumber, formatInGameCount, formatNumber } from '@contract/rules/format';
import type { WikiItemDetail } from '@contract/types/wiki';
import { DateText } from '@/components/ui/date-text';
import { ItemIcon } from '@/components/ui/item-icon';
import { RarityName } from '@/components/ui/rarity-name';
import { armorOriginal, itemOriginal } from '@/lib/image-urls';
import { EffectList } from '../effect-list';
import { ItemFlags } from '../item-flags';
import { isClassRankArmor, itemTypeLabel } from '../item-type-label';
import { MarketStatus } from '../wiki-columns';
import { DetailShell, Facts, LinkList, Muted, Section } from './detail-parts';
import { t } from '@/lib/i18n/translate';

/** /wiki/item/{id}: picture, rarity, type, flags, effects, count in game, and where it comes from. */
export function ItemDetail({ item }: { item: WikiItemDetail }) {
  const armor = isClassRankArmor(item.type);
  const special = item.RarityID === RARITY_SPECIAL_ID;
  return (
    <DetailShell
      type="item"
      title={item.Name}
      subtitle={
        <span className="d-inline-flex flex-wrap align-items-center gap-2">
          <ItemIcon icon={item.Icon} name={t('{name} icon', { name: item.Name })} size={16} />
          <RarityName rarityId={item.RarityID} className={special ? 'wiki-rarity-special' : undefined} />
          <span>{itemTypeLabel(item.type, item.class_rank)}</span>
        </span>
      }
    >
      <Section title={t('Picture')}>
        {/* The picture follows the Icon (a new one is uploaded under a new name): the Icon in the address skips a cached old one. */}
        <div className={['wiki-item-picture', special ? 'wiki-item-picture-special' : ''].join(' ')}>
          <ItemIcon
            icon={item.id}
            name={item.Name}
            size={160}
            src={armor ? armorOriginal(item.id) : `${itemOriginal(item.id)}?icon=${encodeURIComponent(item.Icon)}`}
          />
        </div>
      </Section>
      <Section title={t('Details')}>
        <Facts
          rows={[
            [t('Rarity'), <RarityName key="r" rarityId={item.RarityID} className={special ? 'wiki-rarity-special' : undefined} />],
            [t('Type'), itemTypeLabel(item.type, item.class_rank)],
            ...(armor || item.class_rank
              ? [[t('Class rank'), item.class_rank ? formatNumber(item.class_rank) : <Muted key="c">{t('None')}</Muted>] as [string, ReactNode]]
              : []),
            [
              t('In game'),
              <span key="g" title={t('{count} in game', { count: item.InGame })}>
                {formatInGameCount(item.InGame)}
              </span>,
            ],
            [t('Flags'), <ItemFlags key="f" item={item} />],
          ]}
        />
      </Section>
      <Section title={t('Effects')}>
        <EffectList effect={item.effect} />
      </Section>
      <Section title={t('Sold in shops')}>
        <LinkList
          items={item.shops}
          keyOf={(s) => s.id}
          empty={t('No shop sells it.')}
          render={(s) => (
            <span className="d-flex justify-content-between gap-2">
              <Link to={paths.wikiDetail('shop', s.id)}>{s.Name}</Link>
              <span className="text-body-secondary text-nowrap">{t('{coins} Coins', { coins: abbreviateNumber(s.Coins) })}</span>
            </span>
          )}
        />
      </Section>
      <Section title={t('Quest reward of')}>
        <LinkList
          items={item.quests}
          keyOf={(q) => q.id}
          empty={t('No quest rewards it.')}
          render={(q) => (
            <span className="d-flex justify-content-between gap-2">
              <Link to={paths.wikiDetail('quest', q.id)}>{q.Name}</Link>
              <span className="text-body-secondary">×{formatNumber(q.Quantity)}</span>
            </span>
          )}
        />
      </Section>
      <Section title={t('Dropped by')}>
        <LinkList
          items={item.monsters}
          keyOf={(m) => m.id}
          empty={t('No monster drops it.')}
          render={(m) => (
            <span className="d-flex justify-content-between gap-2">
              <span>
                <Link to={paths.wikiDetail('monster', m.id)}>{m.Name}</Link> <Muted>{t('lv. {level}', { level: String(m.Level) })}</Muted>
              </span>
              <span className="text-body-secondary text-nowrap">{m.Chance}%</span>
            </span>
          )}
        />
      </Section>
      <Section title={t('Latest market listings')} wide>
        <LinkList
          items={item.market}
          keyOf={(l) => l.id}
          empty={t('Never listed on the market.')}
          render={(l) => (
            <span className="d-flex flex-wrap justify-content-between gap-2">
              <Link to={paths.wikiDetail('market', l.id)}>
                {t('×{quantity} for {coins} Coins', { quantity: l.Quantity, coins: abbreviateNumber(l.Coins) })}
              </Link>
              <span className="d-inline-flex gap-2 align-items-center">
                <MarketStatus status={l.Status} />
                <DateText iso={l.DateCreated} className="text-body-secondary small" />
              </span>
            </span>
          )}
        />
      </Section>
    </DetailShell>
  );
}
