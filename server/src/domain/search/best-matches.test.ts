import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { privacySettings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { bestMatchIds, likeEscape, type MatchSource } from './best-matches';
import { characterSource, guildSource } from './characters';

// The windowed read must answer exactly what sorting every match answers, whichever tiers the window
// fills. The test world is small, so the window is narrowed to make every fallback run.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Some players out of name searches, among the highest levels too.
  const hidden = await rowsOf<{ id: number }>(t.database.db, sql`select id from users order by level desc, id limit 40`);
  await t.database.db
    .insert(privacySettings)
    .values(hidden.filter((_, i) => i % 3 === 0).map((h) => ({ UserID: h.id, HideFromSearch: true })))
    .onConflictDoNothing();
});
afterAll(() => t.close());

/** Every match sorted: the definition the windowed read must meet. */
async function sortedMatches(source: MatchSource, term: string, limit: number): Promise<number[]> {
  const lowered = term.toLowerCase();
  const { table, listed, visible, name } = source;
  const rows = await rowsOf<{ id: number }>(
    t.database.db,
    sql`select r.id from ${table} where ${name} ilike ${`%${likeEscape(term)}%`} and ${listed} and ${visible}
        order by lower(${name}) = ${lowered} desc, lower(${name}) like ${`${likeEscape(lowered)}%`} desc, r.level desc, r.id limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

async function termsOf(source: MatchSource): Promise<string[]> {
  // Pieces of real names: from their start (prefix tiers), their middle (contains tiers), whole names (exact).
  const names = await rowsOf<{ n: string }>(t.database.db, sql`select ${source.name} as n from ${source.table} order by r.id limit 400`);
  const step = Math.max(1, Math.floor(names.length / 16));
  const picks = names.filter((_, i) => i % step === 0).map((r) => r.n);
  return [...new Set(picks.flatMap((n) => [n, n.slice(0, 3), n.slice(1, 4), n.slice(-3), n.slice(2, 5).toUpperCase()]).filter((x) => x.length >= 3))];
}

describe('the best matches of a search', () => {
  for (const [label, source] of [
    ['characters', characterSource],
    ['guilds', guildSource],
  ] as const) {
    it(`${label}: read through a narrow window, they are exactly the best matches of a full sort`, async () => {
      const terms = await termsOf(source);
      expect(terms.length).toBeGreaterThan(10);
      for (const term of terms) {
        // A window narrower than the limit, one about as wide as the world, and the real one.
        for (const window of [3, 50, 2000]) {
          for (const limit of [1, 25]) {
            expect(await bestMatchIds(t.database.db, source, term, limit, window), `${term} window ${window} limit ${limit}`).toEqual(
              await sortedMatches(source, term, limit),
            );
          }
        }
      }
    });
  }

  it('never answers a player hidden from search', async () => {
    const [hidden] = await rowsOf<{ username: string }>(
      t.database.db,
      sql`select u.username from users u join privacy_settings p on p.user_id = u.id and p.hide_from_search limit 1`,
    );
    const found = async () => {
      const ids = await bestMatchIds(t.database.db, characterSource, hidden.username, 10, 3);
      const names = await rowsOf<{ username: string }>(t.database.db, sql`select username from users where id = any(${`{${ids.join(',')}}`}::int[])`);
      return names.map((n) => n.username);
    };
    expect(await found()).not.toContain(hidden.username);
    // Positive control: the same search finds the player once they no longer hide.
    const show = (hide: boolean) =>
      t.database.db.execute(
        sql`update privacy_settings set hide_from_search = ${hide} where user_id = (select id from users where username = ${hidden.username})`,
      );
    await show(false);
    try {
      expect(await found()).toContain(hidden.username);
    } finally {
      await show(true);
    }
  });
});
