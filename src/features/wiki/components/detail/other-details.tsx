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

// Detail pages of market listings, enhancements, bots, titles and redeem codes.

const yes = (v: boolean) => (v ? 'Yes' : 'No');
const nobody = <Muted>Nobody</Muted>;

export function MarketDetail({ listing }: { listing: WikiMarketListing }) {
  return (
    <DetailShell type="market" title={`Listing #${listing.id}`} subtitle={<ItemLink item={listing.item} />}>
      <Section title="Listing">
        <Facts
          rows={[
            ['Item', <ItemLink key="i" item={listing.item} />],
            ['Quantity', formatNumber(listing.Quantity)],
            ['Price', `${formatNumber(listing.Coins)} Coins`],
            ['Status', <MarketStatus key="s" status={listing.Status} />],
            [
              'Enhancement',
              listing.enhancement ? (
                <Link key="e" to={paths.wikiDetail('enhancement', listing.enhancement.id)}>
                  {listing.enhancement.Name} (level {listing.enhancement.Level})
                </Link>
              ) : (
                <Muted key="e">None</Muted>
              ),
            ],
            ['Special', yes(listing.IsSpecial)],
            ['Vending', yes(listing.IsVending)],
          ]}
        />
      </Section>
      <Section title="People and dates">
        <Facts
          rows={[
            ['Seller', listing.seller ? <PlayerName key="s" user={listing.seller} /> : nobody],
            ['Buyer', listing.buyer ? <PlayerName key="b" user={listing.buyer} /> : nobody],
            ['Listed', <DateText key="d" iso={listing.DateCreated} withTime />],
            ['Item obtained', <DateText key="o" iso={listing.ItemDate} withTime />],
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
          <ItemIcon icon={enhancement.Icon} name="" size={16} /> <RarityName rarityId={enhancement.RarityID} /> enhancement
        </span>
      }
    >
      <Section title="Details">
        <Facts
          rows={[
            ['Rarity', <RarityName key="r" rarityId={enhancement.RarityID} />],
            ['Level', formatNumber(enhancement.Level)],
            ['Market listings', formatNumber(enhancement.listings)],
          ]}
        />
      </Section>
      <Section title="Effects">
        <EffectList effect={enhancement.effect} />
      </Section>
    </DetailShell>
  );
}

export function BotDetail({ bot }: { bot: WikiBot }) {
  return (
    <DetailShell type="bot" title={bot.Name}>
      <Section title="Details">
        <Facts
          rows={[
            ['File', <code key="f">{bot.bot_file}</code>],
            ['Author', bot.user ? <PlayerName key="u" user={bot.user} /> : <Muted key="u">Unknown</Muted>],
            ['Created', <DateText key="d" iso={bot.DateCreated} withTime />],
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
      <Section title="Details">
        <Facts
          rows={[
            ['Shown as', <TitleName key="t" nameHtml={title.NameHTML} name={title.Name} />],
            ['Rarity', <RarityName key="r" rarityId={title.RarityID} />],
            ['Held by', `${formatNumber(title.holders)} players`],
          ]}
        />
      </Section>
      <Section title="Effect">
        <EffectList effect={title.effect} />
      </Section>
    </DetailShell>
  );
}

export function RedeemDetail({ code }: { code: WikiRedeemCode }) {
  const expired = new Date(code.DateExpiry).getTime() < Date.now();
  return (
    <DetailShell type="redeem" title={code.code_final} subtitle={expired ? 'Expired' : 'Can still be redeemed while codes are left'}>
      <Section title="Rewards">
        <Facts
          rows={[
            [
              'Code',
              <span key="c" className="d-inline-flex align-items-center gap-2">
                <code>{code.code_final}</code>
                <CopyButton text={code.code_final} label={`Copy the code ${code.code_final}`}>
                  Copy
                </CopyButton>
              </span>,
            ],
            ['Experience', formatNumber(code.Experience)],
            ['Coins', formatNumber(code.Coins)],
            ['Left', `${code.quantity_percentage}%`],
            ['Expires', <DateText key="d" iso={code.DateExpiry} withTime />],
          ]}
        />
      </Section>
    </DetailShell>
  );
}
