import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { guilds, privacySettings } from '../../../db/schema/index';
import { multipart } from '../../../../test/account-helpers';
import { createTestApp, loginAs, type TestApp } from '../../../../test/test-app';

// Share cards are drawn by sharp for anyone who asks: only for things that exist, once per content,
// a few at a time and at a bounded rate per client; and they show the pictures the pages show.

const renders = vi.hoisted(() => ({ calls: 0, active: 0, most: 0 }));
vi.mock('../../../domain/images/render', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../domain/images/render')>();
  return {
    ...real,
    svgToPng: async (svg: string) => {
      renders.calls += 1;
      renders.active += 1;
      renders.most = Math.max(renders.most, renders.active);
      try {
        return await real.svgToPng(svg);
      } finally {
        renders.active -= 1;
      }
    },
  };
});

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'gh-cards-'));
  t = await createTestApp({ players: 60, config: { DATA_DIR: dataDir, FILE_STORAGE: 'disk', CARD_RENDERS_PER_MINUTE: '5' } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  renders.calls = 0;
  renders.most = 0;
});

/** Each test its own client address: the rate is per client. */
let clients = 0;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers, remoteAddress: `10.0.0.${clients}` });
const newClient = () => (clients += 1);

/** The card's current address (a stale key redirects there). */
const current = async (url: string) => (await get(url)).headers.location as string;
const compare = (a: number, b: number) => current(`/api/card/compare/${a}/${b}/AAAAAAAAAAAAAAAA.png`);

describe('share cards under load', () => {
  it('draw nothing for an unknown character, guild or pair, nor for a stale address', async () => {
    newClient();
    expect((await get('/api/card/compare/1/999999/AAAAAAAAAAAAAAAA.png')).statusCode).toBe(404);
    expect((await get('/api/card/character/999999/AAAAAAAAAAAAAAAA.png')).statusCode).toBe(404);
    expect((await get('/api/card/guild/999999/AAAAAAAAAAAAAAAA.png')).statusCode).toBe(404);
    const stale = await get('/api/card/compare/1/2/AAAAAAAAAAAAAAAA.png');
    expect(stale.statusCode).toBe(302);
    expect(renders.calls).toBe(0);
  });

  it('draw a burst of 50 new cards from one client at most 2 at a time, and refuse past its rate (5 a minute here) with Retry-After', async () => {
    newClient();
    const urls = await Promise.all(Array.from({ length: 50 }, (_, i) => compare(1, i + 3)));
    expect(new Set(urls).size).toBe(50);
    const answers = await Promise.all(urls.map((url) => get(url)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(ok.length + refused.length).toBe(50);
    expect(ok).toHaveLength(5);
    expect(refused[0].headers['retry-after']).toMatch(/^\d+$/);
    expect(refused[0].json().messages).toHaveLength(1);
    expect(renders.most).toBeLessThanOrEqual(2);
    // Another client is not refused for the first one's burst.
    newClient();
    expect((await get(urls[49])).statusCode).toBe(200);
  });

  it('serve a card asked for again from the cache (and 304 to its ETag), drawing it once', async () => {
    newClient();
    const url = await compare(2, 3);
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const calls = renders.calls;
    const again = await get(url);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect((await get(url, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    expect(renders.calls).toBe(calls);
  });
});

const pixel = async (png: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [data[at], data[at + 1], data[at + 2]];
};
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]) <= 12);

describe('share card pictures', () => {
  it('draw the uploaded avatar on the character and compare cards', async () => {
    newClient();
    const demo = await loginAs(t.app, 'demo');
    const { Email, CountryCode, id } = (await demo.get('/api/user/account')).json();
    const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e01010' } })
      .png()
      .toBuffer();
    const body = await multipart({ email: Email, country: CountryCode ?? 'FR' }, { avatar: { data: red, filename: 'me.png', type: 'image/png' } });
    expect((await demo.inject({ method: 'POST', url: '/api/user/account/save', ...body })).statusCode).toBe(200);

    const compareCard = await get(await compare(id, 2));
    expect(near(await pixel(compareCard.rawPayload, 140, 130), [0xe0, 0x10, 0x10])).toBe(true);
    const characterCard = await get(await current(`/api/card/character/${id}/AAAAAAAAAAAAAAAA.png`));
    expect(near(await pixel(characterCard.rawPayload, 200, 200), [0xe0, 0x10, 0x10])).toBe(true);
  });

  it('draw the guild banner the guild page shows: its banner once it has one, else the empty shield', async () => {
    newClient();
    await t.database.db.update(guilds).set({ ProfileVersion: 0 }).where(eq(guilds.id, 2));
    const shield = await get(await current('/api/card/guild/2/AAAAAAAAAAAAAAAA.png'));
    expect(near(await pixel(shield.rawPayload, 200, 200), [0x6c, 0x75, 0x7d])).toBe(true);
    await t.database.db.update(guilds).set({ ProfileVersion: 1 }).where(eq(guilds.id, 1));
    const banner = (await get('/api/image/guild/banner/1', { accept: 'image/png' })).rawPayload;
    const { width, height } = await sharp(banner).metadata();
    const card = await get(await current('/api/card/guild/1/AAAAAAAAAAAAAAAA.png'));
    // The banner is fitted into the 256 px box at (72, 72), centred: the same colours at the same spots.
    const scale = 256 / Math.max(width, height);
    const left = 72 + (256 - width * scale) / 2;
    const top = 72 + (256 - height * scale) / 2;
    for (const [rx, ry] of [
      [0.3, 0.2],
      [0.5, 0.5],
      [0.7, 0.8],
      [0.5, 0.35],
      [0.25, 0.65],
    ]) {
      const inBanner = await pixel(banner, Math.floor(rx * width), Math.floor(ry * height));
      const inCard = await pixel(card.rawPayload, Math.round(left + rx * width * scale), Math.round(top + ry * height * scale));
      expect(near(inCard, inBanner)).toBe(true);
    }
  });
});

describe('the compare card and a private progress history', () => {
  it('draws no curve nor gain for a player whose history is private, and changes its address', async () => {
    newClient();
    const before = await compare(5, 6);
    await t.database.db.insert(privacySettings).values({ UserID: 5, History: 'private' });
    const after = await compare(5, 6);
    expect(after).not.toBe(before);
    const png = (await get(after)).rawPayload;
    const colour = (await sharp(png).extract({ left: 60, top: 410, width: 920, height: 75 }).removeAlpha().raw().toBuffer()).reduce(
      (most, _v, i, all) => (i % 3 === 0 ? Math.max(most, Math.max(all[i], all[i + 1], all[i + 2]) - Math.min(all[i], all[i + 1], all[i + 2])) : most),
      0,
    );
    // Only the dark background is left where the curve was: no coloured stroke.
    expect(colour).toBeLessThan(40);
  });

  it('draws no ranking position curve for a player whose history is private: the ranking card changes its address', async () => {
    newClient();
    const card = () => current('/api/card/ranking/global/7/AAAAAAAAAAAAAAAA.png');
    const before = await card();
    expect(before).toMatch(/^\/api\/card\/ranking\/global\/7\//);
    await t.database.db.insert(privacySettings).values({ UserID: 7, History: 'private' });
    expect(await card()).not.toBe(before);
  });
});
