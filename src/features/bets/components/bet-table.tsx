import { useMemo } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import type { Bet, BetList } from '@contract/types/bets';
import { useCurrentUserId } from '@/lib/bootstrap';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { betTable } from '../api/bets';
import { betRowAction } from '../bet-row-action';
import { TimeAgoText } from './time-ago-text';
import { BetPlayer } from './bet-player';
import { CANCEL_MODAL_ID, JOIN_MODAL_ID, WATCH_MODAL_ID } from './bet-modal-ids';
import { msg, t } from '@/lib/i18n/translate';

const MODAL_OF = { cancel: CANCEL_MODAL_ID, join: JOIN_MODAL_ID, watch: WATCH_MODAL_ID } as const;
const LABEL_OF = { cancel: msg('Cancel'), join: msg('Join'), watch: msg('Watch') } as const;
const ARIA_OF = {
  cancel: msg('Cancel the bet of {coins} Coins by {name}'),
  join: msg('Join the bet of {coins} Coins by {name}'),
  watch: msg('Watch the bet of {coins} Coins by {name}'),
} as const;
const VARIANT_OF = { cancel: 'outline-danger', join: 'warning', watch: 'outline-secondary' } as const;

/** The row action of docs/product-rules.md#states-and-transitions as a button that opens its modal (data-modal-target) for this bet. */
function RowAction({ bet, onSelect }: { bet: Bet; onSelect: (id: number) => void }) {
  const action = betRowAction(bet, useCurrentUserId());
  if (!action) {
    return (
      <Link
        to={paths.login(paths.bet())}
        className="btn btn-sm btn-outline-secondary"
        aria-label={t('Log in to join the bet of {coins} Coins by {name}', { coins: bet.Coins, name: bet.user.Username })}
      >
        {t('Log in')}
      </Link>
    );
  }
  return (
    <Button
      size="sm"
      variant={VARIANT_OF[action]}
      data-modal-target={`#${MODAL_OF[action]}`}
      onClick={() => onSelect(bet.id)}
      aria-label={t(ARIA_OF[action], { coins: bet.Coins, name: bet.user.Username })}
    >
      {t(LABEL_OF[action])}
    </Button>
  );
}

/** A server-mode table of bets: the open ones (docs/product-rules.md#http-contract GET /api/bet/all) or the latest flips. */
export function BetTable({ list, caption, onSelect }: { list: BetList; caption: string; onSelect: (id: number) => void }) {
  const source = useMemo(() => betTable(list), [list]);

  const columns = useMemo<ServerColumn<Bet>[]>(() => {
    const creator: ServerColumn<Bet> = { id: 'user', header: t('Creator'), sortable: true, cell: (b) => <BetPlayer user={b.user} /> };
    const amount: ServerColumn<Bet> = { id: 'Coins', header: t('Coins'), sortable: true, firstDir: 'desc', numeric: true, cell: (b) => formatNumber(b.Coins) };
    const action: ServerColumn<Bet> = { id: 'action', header: t('Action'), className: 'text-end', cell: (b) => <RowAction bet={b} onSelect={onSelect} /> };
    if (list === 'open') {
      return [
        creator,
        amount,
        {
          id: 'DateCreated',
          header: t('Placed'),
          sortable: true,
          firstDir: 'desc',
          className: 'text-nowrap d-none d-sm-table-cell',
          cell: (b) => <TimeAgoText iso={b.DateCreated} />,
        },
        action,
      ];
    }
    return [
      creator,
      {
        id: 'target',
        header: t('Joiner'),
        sortable: true,
        className: 'd-none d-sm-table-cell',
        cell: (b) => (b.target ? <BetPlayer user={b.target} /> : null),
      },
      amount,
      {
        id: 'DateJoined',
        header: t('Flipped'),
        sortable: true,
        firstDir: 'desc',
        className: 'text-nowrap d-none d-xl-table-cell',
        cell: (b) => (b.DateJoined ? <TimeAgoText iso={b.DateJoined} /> : ''),
      },
      action,
    ];
  }, [list, onSelect]);

  return (
    <ServerTable<Bet>
      {...source}
      columns={columns}
      rowKey={(b) => b.id}
      caption={caption}
      searchPlaceholder={t('Player name')}
      emptyText={list === 'open' ? t('No open bets right now. Be the first to place one!') : t('No flips yet.')}
    />
  );
}
