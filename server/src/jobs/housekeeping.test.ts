import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { emailTokens } from '../db/schema/index';
import { deleteExpired } from './housekeeping';

// Housekeeping deletes what has expired; a mailed email link holds an address, so an expired one goes too.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10 });
});
afterAll(() => t?.close());

describe('deleteExpired', () => {
  it('purges expired email links and keeps the live ones', async () => {
    const hour = 3_600_000;
    await t.app.db.insert(emailTokens).values([
      { tokenHash: 'a'.repeat(64), UserID: 5, Purpose: 'change', Email: 'old-pending@example.com', ExpiresAt: new Date(Date.now() - hour) },
      { tokenHash: 'b'.repeat(64), UserID: 6, Purpose: 'verify', Email: 'still-waiting@example.com', ExpiresAt: new Date(Date.now() + hour) },
    ]);
    const counts = await deleteExpired(t.app.db, 900);
    expect(counts.emailTokens).toBe(1);
    const left = await t.app.db.select({ Email: emailTokens.Email }).from(emailTokens);
    expect(left.map((r) => r.Email)).not.toContain('old-pending@example.com');
    expect((await t.app.db.select().from(emailTokens).where(eq(emailTokens.UserID, 6))).map((r) => r.Email)).toEqual(['still-waiting@example.com']);
  });
});
