import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { GAME_DATA, type GameDataKind } from '@contract/rules/game-data';
import type { GameDataRow } from '@contract/types/game-data';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { t } from '@/lib/i18n/translate';
import { kindText, registryText } from '../lib/registry-texts';
import { gameDataTable } from '../api/game-data';

const columnsOf = (kind: GameDataKind): ServerColumn<GameDataRow>[] => [
  { id: 'id', header: t('Id'), sortable: true, numeric: true, cell: (r) => r.id },
  { id: 'Name', header: t('Name'), sortable: true, cell: (r) => <Link to={paths.dashboardGameDataEntry(kind, r.id)}>{r.Name}</Link> },
  { id: 'Revision', header: t('Revision'), numeric: true, cell: (r) => r.Revision },
];

/** One game-data section's entries (the server pages, sorts and searches by name), with a link to a new one. */
export function GameDataTable({ kind }: { kind: GameDataKind }) {
  const info = GAME_DATA[kind];
  return (
    <Card as="section" className="mb-4" aria-labelledby="game-data-title">
      <Card.Header className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
        <h2 id="game-data-title" className="h5 mb-0">
          {registryText(info.label)}
        </h2>
        <Link to={paths.dashboardGameDataEntry(kind, 'new')} className="btn btn-sm btn-warning">
          {kindText(kind, 'newOne')}
        </Link>
      </Card.Header>
      <Card.Body>
        <ServerTable<GameDataRow>
          {...gameDataTable(kind)}
          columns={columnsOf(kind)}
          rowKey={(r) => r.id}
          caption={registryText(info.label)}
          searchPlaceholder={t('Name')}
          emptyText={kindText(kind, 'none')}
        />
      </Card.Body>
    </Card>
  );
}
