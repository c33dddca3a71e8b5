import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacySettings, users } from '../../../db/schema/index';
import { createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';

// Share cards: /charid/{id} unfurls with a card drawn by the server, whose address
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

const metaOf = async (url: string) => {
  const html = (await client.get(url)).body;
  const tag = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1] ?? null;
  const image = tag('og:image');
  return { title: tag('og:title')?.replace(/&#39;/g, "'"), image: image ? new URL(image).pathname : null };
};
const png = async (path: string) => {
  const res = await t.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, path).toBe(200);
  expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
};

describe('the compare share card', () => {
  it('is the og:image of /compare/a/b, naming both characters, and follows their figures', async () => {
    const before = await metaOf('/compare/1/3');
    expect(before.title).toBe('demo vs vipdemo · Guildhall');
    expect(before.image).toMatch(/^\/api\/card\/compare\/1\/3\/[A-Za-z0-9_-]{16}\.png$/);
    await png(before.image!);
    await t.database.db
      .update(users)
      .set({ Level: sql`${users.Level} + 1` })
      .where(eq(users.id, 3));
    const after = await metaOf('/compare/1/3');
    expect(after.image).not.toBe(before.image);
    const old = await t.app.inject({ method: 'GET', url: before.image! });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(after.image);
    expect((await t.app.inject({ method: 'GET', url: '/api/card/compare/1/999999/AAAAAAAAAAAAAAAA.png' })).statusCode).toBe(404);
  });
});

describe('the ranking position share card', () => {
  const positionOf = async (category: string, name: string) => {
    const res = await client.post(`/api/ranking/player/${category}`, {
      draw: 1,
      start: 0,
      length: 10,
      'search[value]': name,
      'columns[0][data]': 'Position',
      'columns[1][data]': 'user',
    });
    return res.json<{ data: { Position: number; user: { Username: string } | null }[] }>().data.find((r) => r.user?.Username === name)!.Position;
  };

  it('unfurls /ranking/player?category=&player= with the player’s position in that ranking', async () => {
    const position = await positionOf('boss', 'demo2');
    const meta = await metaOf('/ranking/player?category=boss&player=2');
    expect(meta.title).toBe(
      `demo2: #${position.toLocaleString('en-US')} of ${meta.title!.split(' of ')[1].split(' ')[0]} in the World boss player ranking · Guildhall`,
    );
    expect(meta.image).toMatch(/^\/api\/card\/ranking\/boss\/2\/[A-Za-z0-9_-]{16}\.png$/);
    await png(meta.image!);
    // Without a player, the ranking unfurls with the site card.
    expect((await metaOf('/ranking/player?category=boss')).image).toBe('/og-image.png');
  });

  it('never shows a player hidden from the rankings, nor staff in a players’ ranking', async () => {
    const shown = await metaOf('/ranking/player?category=global&player=5');
    expect(shown.image).toMatch(/^\/api\/card\/ranking\/global\/5\//);
    await t.database.db.insert(privacySettings).values({ UserID: 5, HideFromRankings: true });
    const hidden = await metaOf('/ranking/player?category=global&player=5');
    expect(hidden.image).toBe('/og-image.png');
    expect(hidden.title).not.toContain('#');
    expect((await t.app.inject({ method: 'GET', url: shown.image! })).statusCode).toBe(404);
    // staffdemo (4) is ranked among staff only.
    expect((await metaOf('/ranking/player?category=global&player=4')).image).toBe('/og-image.png');
    expect((await metaOf('/ranking/player?category=staff&player=4')).image).toMatch(/^\/api\/card\/ranking\/staff\/4\//);
  });
});
