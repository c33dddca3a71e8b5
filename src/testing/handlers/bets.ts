import { http, HttpResponse } from 'msw';
import type { Bet, BetListAnswer } from '@contract/types/bets';

// Recorded-shape bet answers (GET /api/bet/all, GET /api/bet/find/{id}) for component tests.

export const betPlayer = (id: number, Username: string) => ({ id, Username, ColorName: '#4fc3f7', ProfileVersion: 1, ProviderID: null });

export const bet = (id: number, over: Partial<Bet> = {}): Bet => ({
  id,
  Coins: 1_555,
  UserID: 1,
  TargetID: null,
  Side: null,
  Status: 'open',
  user: betPlayer(1, 'demo'),
  target: null,
  DateCreated: new Date(Date.now() - 5 * 60_000).toISOString(),
  DateJoined: null,
  ServerSeedHash: 'a3f1c2d4e5b60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
  ...over,
});

/** Answers both bet tables with the given rows (open list) and no flips; `coins` rides along. */
export function betListHandler(open: Bet[], coins?: number) {
  return http.get('/api/bet/all', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const data = params.get('list') === 'joined' ? [] : open;
    const answer: BetListAnswer = {
      draw: Number(params.get('draw')),
      recordsTotal: data.length,
      recordsFiltered: data.length,
      data,
      ...(coins !== undefined ? { coins } : {}),
    };
    return HttpResponse.json(answer);
  });
}
