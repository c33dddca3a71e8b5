import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Bootstrap } from '@contract/types/bootstrap';
import type { OnlineCounts } from '@contract/types/online';

/** Default answers shared by component tests (features add theirs in handlers/<feature>.ts). */
export const handlers: RequestHandler[] = [
  // The navbar of the site layout asks who is online on every page.
  http.get('/api/online', () => HttpResponse.json({ total: 0, servers: [] } satisfies OnlineCounts)),
  // The connection banner probes the server after a request failed to reach it: here it is up.
  http.get('/healthz', () => HttpResponse.json({ status: 'ok' })),
  // After a 401 every tab reads its bootstrap again (session-sync): by default the session is gone.
  http.get('/api/bootstrap', () =>
    HttpResponse.json({
      csrfToken: 'fresh-csrf-token',
      rarities: [],
      settings: {
        betTaxPercent: 10,
        betMinCoins: 10,
        betMaxCoins: 10_000_000,
        chatServerUrl: 'https://chat.example/invite',
        challengeProvider: 'altcha',
        socialProviders: [],
        deleteWaitSeconds: 300,
        gameLoaderPath: 'loader.swf',
      },
    } satisfies Bootstrap),
  ),
];
