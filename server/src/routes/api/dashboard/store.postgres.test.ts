import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, type TestApp } from '../../../../test/test-app';
import { auditRows } from '../../../../test/staff-helpers';
import { storePackages } from '../../../db/schema/index';

// Two staff members edit one package at once, each from the version they opened: exactly one edit
// is saved, every other one is told of the conflict, and the saved one is whole (nothing mixed or lost).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10 });
});
afterAll(() => t.close());

describe('editing one package from two sessions at once', () => {
  it('saves exactly one of 50 edits based on the same version and refuses the others with 409', async () => {
    const gm = await loginAs(t.app, 'gamemaster');
    const admin = await loginAs(t.app, 'staffdemo');
    const created = await gm.post('/api/dashboard/store', { Name: 'Raced pack', File: 'raced.png', Type: '1', RarityID: '1', Cost: '100' });
    expect(created.statusCode, created.body).toBe(200);
    const { id, Version } = created.json().package;

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? gm : admin).post(`/api/dashboard/store/${id}`, {
          Version: String(Version),
          Name: `Raced pack ${i}`,
          File: 'raced.png',
          Type: '1',
          RarityID: '1',
          Cost: String(1000 + i),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const winner = answers.findIndex((a) => a.statusCode === 200);
    const [row] = await t.app.db.select().from(storePackages).where(eq(storePackages.id, id));
    expect(row).toMatchObject({ Name: `Raced pack ${winner}`, Cost: 1000 + winner, Version: Version + 1 });
    expect(await auditRows(t, 'store.edit')).toHaveLength(1);
  });
});
