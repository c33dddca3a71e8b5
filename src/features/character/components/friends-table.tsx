import type { FriendRow } from '@contract/types/character';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { PlayerCell } from '@/components/ui/player-cell';
import { TintedText } from '@/components/ui/tinted-text';
import { fetchFriendsPage, friendsQueryKey } from '../api/friends';

const columns: ServerColumn<FriendRow>[] = [
  {
    id: 'Position',
    header: '#',
    cell: (r) => formatNumber(r.Position),
    numeric: true,
    className: 'table-position',
  },
  {
    id: 'user',
    header: 'Player',
    sortable: true,
    cell: (r) => <PlayerCell user={r.user} />,
  },
  {
    id: 'guild',
    header: 'Guild',
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
    header: 'Level',
    sortable: true,
    firstDir: 'desc',
    numeric: true,
    cell: (r) => `${r.Level}/${r.LevelMax}`,
  },
  {
    id: 'CurrentServer',
    header: 'Status',
    className: 'd-none d-sm-table-cell',
    cell: (r) =>
      r.CurrentServer === 'Offline' ? <span className="text-body-secondary">Offline</span> : <span className="text-success">Online · {r.CurrentServer}</span>,
  },
];

/** The friends tab: a server-mode table of POST /api/ranking/friend/{characterId} (docs/product-rules.md#http-contract). */
export function FriendsTable({ characterId }: { characterId: number }) {
  return (
    <ServerTable<FriendRow>
      id={`character-${characterId}-friends`}
      queryKey={friendsQueryKey(characterId)}
      fetchPage={fetchFriendsPage(characterId)}
      columns={columns}
      rowKey={(r) => r.user.id}
      caption="Friends"
      defaultSort={{ column: 'Level', dir: 'desc' }}
      searchPlaceholder="Friend's name"
      emptyText="No friends yet."
    />
  );
}
