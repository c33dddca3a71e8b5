import { http, HttpResponse } from 'msw';
import type { TimelineEntry } from '@contract/types/character';

/** A timeline of `total` entries, newest first, one day apart. */
export function timelineEntries(total: number): TimelineEntry[] {
  return Array.from({ length: total }, (_, i) => {
    const time = new Date(Date.UTC(2025, 5, 30 - i, 12)).toISOString();
    return { identify: i % 2 ? 'level' : 'boss', header: `Event ${i + 1}`, body: `What happened ${i + 1}`, date: time.slice(0, 10), time };
  });
}

/** POST /api/user/timeline answering one-based pages of 10 from `entries`. */
export const timelineHandler = (entries: TimelineEntry[]) =>
  http.post('/api/user/timeline', async ({ request }) => {
    const form = await request.formData();
    const page = Number(form.get('page'));
    return HttpResponse.json(entries.slice((page - 1) * 10, page * 10));
  });
