import { desc, eq } from 'drizzle-orm';
import { TIMELINE_PAGE_SIZE, type TimelineEntry } from '@contract/types/character';
import type { Db } from '../../db/client';
import { timeline } from '../../db/schema/index';

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
