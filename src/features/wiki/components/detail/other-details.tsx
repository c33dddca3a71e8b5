import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import type { WikiBot, WikiEnhancementDetail, WikiMarketListing, WikiRedeemCode, WikiTitleDetail } from '@contract/types/wiki';
import { DateText } from '@/components/ui/date-text';
import { ItemIcon } from '@/components/ui/item-icon';
import { PlayerName } from '@/components/ui/player-name';
import { RarityName } from '@/components/ui/rarity-name';
import { TitleName } from '@/components/ui/title-name';
import { CopyButton } from '@/components/ui/copy-button';
import { EffectList } from '../effect-list';
import { ItemLink } from '../item-link';
import { MarketStatus } from '../wiki-columns';
import { DetailShell, Facts, Muted, Section } from './detail-parts';
import { t } from '@/lib/i18n/translate';

// Detail pages of market listings, enhancements, bots, titles and redeem codes.

const yes = (v: boolean) => (v ? t('Yes') : t('No'));
const nobody = () => <Muted>{t('Nobody')}</Muted>;

export function MarketDetail({ listing }: { listing: WikiMarketListing }) {
  return (
    <DetailShell type="market" title={t('Listing #{id}', { id: String(listing.id) })} subtitle={<ItemLink item={listing.item} />}>
      <Section title={t('Listing')}>
        <Facts
          rows={[
            [t('Item'), <ItemLink key="i" item={listing.item} />],
            [t('Quantity'), formatNumber(listing.Quantity)],
            [t('Price'), t('{coins} Coins', { coins: listing.Coins })],
            [t('Status'), <MarketStatus key="s" status={listing.Status} />],
            [
              t('Enhancement'),
              listing.enhancement ? (
                <Link key="e" to={paths.wikiDetail('enhancement', listing.enhancement.id)}>
                  {listing.enhancement.Name} {t('(level {level})', { level: String(listing.enhancement.Level) })}
                </Link>
              ) : (
                <Muted key="e">{t('None')}</Muted>
              ),
            ],
            [t('Special'), yes(listing.IsSpecial)],
            [t('Vending'), yes(listing.IsVending)],
          ]}
        />
      </Section>
      <Section title={t('People and dates')}>
        <Facts
          rows={[
            [t('Seller'), listing.seller ? <PlayerName key="s" user={listing.seller} /> : nobody()],
            [t('Buyer'), listing.buyer ? <PlayerName key="b" user={listing.buyer} /> : nobody()],
            [t('Listed'), <DateText key="d" iso={listing.DateCreated} withTime />],
            [t('Item obtained'), <DateText key="o" iso={listing.ItemDate} withTime />],
          ]}
        />
      </Section>
    </DetailShell>
  );
}

export function EnhancementDetail({ enhancement }: { enhancement: WikiEnhancementDetail }) {
  return (
    <DetailShell
      type="enhancement"
      title={enhancement.Name}
      subtitle={
        <span className="d-inline-flex align-items-center gap-2">
          <ItemIcon icon={enhancement.Icon} name="" size={16} /> <RarityName rarityId={enhancement.RarityID} /> {t('enhancement')}
        </span>
      }
    >
      <Section title={t('Details')}>
        <Facts
          rows={[
            [t('Rarity'), <RarityName key="r" rarityId={enhancement.RarityID} />],
            [t('Level'), formatNumber(enhancement.Level)],
            [t('Market listings'), formatNumber(enhancement.listings)],
          ]}
        />
      </Section>
      <Section title={t('Effects')}>
        <EffectList effect={enhancement.effect} />
      </Section>
    </DetailShell>
  );
}

export function BotDetail({ bot }: { bot: WikiBot }) {
  return (
    <DetailShell type="bot" title={bot.Name}>
      <Section title={t('Details')}>
        <Facts
          rows={[
            [t('File'), <code key="f">{bot.bot_file}</code>],
            [t('Author'), bot.user ? <PlayerName key="u" user={bot.user} /> : <Muted key="u">{t('Unknown')}</Muted>],
            [t('Created'), <DateText key="d" iso={bot.DateCreated} withTime />],
          ]}
        />
      </Section>
    </DetailShell>
  );
}

export function TitleDetail({ title }: { title: WikiTitleDetail }) {
  return (
    <DetailShell
      type="title"
      title={title.Name}
      heading={
        <p className="wiki-title-preview h4 mb-3">
          <TitleName nameHtml={title.NameHTML} name={title.Name} />
        </p>
      }
    >
      <Section title={t('Details')}>
        <Facts
          rows={[
            [t('Shown as'), <TitleName key="t" nameHtml={title.NameHTML} name={title.Name} />],
            [t('Rarity'), <RarityName key="r" rarityId={title.RarityID} />],
            [t('Held by'), t('{count, plural, one {# player} other {# players}}', { count: title.holders })],
          ]}
        />
      </Section>
      <Section title={t('Effect')}>
        <EffectList effect={title.effect} />
      </Section>
    </DetailShell>
  );
}

export function RedeemDetail({ code }: { code: WikiRedeemCode }) {
  const expired = new Date(code.DateExpiry).getTime() < Date.now();
  return (
    <DetailShell type="redeem" title={code.code_final} subtitle={expired ? t('Expired') : t('Can still be redeemed while codes are left')}>
      <Section title={t('Rewards')}>
        <Facts
          rows={[
            [
              t('Code'),
              <span key="c" className="d-inline-flex align-items-center gap-2">
                <code>{code.code_final}</code>
                <CopyButton text={code.code_final} label={t('Copy the code {code}', { code: code.code_final })}>
                  {t('Copy')}
                </CopyButton>
              </span>,
            ],
            [t('Experience'), formatNumber(code.Experience)],
            [t('Coins'), formatNumber(code.Coins)],
            [t('Left'), `${code.quantity_percentage}%`],
            [t('Expires'), <DateText key="d" iso={code.DateExpiry} withTime />],
          ]}
        />
      </Section>
    </DetailShell>
  );
}
