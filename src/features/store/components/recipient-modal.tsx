import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { formatNumber } from '@contract/rules/format';
import type { RecipientRow } from '@contract/types/store';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { PlayerAvatar } from '@/components/ui/player-avatar';
import { PlayerName } from '@/components/ui/player-name';
import { TargetModal } from '@/components/ui/target-modal';
import { useTarget } from '@/components/ui/targets';
import { RECIPIENTS_KEY, fetchRecipients } from '../api/store';
import { t } from '@/lib/i18n/translate';

/**
 * The gift recipient picker (docs/product-rules.md#pages-and-routes): a searchable, paged server-mode list fed by POST
 * /api/user/all, which never lists the viewer or a deleted account. The purchase panel loads this
 * module only when the player chooses "as a gift" (its table is not part of the page's first load).
 */
export default function RecipientModal({ id, onPick }: { id: string; onPick: (player: RecipientRow) => void }) {
  const { setOpen } = useTarget(id, 'modal');
  const columns = useMemo<ServerColumn<RecipientRow>[]>(
    () => [
      {
        id: 'Username',
        header: t('Player'),
        sortable: true,
        cell: (p) => (
          <span className="d-inline-flex align-items-center gap-2">
            <PlayerAvatar user={p} size={28} />
            <PlayerName user={p} plain />
          </span>
        ),
      },
      { id: 'Level', header: t('Level'), sortable: true, firstDir: 'desc', numeric: true, cell: (p) => formatNumber(p.Level) },
      {
        id: 'pick',
        header: t('Choose'),
        className: 'text-end',
        cell: (p) => (
          <Button
            size="sm"
            variant="primary"
            onClick={() => {
              onPick(p);
              setOpen(false);
            }}
            aria-label={t('Send the gift to {name}', { name: p.Username })}
          >
            {t('Choose')}
          </Button>
        ),
      },
    ],
    [onPick, setOpen],
  );
  return (
    <TargetModal id={id} title={t('Choose who receives the gift')} size="lg">
      <ServerTable<RecipientRow>
        id="store-recipients"
        queryKey={RECIPIENTS_KEY}
        fetchPage={fetchRecipients}
        columns={columns}
        rowKey={(p) => p.id}
        caption={t('Players who can receive the gift')}
        defaultSort={{ column: 'Username', dir: 'asc' }}
        searchPlaceholder={t('Player name')}
        emptyText={t('No players found.')}
      />
    </TargetModal>
  );
}
