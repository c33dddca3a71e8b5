import { desc, eq } from 'drizzle-orm';
import { TIMELINE_PAGE_SIZE, type TimelineEntry } from '@contract/types/character';
import { yup } from '@contract/forms/validate';
import type { Db } from '../../db/client';
import { timeline } from '../../db/schema/index';

/** Far beyond any real timeline; keeps OFFSET bounded. */
const TIMELINE_MAX_PAGE = 100_000;

const emptyToUndefined = (value: unknown, original: unknown) => (original === '' ? undefined : value);

/** The payload of POST /api/user/timeline: userID and a one-based page (docs/product-rules.md#http-contract, docs/product-rules.md#constants-and-limits). */
export const timelineRequestSchema = yup.object({
  userID: yup.number().transform(emptyToUndefined).required().integer().positive(),
  page: yup.number().transform(emptyToUndefined).required().integer().min(1).max(TIMELINE_MAX_PAGE),
});

export async function timelinePage(db: Db, userId: number, page: number): Promise<TimelineEntry[]> {
  const rows = await db
    .select({ Identify: timeline.Identify, Header: timeline.Header, Body: timeline.Body, Date: timeline.Date })
    .from(timeline)
    .where(eq(timeline.UserID, userId))
    .orderBy(desc(timeline.Date), desc(timeline.id))
    .limit(TIMELINE_PAGE_SIZE)
    .offset((page - 1) * TIMELINE_PAGE_SIZE);
  return rows.map((r) => {
    const time = r.Date.toISOString();
    return { identify: r.Identify, header: r.Header, date: time.slice(0, 10), body: r.Body, time };
  });
}
