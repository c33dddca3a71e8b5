import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageAnswer } from '@contract/schemas/common';
import { PlayerIdParams, SecondFactorBody, StaffRoleBody } from '@contract/schemas/staff';
import { answers } from '../../../lib/route-schema';
import { staffMay } from '@contract/rules/staff-permissions';
import { refuse, ValidationFailed } from '../../../lib/http-errors';
import { requireUser } from '../../../plugins/session';
import { requirePermission } from '../../../plugins/staff-permission';
import { takeSecondFactor, twoFactorFailureKey, WRONG_CODE_TEXT } from '../../../domain/account/security/two-factor';
import { changeStaffRole } from '../../../domain/dashboard/roles';

/**
 * - POST /api/dashboard/second-factor           a code from the app: this session may change things for 12 more hours
 * - POST /api/dashboard/players/:playerId/role  give, change or take a staff role (administrator)
 */
/**
 * The second factor's preValidation hook: the one dashboard call a session without a recent code may
 * make (it is how the code is given), so it asks for staff only, before the code is judged.
 */
const staffWithoutCode = async (request: FastifyRequest) => {
  const user = requireUser(request);
  if (!staffMay(user.StaffRole, 'dashboard')) throw refuse(403, 'This area is for staff only.');
};

const staff: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/dashboard/second-factor',
    { preValidation: staffWithoutCode, schema: { body: SecondFactorBody, response: answers({ 200: MessageAnswer }) } },
    async (request) => {
      const user = requireUser(request);
      const { code } = request.body;
      // Wrong codes count with the account's other two-factor failures.
      const attempt = await app.rateLimit.reserve([{ key: twoFactorFailureKey(user.id), max: app.config.RATE_LIMIT_MAX }]);
      if (!(await takeSecondFactor(app.db, user.id, code))) throw new ValidationFailed({ code: [WRONG_CODE_TEXT] });
      await app.rateLimit.refund(attempt);
      await app.noteSecondFactor(request);
      return { message: 'Two-factor sign-in confirmed: you can change things in the dashboard for the next 12 hours.' };
    },
  );

  app.post(
    '/api/dashboard/players/:playerId/role',
    { schema: { params: PlayerIdParams, body: StaffRoleBody, response: answers({ 200: MessageAnswer }) } },
    async (request) => {
      const user = requirePermission(request, 'roles');
      const role = request.body.staffRole === 'none' ? null : request.body.staffRole;
      await changeStaffRole(app.db, { ...user, ip: request.ip }, request.params.playerId, role);
      return { message: 'The staff role was changed.' };
    },
  );
};
export default staff;
