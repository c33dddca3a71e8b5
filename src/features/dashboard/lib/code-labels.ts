import type { LedgerAccount, LedgerReason, SeedLedgerCode } from '@contract/values/ledger';
import type { BET_STATUSES } from '@contract/values/bets';
import { msg } from '@/lib/i18n/translate';

export { codeLabel } from '@/lib/code-label';

// The dashboard shows the codes the API answers (bet states, ledger reasons, staff actions) as labels
// in the page's language; filters and the CSV export keep the codes. Each table is typed by its codes,
// so a new code without a label is a type error.

type BetStatus = (typeof BET_STATUSES)[number];

export const BET_STATUS_LABELS: Record<BetStatus, string> = {
  open: msg('Open'),
  joined: msg('Flipped'),
  cancelled: msg('Cancelled'),
  voided: msg('Voided'),
};

export const LEDGER_REASON_LABELS: Record<LedgerReason | SeedLedgerCode, string> = {
  bet: msg('Bet stake'),
  bet_tax: msg('Bet tax'),
  bet_win: msg('Bet won'),
  bet_refund: msg('Bet stake returned'),
  bet_forfeit: msg('Bet stake forfeited'),
  purchase: msg('Store purchase'),
  package: msg('Coins of a package'),
  adjustment: msg('Balance correction'),
  refund: msg('Purchase refunded'),
  package_refund: msg('Coins of a package taken back'),
  bet_void: msg('Bet voided'),
  seed: msg('Opening balance'),
};

/** The other side of a player's ledger row. */
export const LEDGER_ACCOUNT_LABELS: Record<LedgerAccount | SeedLedgerCode, string> = {
  escrow: msg('Bet escrow'),
  tax: msg('Tax'),
  forfeit: msg('Forfeits'),
  store: msg('Store'),
  adjustment: msg('Staff corrections'),
  seed: msg('Demo world'),
};

/** An account's role (when it holds no staff role). */
export const ACCOUNT_ROLE_LABELS: Record<'player' | 'vip' | 'staff', string> = { player: msg('Player'), vip: msg('VIP'), staff: msg('Staff') };
