import { useParams } from 'react-router-dom';
import { WIKI_DETAIL_TYPES, type WikiDetails, type WikiDetailType } from '@contract/types/wiki';
import { NotFound } from '@/components/layout/not-found';
import { PageLoading } from '@/components/layout/page-loading';
import { LoadError } from '@/components/ui/load-error';
import { toApiError } from '@/lib/api-error';
import { useWikiEntry } from '../api/wiki';
import { ItemDetail } from '../components/detail/item-detail';
import { BotDetail, EnhancementDetail, MarketDetail, RedeemDetail, TitleDetail } from '../components/detail/other-details';
import { MapDetail, MonsterDetail, NpcDetail, QuestDetail, ShopDetail } from '../components/detail/place-details';
import '../wiki.css';

/** Renders one entry by type; the switch keeps each type's answer typed. */
function EntryView({ type, entry }: { type: WikiDetailType; entry: WikiDetails[WikiDetailType] }) {
  switch (type) {
    case 'item':
      return <ItemDetail item={entry as WikiDetails['item']} />;
    case 'enhancement':
      return <EnhancementDetail enhancement={entry as WikiDetails['enhancement']} />;
    case 'map':
      return <MapDetail map={entry as WikiDetails['map']} />;
    case 'market':
      return <MarketDetail listing={entry as WikiDetails['market']} />;
    case 'monster':
      return <MonsterDetail monster={entry as WikiDetails['monster']} />;
    case 'npc':
      return <NpcDetail npc={entry as WikiDetails['npc']} />;
    case 'quest':
      return <QuestDetail quest={entry as WikiDetails['quest']} />;
    case 'shop':
      return <ShopDetail shop={entry as WikiDetails['shop']} />;
    case 'bot':
      return <BotDetail bot={entry as WikiDetails['bot']} />;
    case 'title':
      return <TitleDetail title={entry as WikiDetails['title']} />;
    case 'redeem':
      return <RedeemDetail code={entry as WikiDetails['redeem']} />;
  }
}

function Entry({ type, id }: { type: WikiDetailType; id: number }) {
  const query = useWikiEntry(type, id);
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (toApiError(query.error).status === 404) return <NotFound what="wiki entry" />;
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <EntryView type={type} entry={query.data} />;
}

/** /wiki/{type}/{id}, plus /wiki/enhancement/{id} (docs/product-rules.md#pages-and-routes). */
export default function WikiDetailPage() {
  const { type = '', id = '' } = useParams();
  const wikiType = WIKI_DETAIL_TYPES.find((t) => t === type);
  if (!wikiType || !/^[1-9]\d{0,9}$/.test(id)) return <NotFound what="wiki entry" />;
  return <Entry key={`${wikiType}-${id}`} type={wikiType} id={Number(id)} />;
}
