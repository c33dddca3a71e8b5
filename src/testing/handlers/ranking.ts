import { http, HttpResponse } from 'msw';
import type { PlayerRankingRow } from '@contract/types/ranking';

/** A recorded-shape player ranking row (POST /api/ranking/player/{category}). */
export const playerRankingRow = (Position: number, over: Partial<PlayerRankingRow> = {}): PlayerRankingRow => ({
  Position,
  user: { id: 100 + Position, Username: `Hero${Position}`, ColorName: '#4fc3f7', ProfileVersion: 1, ProviderID: null, CountryCode: 'US' },
  guild: Position % 2 ? { id: 7, Name: 'Night Owls', Color: '#f1c40f', ProfileVersion: 1 } : null,
  Level: 100 - Position,
  LevelMax: 100,
  Experience: 48_000_000 - Position * 1000,
  KD: 3.1234 - Position / 100,
  KDDaily: 1.5,
  WorldBossMVPCount: 41,
  WorldBossDamageTotal: 2_400_000_000 - Position,
  RebirthCount: 12,
  RebirthMonthlyCount: 2,
  ...over,
});

/** Answers any player ranking with `total` rows, paged as asked; records the requests. */
export function playerRankingHandler(total = 40, seen: { url: string; fields: Record<string, string> }[] = []) {
  return http.post('/api/ranking/player/:category', async ({ request }) => {
    const fields = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]));
    seen.push({ url: new URL(request.url).pathname, fields });
    const start = Number(fields.start);
    const length = Number(fields.length);
    const rows = Array.from({ length: Math.max(0, Math.min(length, total - start)) }, (_, i) => playerRankingRow(start + i + 1));
    return HttpResponse.json({ draw: Number(fields.draw), recordsTotal: total, recordsFiltered: total, data: rows });
  });
}
