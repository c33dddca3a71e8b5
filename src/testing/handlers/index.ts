import { http, HttpResponse, type RequestHandler } from 'msw';
import type { OnlineCounts } from '@contract/types/online';
import { testBootstrap } from '../bootstrap';

/** Default answers shared by component tests (features add theirs in handlers/<feature>.ts). */
export const handlers: RequestHandler[] = [
  // The navbar of the site layout asks who is online on every page.
  http.get('/api/online', () => HttpResponse.json({ total: 0, servers: [] } satisfies OnlineCounts)),
  // The connection banner probes the server after a request failed to reach it: here it is up.
  http.get('/healthz', () => HttpResponse.json({ status: 'ok' })),
  // After a 401 every tab reads its bootstrap again (session-sync): by default the session is gone.
  http.get('/api/bootstrap', () => HttpResponse.json(testBootstrap({ csrfToken: 'fresh-csrf-token', rarities: [] }))),
  // Every game-data form asks for the names its reference fields choose from: by default none, so they are id fields.
  http.get('/api/dashboard/game-data/choices', () => HttpResponse.json({})),
];
