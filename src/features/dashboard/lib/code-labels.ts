import type { LedgerAccount, LedgerReason, SeedLedgerCode } from '@contract/values/ledger';
import type { StaffAuditAction } from '@contract/values/staff';
import type { BET_STATUSES } from '@contract/values/bets';
import { msg, t } from '@/lib/i18n/translate';

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

export const AUDIT_ACTION_LABELS: Record<StaffAuditAction, string> = {
  'player.suspend': msg('Player suspended'),
  'player.lift': msg('Suspension lifted'),
  'player.sessions.end': msg('Sessions ended'),
  'player.password_reset': msg('Password reset mailed'),
  'player.mail': msg('Mail sent to the player'),
  'player.role': msg('Staff role changed'),
  'player.balance': msg('Balance corrected'),
  'purchase.refund': msg('Purchase refunded'),
  'bet.void': msg('Bet voided'),
  'contact.answer': msg('Contact message answered'),
  'contact.close': msg('Contact message closed'),
  'gamedata.create': msg('Game data created'),
  'gamedata.edit': msg('Game data edited'),
  'gamedata.revert': msg('Game data reverted'),
  'store.create': msg('Store package created'),
  'store.edit': msg('Store package edited'),
  'store.publish': msg('Store package published'),
  'store.retire': msg('Store package retired'),
  'site.read-only': msg('Read-only mode switched'),
};

/** An account's role (when it holds no staff role). */
export const ACCOUNT_ROLE_LABELS: Record<'player' | 'vip' | 'staff', string> = { player: msg('Player'), vip: msg('VIP'), staff: msg('Staff') };

/** A code's label in the page's language; a code the table does not know (an older row) shows as it is. */
export const codeLabel = <Code extends string>(labels: Record<Code, string>, code: string): string =>
  Object.hasOwn(labels, code) ? t(labels[code as Code]) : code;
