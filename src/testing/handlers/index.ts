import { http, HttpResponse, type RequestHandler } from 'msw';
import type { OnlineCounts } from '@contract/types/online';

/** Default answers shared by component tests (features add theirs in handlers/<feature>.ts). */
export const handlers: RequestHandler[] = [
  // The navbar of the site layout asks who is online on every page.
  http.get('/api/online', () => HttpResponse.json({ total: 0, servers: [] } satisfies OnlineCounts)),
];
