import type { FriendRow } from '@contract/types/character';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { PlayerCell } from '@/components/ui/player-cell';
import { TintedText } from '@/components/ui/tinted-text';
import { fetchFriendsPage, friendsQueryKey } from '../api/friends';
import { useMemo } from 'react';
import { t } from '@/lib/i18n/translate';

// Built while rendering: the column titles are in the reader's language.
const friendColumns = (): ServerColumn<FriendRow>[] => [
  {
    id: 'Position',
    header: '#',
    cell: (r) => formatNumber(r.Position),
    numeric: true,
    className: 'table-position',
  },
  {
    id: 'user',
    header: t('Player'),
    sortable: true,
    cell: (r) => <PlayerCell user={r.user} />,
  },
  {
    id: 'guild',
    header: t('Guild'),
    sortable: true,
    className: 'd-none d-md-table-cell',
    cell: (r) =>
      r.guild ? (
        <TintedText color={r.guild.Color} to={paths.guild(r.guild.id)}>
          {r.guild.Name}
        </TintedText>
      ) : (
        <span className="text-body-secondary">—</span>
      ),
  },
  {
    id: 'Level',
    header: t('Level'),
    sortable: true,
    firstDir: 'desc',
    numeric: true,
    cell: (r) => `${r.Level}/${r.LevelMax}`,
  },
  {
    id: 'CurrentServer',
    header: t('Status'),
    className: 'd-none d-sm-table-cell',
    cell: (r) =>
      r.CurrentServer === 'Offline' ? (
        <span className="text-body-secondary">{t('Offline')}</span>
      ) : (
        <span className="text-success">
          {t('Online')} · {r.CurrentServer}
        </span>
      ),
  },
];

/** The friends tab: a server-mode table of POST /api/ranking/friend/{characterId} (docs/product-rules.md#http-contract). */
export function FriendsTable({ characterId }: { characterId: number }) {
  const columns = useMemo(friendColumns, []);
  return (
    <ServerTable<FriendRow>
      id={`character-${characterId}-friends`}
      queryKey={friendsQueryKey(characterId)}
      fetchPage={fetchFriendsPage(characterId)}
      columns={columns}
      rowKey={(r) => r.user.id}
      caption={t('Friends')}
      defaultSort={{ column: 'Level', dir: 'desc' }}
      searchPlaceholder={t("Friend's name")}
      emptyText={t('No friends yet.')}
    />
  );
}
