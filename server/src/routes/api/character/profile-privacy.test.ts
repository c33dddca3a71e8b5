import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CharacterProfile } from '@contract/types/character';
import type { CharacterSearchAnswer } from '@contract/types/search';
import type { GuildProfile } from '@contract/types/guild';
import { privacySettings, users } from '../../../db/schema/index';
import { createTestApp, loginAs, visitor, type TestApp, type TestClient } from '../../../../test/test-app';

// The equipped items belong to the inventory and the server to the online list: a player who keeps
// either from visitors shows neither on the profile, its unfurl, the guild page or the search.

let t: TestApp;
let owner: TestClient;
let guest: TestClient;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t.app, 'demo');
  guest = await visitor(t.app);
  demoId = (await owner.get('/api/user/account')).json<{ id: number }>().id;
  await t.database.db.update(users).set({ CurrentServer: 'Avalon' }).where(eq(users.id, demoId));
});
afterAll(() => t.close());

const keep = (values: Partial<typeof privacySettings.$inferInsert>) =>
  t.database.db
    .insert(privacySettings)
    .values({ UserID: demoId, ...values })
    .onConflictDoUpdate({ target: privacySettings.UserID, set: values });
const profile = async (client: TestClient) => (await client.get(`/api/character/${demoId}`)).json<CharacterProfile>();

describe('a private inventory', () => {
  it('hides the equipped items from visitors on the profile and the guild page, not from the owner', async () => {
    const before = await profile(guest);
    expect(before.preview.length).toBeGreaterThan(0);
    const guildUrl = `/api/guild/${before.guild!.id}`;
    const memberPreview = async () => (await guest.get(guildUrl)).json<GuildProfile>().previews.find((p) => p.user.id === demoId)?.preview;
    expect((await memberPreview())?.length).toBeGreaterThan(0);

    await keep({ Inventory: 'private' });
    expect((await profile(guest)).preview).toEqual([]);
    expect(await memberPreview()).toEqual([]);
    expect((await profile(owner)).preview).toEqual(before.preview);
    await keep({ Inventory: 'public' });
  });
});

describe('hidden from the online list', () => {
  it('shows the player offline to visitors on the profile, its unfurl and the search, not to the owner', async () => {
    expect((await profile(guest)).CurrentServer).toBe('Avalon');
    await keep({ HideFromOnline: true });
    expect(await profile(guest)).toMatchObject({ CurrentServer: 'Offline', map: null });
    expect((await profile(owner)).CurrentServer).toBe('Avalon');
    const found = (await guest.get('/api/character/search?q=demo')).json<CharacterSearchAnswer>().characters.find((c) => c.id === demoId);
    expect(found?.CurrentServer).toBe('Offline');
    const html = (await guest.get(`/charid/${demoId}`)).body;
    expect(html).not.toContain('Avalon');
    await keep({ HideFromOnline: false });
  });
});
