import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../test/test-app';
import { auditRows } from '../../../../test/staff-helpers';
import { anItem, itemRow, revisionsOf, sendForm } from '../../../../test/support/game-data';

// Fifty game masters' saves of one item, all started from the same revision, sent at once on
// PostgreSQL: exactly one is kept, every other answers 409, and the revisions (the seeded original
// once, then that change) and the staff record hold that one change only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10 });
});
afterAll(() => t.close());

describe('simultaneous edits of one entry', () => {
  it('keep one and refuse the others with 409', async () => {
    const item = await anItem(t, 0);
    const gm = await loginAs(t.app, 'gamemaster');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => sendForm(gm, 'PUT', `/api/dashboard/game-data/items/${item.id}`, { revision: 0, Name: `Race name ${i}` })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);

    const winner = answers.find((r) => r.statusCode === 200)!.json().entry.values.Name;
    expect(await itemRow(t, item.id)).toMatchObject({ Name: winner, Revision: 1 });
    // One original (revision 0) and one change: no gap, no duplicate.
    const revisions = await revisionsOf(t, 'items', item.id);
    expect(revisions.map((r) => [r.Revision, r.Before, r.After])).toEqual([
      [0, {}, expect.objectContaining({ Name: item.Name, Icon: item.Icon })],
      [1, { Name: item.Name }, { Name: winner }],
    ]);
    expect((await auditRows(t, 'gamedata.edit')).map((r) => r.after)).toEqual([{ Name: winner }]);
  });
});
