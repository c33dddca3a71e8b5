import { Type } from 'typebox';
import { STAFF_ROLES } from '../rules/staff-permissions';
import { FormText, Id } from './common';

// The dashboard's staff calls: roles, the two-factor re-check, the staff record, players.

export const PlayerIdParams = Type.Object({ playerId: Id });

/** PUT /api/dashboard/players/:playerId/role (administrator). */
export const StaffRoleBody = Type.Object({
  staffRole: Type.Enum([...STAFF_ROLES, 'none'], { description: 'The new dashboard level, or none to make the account a player again.' }),
});

/** POST /api/dashboard/second-factor: the code from the app (or a backup code), to change things for 12 more hours. */
export const SecondFactorBody = Type.Object({ code: FormText('The current code from the app, or a backup code (required).', ['123456']) });
