import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index';
import { createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';

// Share cards (issue 17 part 6): /charid/{id} unfurls with a card drawn by the server, whose address
// follows its content.

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await visitor(t.app);
});
afterAll(() => t.close());

const ogImage = async (id: number) => {
  const html = (await client.get(`/charid/${id}`)).body;
  return new URL(/<meta property="og:image" content="([^"]*)">/.exec(html)![1]).pathname;
};

describe('the character share card', () => {
  it('is the og:image of the profile, a 1200×630 PNG cached for good', async () => {
    const path = await ogImage(1);
    expect(path).toMatch(/^\/api\/card\/character\/1\/[A-Za-z0-9_-]{16}\.png$/);
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    const info = await sharp(res.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'png', width: 1200, height: 630 });
  });

  it('gets a new address when the figures change; the old one redirects to the new card', async () => {
    const before = await ogImage(2);
    await t.database.db
      .update(users)
      .set({ Level: sql`${users.Level} + 1` })
      .where(eq(users.id, 2));
    const after = await ogImage(2);
    expect(after).not.toBe(before);
    const old = await t.app.inject({ method: 'GET', url: before });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(after);
    // Same content, same address: nothing changed, nothing redrawn.
    expect(await ogImage(2)).toBe(after);
  });

  it('answers 404 for an unknown character or a malformed address', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/card/character/999999/AAAAAAAAAAAAAAAA.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/card/character/1/short.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/card/character/x/AAAAAAAAAAAAAAAA.png' })).statusCode).toBe(404);
  });
});

describe('the guild share card', () => {
  it('is a 1200×630 PNG at the address the guild page names', async () => {
    const html = (await client.get('/guild/1')).body;
    const path = new URL(/<meta property="og:image" content="([^"]*)">/.exec(html)![1]).pathname;
    expect(path).toMatch(/^\/api\/card\/guild\/1\/[A-Za-z0-9_-]{16}\.png$/);
    const res = await t.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect((await t.app.inject({ method: 'GET', url: '/api/card/guild/999999/AAAAAAAAAAAAAAAA.png' })).statusCode).toBe(404);
  });
});
