import type { FastifyRequest } from 'fastify';
import { PERMISSIONS, staffMay, STAFF_ROLE_LABELS, type StaffPermission } from '@contract/rules/staff-permissions';
import { refuse, refuseAs } from '../lib/http-errors';
import { requireStaff, SECOND_FACTOR_AGAIN_TEXT, type CurrentUser } from './session';

const changesState = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';

/**
 * The staff member behind a dashboard call, when their role grants `permission`; a call that changes
 * something also needs a recent two-factor sign-in of this session. Answers 401/403 otherwise.
 */
export function requirePermission(request: FastifyRequest, permission: StaffPermission): CurrentUser {
  const user = requireStaff(request);
  if (!staffMay(user.StaffRole, permission)) {
    throw refuse(403, `This needs the ${STAFF_ROLE_LABELS[PERMISSIONS[permission]].toLowerCase()} role or higher.`);
  }
  if (changesState(request) && request.staffWriteNeedsTwoFactor) throw refuseAs('second_factor_required', 403, SECOND_FACTOR_AGAIN_TEXT);
  return user;
}

/** The same check as a route's preHandler: `{ preHandler: staffCan('store') }`. */
export const staffCan = (permission: StaffPermission) => async (request: FastifyRequest) => {
  requirePermission(request, permission);
};
