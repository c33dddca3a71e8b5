import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { characterCard, guildCard, type CardPictures } from '../../../domain/history/share-card';
import { compareCard } from '../../../domain/history/share-card-kinds';
import { createTestApp, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { insertPackage } from '../../../../test/support/store-packages';
import { bets } from '../../../db/schema/index';

// Link previews and share cards in the language the shared link names (`?lang=de`), else English:
// unfurlers send no Accept-Language nor cookie, so what a chat shows follows the address alone.

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = await visitor(t.app);
});
afterAll(() => t.close());

const unescape = (s: string) =>
  s
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
async function preview(url: string, headers: Record<string, string> = {}) {
  const html = (await client.inject({ method: 'GET', url, headers })).body;
  const tag = (property: string) => {
    const found = new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];
    return found === undefined ? null : unescape(found);
  };
  const image = tag('og:image');
  const feed = /<link rel="alternate" type="application\/rss\+xml" title="([^"]*)"/.exec(html)?.[1];
  return { title: tag('og:title'), description: tag('og:description'), image: image ? new URL(image) : null, feed: feed ?? null };
}
const path = (url: URL) => `${url.pathname}${url.search}`;

/** No pictures: the cards' words are what these tests read. */
const noPictures: CardPictures = { playerHead: async () => null, guildBanner: async () => null };

describe("a character's link preview", () => {
  it('is German with ?lang=de and English without it, even for a German browser', async () => {
    const german = await preview('/charid/1?lang=de');
    expect(german.description).toMatch(/ Münzen? · /);
    expect(german.description).toContain('Charakterprofil');
    expect(german.image!.searchParams.get('lang')).toBe('de');

    const plain = await preview('/charid/1', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(plain.description).toMatch(/ coins? · /);
    expect(plain.description).toContain('Character profile');
    expect(plain.image!.search).toBe('');
    expect(plain.image!.pathname).not.toBe(german.image!.pathname);
  });

  it('unfurls with a card drawn in German at its own address, which redirects there when the figures change', async () => {
    const german = (await preview('/charid/1?lang=de')).image!;
    const res = await t.app.inject({ method: 'GET', url: path(german) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const stale = await t.app.inject({ method: 'GET', url: `${german.pathname.replace(/\/[^/]+\.png$/, '/AAAAAAAAAAAAAAAA.png')}?lang=de` });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe(path(german));

    const card = (await characterCard(t.app.db, noPictures, 1, 'de'))!;
    const svg = await card.svg();
    expect(svg).toContain('Boss-Schaden');
    expect(svg).not.toContain('boss damage');
    expect(await (await characterCard(t.app.db, noPictures, 1, 'en'))!.svg()).toContain('boss damage');
  });

  it('refuses a card language the site does not speak', async () => {
    const english = (await preview('/charid/1')).image!;
    const res = await t.app.inject({ method: 'GET', url: `${english.pathname}?lang=xx` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('lang');
  });
});

describe("a guild's, a ranking position's and a comparison's previews", () => {
  it('are German with ?lang=de, with German labels on the card', async () => {
    const guild = await preview('/guild/1?lang=de');
    expect(guild.description).toContain('Gildenlog, Mitglieder und Allianzen.');
    expect(guild.image!.searchParams.get('lang')).toBe('de');
    expect(await (await guildCard(t.app.db, noPictures, 1, 'de'))!.svg()).toContain('Platz im Gilden-Ranking, letzte 30 Tage');

    const ranking = await preview('/ranking/player?category=boss&player=2&lang=de');
    expect(ranking.title).toMatch(/^demo2: #[\d.]+ von [\d.]+ im Weltboss-Spieler-Ranking · Guildhall$/);
    expect(ranking.image!.searchParams.get('lang')).toBe('de');
    expect((await preview('/ranking/player?category=boss&player=2')).title).toMatch(/in the World boss player ranking/);

    const compare = await preview('/compare/1/3?lang=de');
    expect(compare.description).toContain('Werte im Vergleich und Fortschritt über die Zeit.');
    expect(await (await compareCard(t.app.db, noPictures, 1, 3, 'de'))!.svg()).toContain('Erfahrung, letzte 30 Tage');
    expect((await preview('/compare/1/3')).description).toContain('Figures side by side and progress over time.');
    expect((await preview('/compare/1?lang=de')).title).toBe('Charaktere vergleichen · Guildhall');
    expect((await preview('/ranking/player?category=pvp&lang=es')).title).toBe('Clasificaciones de jugadores · Guildhall');
  });
});

describe("a wiki entry's link preview", () => {
  it('is German with ?lang=de and English without it; game names stay as they are', async () => {
    const german = await preview('/wiki/monster/1?lang=de');
    const english = await preview('/wiki/monster/1');
    expect(german.description).toMatch(/^Level \d+, .+ besiegt\.$/);
    expect(english.description).toMatch(/^Level \d+ .+ Defeated [\d,]+ times?\.$/);
    expect(german.title).toBe(english.title);

    expect((await preview('/wiki/map/1?lang=es')).description).toMatch(/^Mapa\. Nivel necesario \d+/);
    expect(await preview('/wiki/quest?lang=de')).toMatchObject({
      title: 'Quests · Wiki · Guildhall',
      description: 'Alle Quests des Spiel-Wikis, durchsuchbar und sortierbar.',
    });
    expect((await preview('/wiki/shop?lang=pt-BR')).title).toBe('Lojas · Wiki · Guildhall');
    expect((await preview('/wiki/map/1')).description).toMatch(/^Map\. Required level \d+/);
  });
});

describe("the other pages' link previews", () => {
  it('say the site, a missing page and the news list in the language the link names, else English', async () => {
    expect((await preview('/store?lang=de')).description).toBe(
      'Guildhall: Charaktere, Gilden, Rankings, das Spiel-Wiki, Wetten und der Shop unseres Online-Rollenspiels.',
    );
    expect((await preview('/store', { 'accept-language': 'de' })).description).toBe(
      'Guildhall: characters, guilds, rankings, the game wiki, bets and the store of our online role-playing game.',
    );
    expect((await preview('/no-such-page?lang=es')).title).toBe('Página no encontrada · Guildhall');
    expect((await preview('/charid/999999999?lang=pt-BR')).title).toBe('Página não encontrada · Guildhall');
    expect((await preview('/no-such-page')).title).toBe('Page not found · Guildhall');
    expect(await preview('/news?lang=pt-BR')).toMatchObject({
      title: 'Notícias · Guildhall',
      description: 'Notícias e novidades da equipe do Guildhall.',
      feed: 'Notícias do Guildhall (RSS)',
    });
    expect(await preview('/news')).toMatchObject({ title: 'News · Guildhall', feed: 'Guildhall news (RSS)' });
  });

  it("say a bet's outcome in German with ?lang=de, the players' names as they are", async () => {
    const db = t.app.db;
    const [joined] = await db.select({ id: bets.id }).from(bets).where(eq(bets.Status, 'joined')).orderBy(asc(bets.id)).limit(1);
    const german = await preview(`/bet/verify/${joined.id}?lang=de`);
    expect(german.title).toBe(`Wette #${joined.id}: nachweislich fairer Münzwurf · Guildhall`);
    expect(german.description).toMatch(/^.+ hat den Münzwurf von .+ gegen .+ gewonnen, je [\d.]+ Coins\. Rechne das Ergebnis selbst nach\.$/);
    expect((await preview(`/bet/verify/${joined.id}`)).description).toMatch(/ won the flip of .+ Coins each\. Recompute the result yourself\.$/);
  });

  it("say a store package's contents in Spanish with ?lang=es, its name as it is", async () => {
    const id = await insertPackage(t.app.db, { Name: 'Dragon Pack', Cost: 1_500, Coins: 2_000, Vip: 1 });
    expect(await preview(`/store/confirmation/${id}?lang=es`)).toMatchObject({
      title: 'Dragon Pack · Guildhall',
      description: '1500 Coins. Incluye 2000 Coins y 1 día VIP. Cómpralo para ti o regálaselo a un amigo.',
    });
    expect((await preview(`/store/confirmation/${id}`)).description).toBe(
      '1,500 Coins. Includes 2,000 Coins and 1 VIP day. Buy it for yourself or gift it to a friend.',
    );
  });

  it('say the dashboard in German with ?lang=de', async () => {
    for (const path of ['/dashboard/items?lang=de', '/dashboard/players/2?lang=de', '/dashboard?lang=de'])
      expect(await preview(path), path).toMatchObject({ title: 'Dashboard · Guildhall', description: 'Dashboard des Teams.' });
    expect((await preview('/dashboard/items')).description).toBe('Staff dashboard.');
  });
});
