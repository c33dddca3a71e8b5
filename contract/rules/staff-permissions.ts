// Who among the staff may do what in the dashboard. The server checks every dashboard call against
// this table and the SPA derives what it shows from it, so the two cannot disagree.

export const STAFF_ROLES = ['moderator', 'game_master', 'administrator'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  moderator: 'Moderator',
  game_master: 'Game master',
  administrator: 'Administrator',
};

/** Each level includes everything the levels below it may do. */
const LEVEL: Record<StaffRole, number> = { moderator: 1, game_master: 2, administrator: 3 };

/** The least staff role each dashboard permission needs. */
export const PERMISSIONS = {
  /** Open the dashboard at all. */
  dashboard: 'moderator',
  /** Find players, read their account, sessions, activity, ledger, bets and purchases. */
  playersRead: 'moderator',
  /** Suspend or lift, end sessions, force a password reset, send a mail. */
  playersModerate: 'moderator',
  /** Void a bet (both stakes back). */
  betsVoid: 'moderator',
  /** Read and answer the contact inbox. */
  contact: 'moderator',
  /** Correct a balance and refund a purchase. */
  economy: 'game_master',
  /** Create, edit, publish and retire store packages. */
  store: 'game_master',
  /** Edit and revert the game data the wiki shows. */
  gameData: 'game_master',
  /** Give or take staff roles. */
  roles: 'administrator',
  /** Read and export the staff record. */
  audit: 'administrator',
  /** Switch the whole site read-only (maintenance). */
  settings: 'administrator',
} as const satisfies Record<string, StaffRole>;

export type StaffPermission = keyof typeof PERMISSIONS;

/** Whether a staff member of `role` (null: not staff) may use `permission`. */
export function staffMay(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return role != null && LEVEL[role] >= LEVEL[PERMISSIONS[permission]];
}

/** How long a two-factor sign-in lets a session change things in the dashboard. */
export const STAFF_WRITE_SECOND_FACTOR_HOURS = 12;
