import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryAnswer } from '@contract/types/history';
import { playerHistory, timeline, users } from '../../../db/schema/index';
import { utcDay } from '../../../domain/history/snapshot';
import { createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';

// A character's progress: GET /api/character/{id}/history?range=.

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await visitor(t.app);
});
afterAll(() => t.close());

const today = utcDay();
const daysAgo = (n: number) => utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000));
const history = async (id: number, range?: string) => {
  const res = await client.get(`/api/character/${id}/history${range ? `?range=${range}` : ''}`);
  return { status: res.statusCode, body: res.json<HistoryAnswer & { errors?: Record<string, string[]> }>() };
};

describe('GET /api/character/{id}/history', () => {
  it('answers the days of the range, oldest first, starting at the range’s first day and ending at today’s figures', async () => {
    const { status, body } = await history(1, '30');
    expect(status).toBe(200);
    expect(body).toMatchObject({ range: '30', from: daysAgo(29), to: today });
    const days = body.points.map((p) => p.day);
    expect([...days].sort()).toEqual(days);
    expect(days[0]).toBe(daysAgo(29));
    expect(days.every((d) => d >= body.from && d <= body.to)).toBe(true);
    const [demo] = await t.database.db.select().from(users).where(eq(users.id, 1));
    const last = body.points.at(-1)!;
    expect(last.Experience).toBeLessThanOrEqual(demo.Experience);
    if (last.day === today) expect(last).toMatchObject({ Experience: demo.Experience, Level: demo.Level });
    expect(last.RankGlobal).toBeGreaterThan(0);
  });

  it('answers 30 days by default; 7 days are the end of 30; all starts at the first kept day', async () => {
    const d30 = (await history(1)).body;
    expect(d30.range).toBe('30');
    const d7 = (await history(1, '7')).body;
    expect(d7.from).toBe(daysAgo(6));
    const inside = d30.points.filter((p) => p.day > d7.from);
    expect(d7.points.filter((p) => p.day > d7.from)).toEqual(inside);
    const all = (await history(1, 'all')).body;
    expect(all.from).toBe(daysAgo(119));
    expect(all.points.length).toBeGreaterThanOrEqual(d30.points.length);
    for (const range of ['90', '365']) expect((await history(1, range)).status).toBe(200);
  });

  it('answers personal records over all the kept history', async () => {
    const { body } = await history(1, '7');
    const rows = await t.database.db.select().from(playerHistory).where(eq(playerHistory.UserID, 1));
    const bestGlobal = Math.min(...rows.map((r) => r.RankGlobal!));
    const biggestExp = Math.max(...rows.map((r) => r.GainExperience));
    expect(body.records.bestRankGlobal?.value).toBe(bestGlobal);
    expect(rows.find((r) => r.Day === body.records.bestRankGlobal?.day)?.RankGlobal).toBe(bestGlobal);
    expect(body.records.biggestDayExperience?.value).toBe(biggestExp);
  });

  it('answers the timeline entries of the range on the same axis', async () => {
    const yesterday = new Date(`${daysAgo(1)}T12:00:00Z`);
    await t.database.db.insert(timeline).values([
      { UserID: 2, Identify: 'level', Header: 'Inside the week', Body: '.', Date: yesterday },
      { UserID: 2, Identify: 'level', Header: 'Long ago', Body: '.', Date: new Date(`${daysAgo(40)}T12:00:00Z`) },
    ]);
    const week = (await history(2, '7')).body;
    expect(week.timeline.map((e) => e.header)).toContain('Inside the week');
    expect(week.timeline.map((e) => e.header)).not.toContain('Long ago');
    expect(week.timeline.find((e) => e.header === 'Inside the week')?.time).toBe(yesterday.toISOString());
    expect((await history(2, '90')).body.timeline.map((e) => e.header)).toContain('Long ago');
  });

  it('answers no points and no records for a character without history', async () => {
    await t.database.db.delete(playerHistory).where(eq(playerHistory.UserID, 20));
    const { status, body } = await history(20, 'all');
    expect(status).toBe(200);
    expect(body.points).toEqual([]);
    expect(body.records.bestRankGlobal).toBeNull();
    expect(body.records.biggestDayExperience).toBeNull();
  });

  it('refuses an unknown range (422) and answers 404 for an unknown, deleted or malformed character', async () => {
    const bad = await history(1, '14');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.range).toEqual(['The range field must be 7, 30, 90, 365 or all.']);
    expect((await history(999999)).status).toBe(404);
    await t.database.db.update(users).set({ DeletedAt: new Date() }).where(eq(users.id, 41));
    expect((await history(41)).status).toBe(404);
    expect((await client.get('/api/character/abc/history')).statusCode).toBe(404);
  });
});
