import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// The reads a server render makes are the player's own requests, answered in process while their
// page request is being served: they take the session that request already read (and its CSRF
// token) instead of reading it from the database again for each of them. Each read names its page
// by a random one-time handle, known only in this process and forgotten when the render ends.

// The CSRF state is lent, not the token: the token is made on first use (plugins/session.ts), and a
// read that uses it makes the page's own.
export type RenderSession = Pick<FastifyRequest, 'currentUser' | 'csrfBinding' | 'staffNeedsTwoFactor' | 'staffWriteNeedsTwoFactor' | 'staffTwoFactorOn'>;

/** The header of a render's read that names its page's session. */
export const RENDER_SESSION_HEADER = 'x-render-session';

const sessionsOfPages = new Map<string, RenderSession>();

/** Lends the page request's session to its render's reads while `render` runs. */
export async function withPageSession<T>(page: FastifyRequest, render: (handle: string) => Promise<T>): Promise<T> {
  const handle = randomBytes(24).toString('base64url');
  sessionsOfPages.set(handle, {
    currentUser: page.currentUser,
    csrfBinding: page.csrfBinding,
    staffNeedsTwoFactor: page.staffNeedsTwoFactor,
    staffWriteNeedsTwoFactor: page.staffWriteNeedsTwoFactor,
    staffTwoFactorOn: page.staffTwoFactorOn,
  });
  try {
    return await render(handle);
  } finally {
    sessionsOfPages.delete(handle);
  }
}

/** The session of the page whose render makes this request, if it is one of its reads. */
export function pageSession(request: FastifyRequest): RenderSession | undefined {
  const handle = request.headers[RENDER_SESSION_HEADER];
  return typeof handle === 'string' ? sessionsOfPages.get(handle) : undefined;
}
