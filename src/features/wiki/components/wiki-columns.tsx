import { Link } from 'react-router-dom';
import Badge from 'react-bootstrap/Badge';
import { paths, type WikiType } from '@contract/paths';
import { abbreviateNumber, formatInGameCount, formatNumber } from '@contract/rules/format';
import type { WikiListRows } from '@contract/types/wiki';
import type { ServerColumn } from '@/components/tables/server-table';
import { DateText } from '@/components/ui/date-text';
import { PlayerName } from '@/components/ui/player-name';
import { RarityName } from '@/components/ui/rarity-name';
import { TintedText } from '@/components/ui/tinted-text';
import { TitleName } from '@/components/ui/title-name';
import { CopyButton } from '@/components/ui/copy-button';
import { effectSummary } from './effect-list';
import { ItemLink } from './item-link';
import { itemTypeLabel } from './item-type-label';
import { msg, t } from '@/lib/i18n/translate';

// The columns of each wiki list. Column ids are the server's `columns[i][data]` names; `sortable`
// marks exactly the columns the server whitelists (server/src/domain/wiki/*).

type Columns<T extends WikiType> = ServerColumn<WikiListRows[T]>[];
const muted = (text: string) => <span className="text-body-secondary">{text}</span>;
const detail = (type: WikiType | 'enhancement', id: number, text: string) => <Link to={paths.wikiDetail(type, id)}>{text}</Link>;
const yesNo = (v: boolean) => (v ? t('Yes') : muted(t('No')));

const item: Columns<'item'> = [
  { id: 'Name', header: msg('Item'), sortable: true, cell: (r) => <ItemLink item={r} /> },
  { id: 'type', header: msg('Type'), sortable: true, className: 'd-none d-sm-table-cell', cell: (r) => itemTypeLabel(r.type, r.class_rank) },
  { id: 'RarityID', header: msg('Rarity'), sortable: true, firstDir: 'desc', cell: (r) => <RarityName rarityId={r.RarityID} /> },
  { id: 'InGame', header: msg('In game'), sortable: true, firstDir: 'desc', numeric: true, cell: (r) => formatInGameCount(r.InGame) },
  {
    id: 'class_rank',
    header: msg('Class rank'),
    sortable: true,
    firstDir: 'desc',
    numeric: true,
    className: 'd-none d-md-table-cell',
    cell: (r) => (r.class_rank ? r.class_rank : muted('—')),
  },
];

const map: Columns<'map'> = [
  { id: 'Name', header: msg('Map'), sortable: true, cell: (r) => detail('map', r.id, r.Name) },
  { id: 'RequiredLevel', header: msg('Level required'), sortable: true, numeric: true, cell: (r) => formatNumber(r.RequiredLevel) },
  {
    id: 'RequiredGuildLevel',
    header: msg('Guild level'),
    sortable: true,
    numeric: true,
    cell: (r) => (r.RequiredGuildLevel ? formatNumber(r.RequiredGuildLevel) : muted('—')),
  },
  { id: 'IsUpgradeOnly', header: msg('Upgrade only'), sortable: true, className: 'd-none d-sm-table-cell', cell: (r) => yesNo(r.IsUpgradeOnly) },
];

const market: Columns<'market'> = [
  { id: 'item', header: msg('Item'), sortable: true, cell: (r) => <ItemLink item={r.item} /> },
  { id: 'Quantity', header: msg('Qty'), sortable: true, numeric: true, cell: (r) => formatNumber(r.Quantity) },
  {
    id: 'Coins',
    header: msg('Price'),
    sortable: true,
    numeric: true,
    firstDir: 'desc',
    cell: (r) => <span title={t('{coins} Coins', { coins: r.Coins })}>{abbreviateNumber(r.Coins)}</span>,
  },
  {
    id: 'seller',
    header: msg('Seller'),
    sortable: true,
    className: 'd-none d-md-table-cell',
    cell: (r) => (r.seller ? <PlayerName user={r.seller} /> : muted('—')),
  },
  { id: 'Status', header: msg('Status'), sortable: true, cell: (r) => <MarketStatus status={r.Status} /> },
  {
    id: 'DateCreated',
    header: msg('Listed'),
    sortable: true,
    firstDir: 'desc',
    className: 'd-none d-sm-table-cell text-nowrap',
    cell: (r) => <DateText iso={r.DateCreated} />,
  },
  { id: 'details', header: msg('Details'), cell: (r) => detail('market', r.id, t('View')) },
];

const monster: Columns<'monster'> = [
  {
    id: 'Name',
    header: msg('Monster'),
    sortable: true,
    cell: (r) => (
      <TintedText color={r.entity_category_color} to={paths.wikiDetail('monster', r.id)}>
        {r.Name}
      </TintedText>
    ),
  },
  { id: 'Level', header: msg('Level'), sortable: true, numeric: true, cell: (r) => formatNumber(r.Level) },
  { id: 'Category', header: msg('Category'), sortable: true, cell: (r) => <TintedText color={r.entity_category_color}>{r.Category}</TintedText> },
  { id: 'race', header: msg('Race'), sortable: true, className: 'd-none d-md-table-cell', cell: (r) => r.race.Name },
  { id: 'element', header: msg('Element'), sortable: true, className: 'd-none d-md-table-cell', cell: (r) => r.element.Name },
  {
    id: 'Coins',
    header: msg('Coins'),
    sortable: true,
    numeric: true,
    firstDir: 'desc',
    className: 'd-none d-lg-table-cell',
    cell: (r) => abbreviateNumber(r.Coins),
  },
  { id: 'EnergyCost', header: msg('Energy'), sortable: true, numeric: true, className: 'd-none d-lg-table-cell', cell: (r) => formatNumber(r.EnergyCost) },
  { id: 'KD', header: msg('Kills'), sortable: true, numeric: true, firstDir: 'desc', cell: (r) => abbreviateNumber(r.KD) },
];

const npc: Columns<'npc'> = [
  {
    id: 'Name',
    header: msg('NPC'),
    sortable: true,
    cell: (r) => (
      <TintedText color={r.ColorName} to={paths.wikiDetail('npc', r.id)}>
        {r.Name}
      </TintedText>
    ),
  },
  { id: 'Title', header: msg('Title'), sortable: true, cell: (r) => r.Title ?? muted('—') },
  { id: 'Level', header: msg('Level'), sortable: true, numeric: true, cell: (r) => formatNumber(r.Level) },
  { id: 'Category', header: msg('Category'), sortable: true, className: 'd-none d-sm-table-cell', cell: (r) => r.Category },
];

const quest: Columns<'quest'> = [
  { id: 'Name', header: msg('Quest'), sortable: true, cell: (r) => detail('quest', r.id, r.Name) },
  { id: 'chain', header: msg('Chain'), sortable: true, className: 'd-none d-md-table-cell', cell: (r) => r.chain?.Name ?? muted('—') },
  { id: 'Experience', header: msg('Experience'), sortable: true, numeric: true, firstDir: 'desc', cell: (r) => abbreviateNumber(r.Experience) },
  { id: 'Coins', header: msg('Coins'), sortable: true, numeric: true, firstDir: 'desc', cell: (r) => abbreviateNumber(r.Coins) },
  {
    id: 'ClassPoints',
    header: msg('Class points'),
    sortable: true,
    numeric: true,
    firstDir: 'desc',
    className: 'd-none d-sm-table-cell',
    cell: (r) => abbreviateNumber(r.ClassPoints),
  },
  { id: 'EnergyCost', header: msg('Energy'), sortable: true, numeric: true, className: 'd-none d-lg-table-cell', cell: (r) => formatNumber(r.EnergyCost) },
];

const shop: Columns<'shop'> = [
  { id: 'Name', header: msg('Shop'), sortable: true, cell: (r) => detail('shop', r.id, r.Name) },
  {
    id: 'npc',
    header: msg('Keeper'),
    sortable: true,
    cell: (r) =>
      r.npc ? (
        <TintedText color={r.npc.ColorName} to={paths.wikiDetail('npc', r.npc.id)}>
          {r.npc.Name}
        </TintedText>
      ) : (
        muted('—')
      ),
  },
  { id: 'Items', header: msg('Items'), sortable: true, numeric: true, firstDir: 'desc', cell: (r) => formatNumber(r.Items) },
];

const bot: Columns<'bot'> = [
  { id: 'Name', header: msg('Bot'), sortable: true, cell: (r) => detail('bot', r.id, r.Name) },
  { id: 'bot_file', header: msg('File'), sortable: true, className: 'd-none d-sm-table-cell', cell: (r) => <code>{r.bot_file}</code> },
  { id: 'user', header: msg('Author'), sortable: true, cell: (r) => (r.user ? <PlayerName user={r.user} /> : muted('—')) },
  { id: 'DateCreated', header: msg('Created'), sortable: true, firstDir: 'desc', className: 'text-nowrap', cell: (r) => <DateText iso={r.DateCreated} /> },
];

const title: Columns<'title'> = [
  {
    id: 'Name',
    header: msg('Title'),
    sortable: true,
    cell: (r) => (
      <Link to={paths.wikiDetail('title', r.id)} className="text-decoration-none">
        <TitleName nameHtml={r.NameHTML} name={r.Name} />
      </Link>
    ),
  },
  { id: 'RarityID', header: msg('Rarity'), sortable: true, firstDir: 'desc', cell: (r) => <RarityName rarityId={r.RarityID} /> },
  { id: 'effect', header: msg('Effect'), className: 'd-none d-md-table-cell', cell: (r) => effectSummary(r.effect) || muted('—') },
];

const redeem: Columns<'redeem'> = [
  {
    id: 'code_final',
    header: msg('Code'),
    sortable: true,
    cell: (r) => (
      <span className="d-inline-flex align-items-center gap-2">
        <Link to={paths.wikiDetail('redeem', r.id)}>
          <code>{r.code_final}</code>
        </Link>
        <CopyButton text={r.code_final} label={t('Copy the code {code}', { code: r.code_final })} />
      </span>
    ),
  },
  { id: 'Experience', header: msg('Experience'), sortable: true, numeric: true, firstDir: 'desc', cell: (r) => abbreviateNumber(r.Experience) },
  { id: 'Coins', header: msg('Coins'), sortable: true, numeric: true, firstDir: 'desc', cell: (r) => abbreviateNumber(r.Coins) },
  { id: 'quantity_percentage', header: msg('Left'), sortable: true, numeric: true, firstDir: 'desc', cell: (r) => `${r.quantity_percentage}%` },
  { id: 'DateExpiry', header: msg('Expires'), sortable: true, firstDir: 'desc', className: 'text-nowrap', cell: (r) => <DateText iso={r.DateExpiry} /> },
];

// The market statuses' names (0 listed, 1 sold, 2 expired), translated where shown.
const MARKET_STATUS_LABELS: Record<number, string> = { 0: msg('Listed'), 1: msg('Sold'), 2: msg('Expired') };

export function MarketStatus({ status }: { status: number }) {
  const label = t(MARKET_STATUS_LABELS[status] ?? MARKET_STATUS_LABELS[0]);
  const bg = status === 1 ? 'success' : status === 2 ? 'secondary' : 'primary';
  return <Badge bg={bg}>{label}</Badge>;
}

/** Texts are declared with msg() and translated where the list is shown. */
export interface WikiListSetup<T extends WikiType> {
  columns: Columns<T>;
  search: string;
  empty: string;
  /** As the server asks (market searches names through a million players). */
  minSearch?: number;
}

/** Per type: columns, the search hint and the empty text (the default order: wikiListTable). */
export const WIKI_LISTS: { [T in WikiType]: WikiListSetup<T> } = {
  item: { columns: item, search: msg('Item or type'), empty: msg('No items yet.') },
  map: { columns: map, search: msg('Map name'), empty: msg('No maps yet.') },
  market: {
    columns: market,
    search: msg('Item, seller or buyer'),
    empty: msg('The market is empty.'),
    minSearch: 3,
  },
  monster: { columns: monster, search: msg('Name, race, element or category'), empty: msg('No monsters yet.') },
  npc: { columns: npc, search: msg('Name, title or category'), empty: msg('No NPCs yet.') },
  quest: { columns: quest, search: msg('Quest or chain'), empty: msg('No quests yet.') },
  shop: { columns: shop, search: msg('Shop or keeper'), empty: msg('No shops yet.') },
  bot: { columns: bot, search: msg('Bot, file or author'), empty: msg('No bots yet.') },
  title: { columns: title, search: msg('Title name'), empty: msg('No titles yet.') },
  redeem: { columns: redeem, search: msg('Code'), empty: msg('No redeem codes yet.') },
};
