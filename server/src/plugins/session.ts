import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { sessions, twoFactor, users, type Role } from '../db/schema/index';
import { staffMay, STAFF_WRITE_SECOND_FACTOR_HOURS, type StaffRole } from '@contract/rules/staff-permissions';
import { refuse, refuseAs } from '../lib/http-errors';
import { sha256 } from '../lib/sha256';
import { pageSession } from '../page-render/render-session';
import { clipText } from '@contract/rules/cut-text';
import { siteCookie } from '../lib/cookies';
import type { Language } from '@contract/i18n/languages';

export const SESSION_COOKIE = 'gh_session';
/** A random id for visitors, so their CSRF token is bound to something without a database row. */
const VISITOR_COOKIE = 'gh_visitor';
const SESSION_DAYS = 30;
const LAST_SEEN_EVERY_MS = 5 * 60_000;

export interface CurrentUser {
  id: number;
  Username: string;
  Role: Role;
  Coins: number;
  /** The dashboard level; null or absent for anyone who is not staff. */
  StaffRole?: StaffRole | null;
  /** The language the player chose; null or absent: the cookie or the browser decides. */
  Language?: Language | null;
}

/**
 * Most cookie-less callers (a shared link's burst of API reads) never use a token: it, and a visitor's
 * cookie, are made only when something reads `request.csrfToken`.
 */
interface CsrfBinding {
  reply: FastifyReply;
  /** `s:` session or `v:` visitor id; null for a visitor without a usable cookie yet. */
  binding: string | null;
  token: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in player, or null for a visitor. */
    currentUser: CurrentUser | null;
    /** The token the page must send back in X-CSRF-Token; a visitor's cookie is minted on first read. */
    readonly csrfToken: string;
    /** What the CSRF token is bound to, and the token once worked out (null before the session is read). */
    csrfBinding: CsrfBinding | null;
    /** A staff session that has not shown the account's second factor while the site requires it (the dashboard stays shut). */
    staffNeedsTwoFactor: boolean;
    /** A staff session whose two-factor sign-in is missing or too old to change things in the dashboard. */
    staffWriteNeedsTwoFactor: boolean;
    /** The staff account has two-factor on: a refusal asks for the code again instead of turning it on. */
    staffTwoFactorOn: boolean;
  }
  interface FastifyInstance {
    readSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    csrfHolds(request: FastifyRequest): boolean;
    /** `secondFactor`: the sign-in showed a second factor besides the password (the staff rule asks it of each session). */
    startSession(request: FastifyRequest, reply: FastifyReply, userId: number, options?: { secondFactor?: boolean }): Promise<void>;
    /** Records that the request's session has just shown a second factor. */
    noteSecondFactor(request: FastifyRequest): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    endAllSessions(userId: number): Promise<void>;
  }
  interface FastifyContextConfig {
    /** A GET that changes state (the contract has some): require the CSRF token anyway. */
    csrf?: boolean;
    /** Machine-to-machine call authenticated by a server key, not a browser session: no CSRF or Origin check (POST /api/game/online). */
    serverKey?: boolean;
    /** Set on the routes of a context with the session hooks: whether the CSRF and Origin checks apply (the reference says so). */
    sessionHooks?: { csrf: boolean };
  }
}

/** The origin this request was sent to (scheme, host and port), as a browser would write it in Origin. */
const requestOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const changesState = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';

/**
 * Gives every route of the encapsulation context `ctx` its session, and with `csrf` refuses a
 * state-changing call without the CSRF token or from another origin. Hooks belong to the context,
 * not to a URL prefix, so no spelling of a path (percent-encoded, dot segments…) can skip them
 *. Contexts without it (files, images, health) never read the session table.
 */
export function addSessionHooks(ctx: FastifyInstance, { csrf }: { csrf: boolean }): void {
  ctx.addHook('onRoute', (route) => {
    route.config = { ...route.config, sessionHooks: { csrf } };
  });
  // An answer of this context may depend on the session (the account, the bootstrap, a player's own
  // lists): no cache keeps it, or it could be shown to whoever uses the browser next. Answers that
  // say otherwise themselves (public reads, share cards) set their own header after this one.
  ctx.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const fromPage = pageSession(request);
    if (fromPage) Object.assign(request, fromPage);
    else await ctx.readSession(request, reply);
    const config = request.routeOptions.config;
    if (csrf && !config?.serverKey && (changesState(request) || config?.csrf) && !ctx.csrfHolds(request)) {
      return reply.code(403).send({ messages: ['Your session has expired. Please reload the page and try again.'], code: 'session_expired' });
    }
  });
}

const STAFF_TWO_FACTOR_TEXT = 'Staff accounts must turn on two-factor sign-in before the dashboard opens: see /account/security.';
export const SECOND_FACTOR_AGAIN_TEXT = `Confirm your two-factor code again: the dashboard needs a two-factor sign-in within the last ${STAFF_WRITE_SECOND_FACTOR_HOURS} hours to change things.`;

/** Requires a logged-in player; answers 401 otherwise. */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw refuse(401, 'Please log in to continue.');
  return request.currentUser;
}

/**
 * A route's preValidation hook for calls only a signed-in player may make: a visitor is told to log
 * in (401) before the body's rules are checked, as when the route checked them itself.
 */
export async function loginFirst(request: FastifyRequest): Promise<void> {
  requireUser(request);
}

export function requireStaff(request: FastifyRequest): CurrentUser {
  const user = requireUser(request);
  if (!staffMay(user.StaffRole, 'dashboard')) throw refuse(403, 'This area is for staff only.');
  if (request.staffNeedsTwoFactor) {
    throw request.staffTwoFactorOn ? refuseAs('second_factor_required', 403, SECOND_FACTOR_AGAIN_TEXT) : refuse(403, STAFF_TWO_FACTOR_TEXT);
  }
  return user;
}

export default fp(
  async (app, opts: { secret: string; secureCookies: boolean; publicOrigin?: string; staffTwoFactor?: boolean }) => {
    const { db } = app;
    const cookieOptions = siteCookie(opts.secureCookies, '/');
    const csrfFor = (binding: string) => createHmac('sha256', opts.secret).update(`csrf:${binding}`).digest('base64url');

    app.decorateRequest('currentUser', null);
    app.decorateRequest('csrfBinding', null);
    app.decorateRequest('csrfToken', {
      getter(this: FastifyRequest) {
        const state = this.csrfBinding;
        if (!state) return '';
        if (state.token === null) {
          if (state.binding === null) {
            const visitor = randomBytes(18).toString('base64url');
            state.reply.setCookie(VISITOR_COOKIE, visitor, { ...cookieOptions, maxAge: 365 * 86400 });
            this.cookies[VISITOR_COOKIE] = visitor;
            state.binding = `v:${visitor}`;
          }
          state.token = csrfFor(state.binding);
        }
        return state.token;
      },
    });
    app.decorateRequest('staffNeedsTwoFactor', false);
    app.decorateRequest('staffWriteNeedsTwoFactor', false);
    app.decorateRequest('staffTwoFactorOn', false);

    /** Reads the session cookie (or gives a visitor a CSRF binding) for one request. */
    app.decorate('readSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.cookies[SESSION_COOKIE];
      let binding: string | undefined;
      if (raw) {
        const [row] = await db
          .select({
            id: users.id,
            Username: users.Username,
            Role: users.Role,
            Coins: users.Coins,
            StaffRole: users.StaffRole,
            Language: users.Language,
            LastSeenAt: sessions.LastSeenAt,
            SecondFactorAt: sessions.SecondFactorAt,
            TwoFactorOn: sql<boolean>`${twoFactor.EnabledAt} is not null`.mapWith(Boolean),
            // Per session: one opened with the password alone before two-factor was turned on does not pass.
            SecondFactorShown: sql<boolean>`coalesce(${sessions.SecondFactorAt} >= ${twoFactor.EnabledAt}, false)`.mapWith(Boolean),
          })
          .from(sessions)
          .innerJoin(users, eq(users.id, sessions.UserID))
          .leftJoin(twoFactor, eq(twoFactor.UserID, users.id))
          .where(and(eq(sessions.idHash, sha256(raw)), gt(sessions.ExpiresAt, new Date())))
          .limit(1);
        if (row) {
          const { LastSeenAt, SecondFactorShown, SecondFactorAt, TwoFactorOn, ...user } = row;
          request.currentUser = user;
          const staff = user.StaffRole != null;
          request.staffTwoFactorOn = staff && TwoFactorOn;
          request.staffNeedsTwoFactor = Boolean(opts.staffTwoFactor) && staff && !SecondFactorShown;
          const recent = SecondFactorAt !== null && Date.now() - SecondFactorAt.getTime() < STAFF_WRITE_SECOND_FACTOR_HOURS * 3600_000;
          request.staffWriteNeedsTwoFactor = Boolean(opts.staffTwoFactor) && staff && !(SecondFactorShown && recent);
          binding = `s:${raw}`;
          // The owner's session list shows when each was last used (a write every few minutes at most).
          if (!LastSeenAt || Date.now() - LastSeenAt.getTime() > LAST_SEEN_EVERY_MS) {
            await db
              .update(sessions)
              .set({ LastSeenAt: new Date() })
              .where(eq(sessions.idHash, sha256(raw)));
          }
        } else {
          reply.clearCookie(SESSION_COOKIE, cookieOptions);
        }
      }
      if (!binding) {
        const visitor = request.cookies[VISITOR_COOKIE];
        if (visitor && /^[A-Za-z0-9_-]{16,64}$/.test(visitor)) binding = `v:${visitor}`;
      }
      request.csrfBinding = { reply, binding: binding ?? null, token: null };
    });

    /** The token matches the session's, and the Origin (when sent) is the site's own scheme, host and port. */
    app.decorate('csrfHolds', (request: FastifyRequest) => {
      const sent = request.headers['x-csrf-token'];
      const tokenOk =
        typeof sent === 'string' && sent.length === request.csrfToken.length && timingSafeEqual(Buffer.from(sent), Buffer.from(request.csrfToken));
      const origin = request.headers.origin;
      return tokenOk && (origin === undefined || origin === (opts.publicOrigin ?? requestOrigin(request)));
    });

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: number, options: { secondFactor?: boolean } = {}) => {
      // Rotate: whatever session the browser had is ended, a new id is issued.
      const old = request.cookies[SESSION_COOKIE];
      if (old) await db.delete(sessions).where(eq(sessions.idHash, sha256(old)));
      const value = randomBytes(32).toString('base64url');
      await db.insert(sessions).values({
        idHash: sha256(value),
        UserID: userId,
        ExpiresAt: new Date(Date.now() + SESSION_DAYS * 86400_000),
        // What the owner's session list shows.
        PublicID: randomBytes(12).toString('base64url'),
        UserAgent: clipText(request.headers['user-agent'] ?? '', 512) || null,
        IP: clipText(request.ip, 64),
        LastSeenAt: new Date(),
        SecondFactorAt: options.secondFactor ? new Date() : null,
      });
      await db.delete(sessions).where(lt(sessions.ExpiresAt, new Date()));
      reply.setCookie(SESSION_COOKIE, value, { ...cookieOptions, maxAge: SESSION_DAYS * 86400 });
    });

    app.decorate('noteSecondFactor', async (request: FastifyRequest) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (raw)
        await db
          .update(sessions)
          .set({ SecondFactorAt: new Date() })
          .where(eq(sessions.idHash, sha256(raw)));
    });

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const raw = request.cookies[SESSION_COOKIE];
      if (raw) await db.delete(sessions).where(eq(sessions.idHash, sha256(raw)));
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    });

    app.decorate('endAllSessions', async (userId: number) => {
      await db.delete(sessions).where(eq(sessions.UserID, userId));
    });
  },
  { name: 'session', dependencies: ['db', '@fastify/cookie'] },
);
