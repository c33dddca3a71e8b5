import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../server/src/db/client';
import { sessions } from '../../server/src/db/schema/index';
import { SESSION_COOKIE } from '../../server/src/plugins/session';

/** A browser-like HTTP client for a running site: keeps cookies and sends the CSRF token, as the SPA does. */
export class SiteClient {
  private cookies = new Map<string, string>();
  private csrfToken = '';

  constructor(public base: string) {}

  /** The same browser talking to another address of the site (another process, or the balancer). */
  at(base: string): SiteClient {
    const other = new SiteClient(base);
    other.cookies = this.cookies;
    other.csrfToken = this.csrfToken;
    return other;
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async request(method: string, path: string, body?: URLSearchParams | FormData): Promise<Response> {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    };
    if (this.csrfToken) headers['x-csrf-token'] = this.csrfToken;
    const res = await fetch(`${this.base}${path}`, {
      method,
      body,
      headers,
      redirect: 'manual',
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async refresh(): Promise<void> {
    const res = await this.request('GET', '/api/bootstrap');
    this.csrfToken = ((await res.json()) as { csrfToken: string }).csrfToken;
  }

  post(path: string, fields: Record<string, string | number> = {}) {
    return this.request('POST', path, new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])));
  }
}

/** A client with a session made directly in the database (the subject here is not logging in). */
export async function signedInClient(db: Db, base: string, userId: number): Promise<SiteClient> {
  const value = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: createHash('sha256').update(value).digest('hex'),
    UserID: userId,
    ExpiresAt: new Date(Date.now() + 86_400_000),
  });
  const client = new SiteClient(base);
  client.setCookie(SESSION_COOKIE, value);
  await client.refresh();
  return client;
}
