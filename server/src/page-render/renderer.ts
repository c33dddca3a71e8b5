import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderCall, RenderCallAnswer, RenderPage } from '@contract/types/server-render';
import { RENDER_SESSION_HEADER } from './render-session';

// The server-side render of pages. `npm run build` writes it beside the site's build,
// in dist-ssr/; without it (a build without it, or the API tests) every page is left to the browser.

/** Loads the built render, if the build made one. */
export async function loadPageRenderer(distDir: string): Promise<RenderPage | null> {
  const file = path.join(`${distDir}-ssr`, 'entry-server.js');
  if (!existsSync(file)) return null;
  const built = (await import(pathToFileURL(file).href)) as { renderPage: RenderPage };
  return built.renderPage;
}

/** The headers of the player's request that an API read of the render carries besides its cookies. */
const PASSED_HEADERS = ['user-agent', 'accept-language'] as const;

/**
 * Answers the render's API reads in-process (fastify's inject) as the player's own requests: their
 * cookies, their address (rate limits count them as the player's), never a Set-Cookie back.
 */
export function callsAs(app: FastifyInstance, request: FastifyRequest, pageSessionHandle: string) {
  // The page request's session, already read, is the reads' (render-session.ts).
  const passed: Record<string, string> = { [RENDER_SESSION_HEADER]: pageSessionHandle };
  for (const name of PASSED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') passed[name] = value;
  }
  // The cookies as the session hooks left them: a first visit's visitor cookie, set on this very
  // answer, already binds the session (and its CSRF token) the render's reads are checked against.
  const cookies = Object.entries(request.cookies).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (cookies.length > 0) passed.cookie = cookies.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  return async (call: RenderCall): Promise<RenderCallAnswer> => {
    const answer = await app.inject({
      method: call.method as 'GET' | 'POST',
      url: call.url,
      headers: { ...call.headers, ...passed },
      payload: call.body ? Buffer.from(call.body) : undefined,
      remoteAddress: request.ip,
    });
    return { status: answer.statusCode, headers: answer.headers, body: answer.body };
  };
}
