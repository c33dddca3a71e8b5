import { describe, expect, it } from 'vitest';
import { PERMISSIONS, staffMay, STAFF_ROLES, type StaffPermission } from './staff-permissions';

describe('the staff permission table', () => {
  it('gives a moderator players, bets and the inbox, a game master also the store and game data, an administrator everything', () => {
    const allowed = (role: (typeof STAFF_ROLES)[number]) => (Object.keys(PERMISSIONS) as StaffPermission[]).filter((p) => staffMay(role, p));
    expect(allowed('moderator')).toEqual(['dashboard', 'playersRead', 'playersModerate', 'betsVoid', 'contact']);
    expect(allowed('game_master')).toEqual(['dashboard', 'playersRead', 'playersModerate', 'betsVoid', 'contact', 'economy', 'store', 'gameData']);
    expect(allowed('administrator')).toEqual(Object.keys(PERMISSIONS));
  });

  it('gives a player nothing', () => {
    for (const p of Object.keys(PERMISSIONS) as StaffPermission[]) {
      expect(staffMay(null, p)).toBe(false);
      expect(staffMay(undefined, p)).toBe(false);
    }
  });
});
