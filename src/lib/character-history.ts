import { queryOptions } from '@tanstack/react-query';
import type { HistoryAnswer, HistoryPoint, HistoryRange } from '@contract/types/history';
import { getJson } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/keys';
import { endpoints } from '@contract/client';

// A character's progress, shared by the profile's Progress tab and the compare page.

export const characterHistoryQuery = (id: number, range: HistoryRange) =>
  queryOptions({
    queryKey: queryKeys.character.history(id, range),
    queryFn: (read) => getJson<HistoryAnswer>(endpoints.characterHistory(id), { range }, read),
    staleTime: 300_000,
  });

/** Seconds since the epoch at the end of a UTC day (the snapshot's time), the charts' x axis. */
const daySeconds = (day: string) => Date.parse(`${day}T23:59:59Z`) / 1000;

/**
 * The points as chart columns: one x per point plus the range's last day, so each line reaches the
 * end of the range (a day without a point kept the figures of the point before it).
 */
export function historyColumns(answer: HistoryAnswer, pick: (p: HistoryPoint) => number | null): { x: number[]; y: (number | null)[] } {
  const x = answer.points.map((p) => daySeconds(p.day));
  const y = answer.points.map(pick);
  const last = answer.points.at(-1);
  if (last && last.day < answer.to) {
    x.push(daySeconds(answer.to));
    y.push(pick(last));
  }
  return { x, y };
}
