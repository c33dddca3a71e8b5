import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { MessageAnswer } from '@contract/schemas/common';
import { formatNumber } from '@contract/rules/format';
import { BalanceBody, LedgerAnswer, PlayerDetail, PlayerIdParams, PlayerMailBody, PlayersAnswer, PlayersQuery, SuspendBody } from '@contract/schemas/staff';
import { answers } from '../../../lib/route-schema';
import { runTable, tableFields } from '../../../plugins/table-request';
import { countStar } from '../../../domain/tables/table-query';
import { ValidationFailed } from '../../../lib/http-errors';
import { coinLedger, users } from '../../../db/schema/index';
import { requirePermission, staffCan } from '../../../plugins/staff-permission';
import { issueRecoveryToken, recoveryMail } from '../../../domain/account/recovery';
import { mailLanguage } from '../../../lib/mail-text';
import { siteOrigin } from '../../../domain/account/site-url';
import {
  endPlayerSessions,
  ledgerColumns,
  liftSuspension,
  notePlayerMail,
  playerDetail,
  playerFilterCondition,
  playerSearch,
  playerTableSource,
  suspendPlayer,
} from '../../../domain/dashboard/players';
import { adjustBalance } from '../../../domain/dashboard/economy';
import { FilterFields } from './filters';

const NoFields = Type.Object({});
const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * The players section (moderator and up):
 * - GET  /api/dashboard/players                          every account (DataTables): search name, email or id; filters role, suspended, created, seen
 * - GET  /api/dashboard/players/:playerId                account, sessions, activity, bets, purchases
 * - GET  /api/dashboard/players/:playerId/ledger         the coin ledger (DataTables, newest first)
 * - POST /api/dashboard/players/:playerId/suspend        reason and an end (or none: for good); the sessions end
 * - POST /api/dashboard/players/:playerId/lift           lifts the suspension
 * - POST /api/dashboard/players/:playerId/end-sessions   signs the player out everywhere
 * - POST /api/dashboard/players/:playerId/password-reset mails a password reset link
 * - POST /api/dashboard/players/:playerId/mail           mails the player
 * - POST /api/dashboard/players/:playerId/balance        corrects the balance with a reason (game master and up)
 */
const players: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const actorOf = (request: Parameters<typeof requirePermission>[0]) => ({ ...requirePermission(request, 'playersModerate'), ip: request.ip });

  app.get(
    '/api/dashboard/players',
    { preValidation: staffCan('playersRead'), schema: { querystring: PlayersQuery, response: answers({ 200: PlayersAnswer }) } },
    async (request) => {
      const fields = tableFields(request);
      const f = new FilterFields(fields);
      const suspended = f.oneOf('suspended', 'suspended', ['0', '1'] as const);
      const seenDays = f.int('seen_within_days', 'seen within days', 1, 3650);
      const where = playerFilterCondition({
        role: f.oneOf('role', 'role', ['player', 'vip', 'staff'] as const),
        suspended: suspended === undefined ? undefined : suspended === '1',
        createdFrom: f.date('created_from', 'created from'),
        createdTo: f.date('created_to', 'created to', true),
        seenFrom: seenDays ? new Date(Date.now() - seenDays * 86400_000) : undefined,
      });
      f.done();
      return runTable(
        fields,
        {
          sortable: { id: users.id, DateCreated: users.DateCreated, Coins: users.Coins },
          defaultOrder: { column: 'id' as 'id' | 'DateCreated' | 'Coins', dir: 'desc' },
          searchable: [users.Username],
          searchWith: () => playerSearch(typeof fields['search[value]'] === 'string' ? fields['search[value]'].trim() : ''),
          tiebreak: [users.id],
        },
        () => playerTableSource(db, where),
        (r) => ({ ...r, DateCreated: r.DateCreated.toISOString(), SuspendedUntil: r.Suspended ? iso(r.SuspendedUntil) : null }),
      );
    },
  );

  app.get(
    '/api/dashboard/players/:playerId',
    { preHandler: staffCan('playersRead'), config: { what: 'The player' }, schema: { params: PlayerIdParams, response: answers({ 200: PlayerDetail }) } },
    async (request) => playerDetail(db, request.params.playerId),
  );

  app.get(
    '/api/dashboard/players/:playerId/ledger',
    { preHandler: staffCan('playersRead'), config: { what: 'The player' }, schema: { params: PlayerIdParams, response: answers({ 200: LedgerAnswer }) } },
    async (request) =>
      runTable(
        tableFields(request),
        { sortable: { id: coinLedger.id }, defaultOrder: { column: 'id', dir: 'desc' }, searchable: [coinLedger.Reason], tiebreak: [] },
        () => ({
          rows: db.select(ledgerColumns).from(coinLedger).$dynamic(),
          count: db.select({ n: countStar() }).from(coinLedger).$dynamic(),
          where: eq(coinLedger.UserID, request.params.playerId),
        }),
        (r) => ({ ...r, Date: r.Date.toISOString() }),
      ),
  );

  app.post(
    '/api/dashboard/players/:playerId/suspend',
    {
      preValidation: staffCan('playersModerate'),
      config: { what: 'The player' },
      schema: { params: PlayerIdParams, body: SuspendBody, response: answers({ 200: MessageAnswer }) },
    },
    async (request) => {
      const actor = actorOf(request);
      const { reason } = request.body;
      // The text has a date's shape (the schema); whether it is a real day, and ahead, is read here.
      const f = new FilterFields(request.body);
      const until = f.date('until', 'until', true) ?? null;
      f.done();
      if (until && until.getTime() <= Date.now()) throw new ValidationFailed({ until: ['The until field must be a date in the future.'] });
      await suspendPlayer(db, actor, request.params.playerId, until, reason);
      return {
        message: until ? `The player is suspended until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC.` : 'The player is suspended for good.',
      };
    },
  );

  app.post(
    '/api/dashboard/players/:playerId/lift',
    { config: { what: 'The player' }, schema: { params: PlayerIdParams, body: NoFields, response: answers({ 200: MessageAnswer }) } },
    async (request) => {
      const lifted = await liftSuspension(db, actorOf(request), request.params.playerId);
      return { message: lifted ? 'The suspension was lifted.' : 'The player was not suspended.' };
    },
  );

  app.post(
    '/api/dashboard/players/:playerId/end-sessions',
    { config: { what: 'The player' }, schema: { params: PlayerIdParams, body: NoFields, response: answers({ 200: MessageAnswer }) } },
    async (request) => {
      const ended = await endPlayerSessions(db, actorOf(request), request.params.playerId);
      return { message: `${ended} session${ended === 1 ? ' was' : 's were'} signed out.` };
    },
  );

  app.post(
    '/api/dashboard/players/:playerId/password-reset',
    { config: { what: 'The player' }, schema: { params: PlayerIdParams, body: NoFields, response: answers({ 200: MessageAnswer }) } },
    async (request) => {
      const actor = actorOf(request);
      const id = request.params.playerId;
      const to = await notePlayerMail(db, actor, id, 'player.password_reset', (name) => `${actor.Username} sent ${name} a password reset link.`);
      const token = await issueRecoveryToken(db, id);
      // The player's language, not the staff member's.
      await app.mailer.send({ to: to.Email!, ...recoveryMail(mailLanguage(to.Language), to.Username, `${siteOrigin(app.config)}/recovery/reset/${token}`) });
      return { message: 'A password reset link was mailed to the player.' };
    },
  );

  app.post(
    '/api/dashboard/players/:playerId/mail',
    {
      preValidation: staffCan('playersModerate'),
      config: { what: 'The player' },
      schema: { params: PlayerIdParams, body: PlayerMailBody, response: answers({ 200: MessageAnswer }) },
    },
    async (request) => {
      const actor = actorOf(request);
      const { subject, text } = request.body;
      const to = await notePlayerMail(db, actor, request.params.playerId, 'player.mail', (name) => `${actor.Username} mailed ${name}: ${subject}`, {
        subject,
        text,
      });
      await app.mailer.send({ to: to.Email!, subject, text });
      return { message: 'The mail was sent.' };
    },
  );

  app.post(
    '/api/dashboard/players/:playerId/balance',
    {
      preValidation: staffCan('economy'),
      config: { what: 'The player' },
      schema: { params: PlayerIdParams, body: BalanceBody, response: answers({ 200: MessageAnswer }) },
    },
    async (request) => {
      const actor = { ...requirePermission(request, 'economy'), ip: request.ip };
      const { amount, reason } = request.body;
      const coins = await adjustBalance(db, actor, request.params.playerId, amount, reason);
      return { message: `The balance is now ${formatNumber(coins)} coins.` };
    },
  );
};
export default players;
