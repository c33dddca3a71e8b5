import type { StaffRole } from '@contract/rules/staff-permissions';
import { msg } from '@/lib/i18n/translate';

/** The staff roles' names for the pages' catalogue (the API keeps its English ones); shown with `t(STAFF_ROLE_NAMES[role])`. */
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  moderator: msg('Moderator'),
  game_master: msg('Game master'),
  administrator: msg('Administrator'),
};
