import type { StaffAuditAction } from '@contract/values/staff';
import { msg } from './i18n/translate';

// The staff actions' labels, in the page's language where they are shown: the staff record's, and
// those a player's activity log names for the actions taken on their account.

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
