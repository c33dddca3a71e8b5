import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGES } from '@contract/paths';
import { repoRoot } from '../app';
import { clientFor, createTestApp, type TestApp } from '../../test/test-app';
import { buildManifestShell } from '../../test/build-manifest';

/** Each render of a page, counted: the server renders a page once per request. */
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-dom/server', async (original) => {
  const actual = await original<typeof import('react-dom/server')>();
  return {
    ...actual,
    renderToString: (...args: Parameters<typeof actual.renderToString>) => {
      renders.count += 1;
      return actual.renderToString(...args);
    },
  };
});

// A deep link waited for the site's scripts, then for its data, before it showed anything.
// The server now paints it with its first data (the SPA's own render, src/server-render/entry-server.tsx, loaded
// from beside the build as `npm run build` leaves it) and names only a small boot script.

const manifest = {
  ...buildManifestShell,
  'src/server-render/boot.ts': { file: 'assets/boot-b1.js', isEntry: true },
  [PAGES['/charid/:id'].module]: {
    file: 'assets/character-page-c1.js',
    isDynamicEntry: true,
    imports: ['_shared-s1.js'],
    css: ['assets/character-page-c1.css'],
  },
};

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'gh-spa-render-'));
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>\n<html lang="en">\n  <head>\n    <title>Guildhall</title>\n    <!--page-head-->\n    <script type="module" crossorigin src="/assets/index-e1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/shared-s1.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-e1.css">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`,
  );
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  // Where the build puts the render; here it is the source itself.
  mkdirSync(`${dist}-ssr`);
  writeFileSync(
    path.join(`${dist}-ssr`, 'entry-server.js'),
    `export { renderPage } from ${JSON.stringify(path.join(repoRoot, 'src/server-render/entry-server.tsx'))};\n`,
  );
  // The render is the source itself here, compiled on its first use, and a loaded machine can be
  // slow: the time limit is not what these tests are about.
  t = await createTestApp({ players: 10, distDir: dist, config: { PAGE_RENDER_TIME_LIMIT_MS: '60000' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(`${dist}-ssr`, { recursive: true, force: true });
});

const root = (html: string) => /<div id="root"([^>]*)>([\s\S]*)<\/div>\s*(?:<script id="page-queries"[^>]*>.*?<\/script>\s*)?<\/body>/.exec(html);
const queries = (html: string) => JSON.parse(/<script id="page-queries" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('the server paints deep links', () => {
  it('sends the character page painted, with the data it shows and only the boot script', async () => {
    const character = (await t.app.inject({ url: '/api/character/1' })).json<{ Username: string; Level: number }>();
    const res = await t.app.inject({ url: '/charid/1' });
    expect(res.statusCode).toBe(200);
    const [, attrs, body] = root(res.body)!;
    expect(attrs).toContain('data-server-rendered="true"');
    expect(body).toMatch(new RegExp(`<h1[^>]*>(<[^>]+>)*${character.Username}<`));
    // The browser starts from the same data: the character's read is in the page.
    const state = queries(res.body);
    // After the page itself: on a slow line the page paints as it arrives, its data is for the scripts.
    expect(res.body.indexOf('id="page-queries"')).toBeGreaterThan(res.body.indexOf('data-server-rendered'));
    expect(state.queries.map((q: { state: { data: unknown } }) => q.state.data)).toContainEqual(expect.objectContaining({ Username: character.Username }));
    // Styles before the first paint; scripts only through the boot script, which starts the entry
    // (no modulepreload in the page to compete with its pictures).
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/character-page-c1.css">');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/boot-b1.js"></script>');
    expect(res.body).not.toContain('src="/assets/index-e1.js"');
    expect(res.body).not.toContain('rel="modulepreload"');
    const scripts = JSON.parse(/<script id="page-scripts" type="application\/json">(.*?)<\/script>/.exec(res.body)![1]);
    // The boot script asks for the entry's step chunks and the page's chunk beside the entry (not
    // what the entry imports itself, nor a chunk twice), so the steps do not wait one after another.
    expect(scripts).toEqual({ entry: '/assets/index-e1.js', preload: ['/assets/react-dom-r1.js', '/assets/character-page-c1.js'] });
  });

  it('paints a first visit too: its table reads pass the session and CSRF check of the visitor cookie set on that answer', async () => {
    const res = await t.app.inject({ url: '/ranking/player' });
    expect(res.headers['set-cookie']).toBeDefined();
    const [, attrs, body] = root(res.body)!;
    expect(attrs).toContain('data-server-rendered="true"');
    // The players of this world (ten, a few hidden from rankings), each a row linking to the player.
    expect(new Set(body.match(/href="\/charid\/\d+"/g)).size).toBeGreaterThanOrEqual(5);
  });

  it("reads the player's cookies as the page does in the browser: a dismissed community prompt is not painted", async () => {
    const prompt = 'aria-label="Community chat invitation"';
    expect((await t.app.inject({ url: '/login' })).body).toContain(prompt);
    expect((await t.app.inject({ url: '/login', cookies: { discord_prompt: 'hidden' } })).body).not.toContain(prompt);
  });

  it("paints pages rendered side by side each with its own player's cookies", async () => {
    const prompt = 'aria-label="Community chat invitation"';
    const dismissed = (i: number) => i % 2 === 1;
    const pages = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.app.inject({ url: '/login', cookies: dismissed(i) ? { discord_prompt: 'hidden' } : {} })),
    );
    pages.forEach((res, i) => {
      expect(root(res.body)![1], `page ${i}`).toContain('data-server-rendered="true"');
      expect(res.body.includes(prompt), `page ${i} shows the prompt`).toBe(!dismissed(i));
    });
  });

  it('paints a news post with its body', async () => {
    const staff = await clientFor(t.app, 4);
    const made = await staff.post('/api/dashboard/news', {
      Title: 'Harvest festival',
      Body: 'The **festival** starts at [dawn](https://example.com/dawn).',
      IsPublished: true,
    });
    expect(made.statusCode).toBe(201);
    const res = await t.app.inject({ url: `/news/${made.json().post.Slug}` });
    expect(res.statusCode).toBe(200);
    const [, attrs, body] = root(res.body)!;
    expect(attrs).toContain('data-server-rendered="true"');
    expect(body).toContain('Harvest festival');
    expect(body).toContain('The <strong>festival</strong> starts at <a href="https://example.com/dawn" rel="noopener noreferrer nofollow">dawn</a>');
  });

  it('paints a comparison of two characters with both of them', async () => {
    const names = await Promise.all([1, 2].map(async (id) => (await t.app.inject({ url: `/api/character/${id}` })).json<{ Username: string }>().Username));
    const res = await t.app.inject({ url: '/compare/1/2' });
    expect(res.statusCode).toBe(200);
    const [, attrs, body] = root(res.body)!;
    expect(attrs).toContain('data-server-rendered="true"');
    expect(body).toMatch(new RegExp(`<h1[^>]*>(<[^>]+>)*${names[0]} vs ${names[1]}<`));
  });

  it("reads the player's session once per painted page, not once more for each of the page's reads", async () => {
    const reads = vi.spyOn(t.app, 'readSession');
    try {
      for (const url of ['/ranking/player', '/charid/1', '/']) {
        reads.mockClear();
        const res = await t.app.inject({ url });
        expect(root(res.body)![1], url).toContain('data-server-rendered="true"');
        expect(queries(res.body).queries.length, url).toBeGreaterThan(1);
        expect(
          reads.mock.calls.map(([r]) => r.url),
          url,
        ).toEqual([url]);
      }
    } finally {
      reads.mockRestore();
    }
  });

  // What each deep link's first frame shows, by the keys of its reads: the route's loader reads
  // them before the one render (a table's first page, a profile's opening tab).
  const deepLinks: Record<string, unknown[][]> = {
    '/': [
      ['ranking', 'home-top', 'player'],
      ['ranking', 'home-top', 'guild'],
      ['news', 'list'],
    ],
    '/ranking/player': [['ranking', 'player', 'global']],
    '/wiki/item': [['wiki', 'item', 'list']],
    '/wiki/item/1': [['wiki', 'item', 1]],
    '/charid/1': [
      ['character', 1, 'profile'],
      ['character', 1, 'inventory', 'default'],
    ],
    '/guild/1': [
      ['guild', 1, 'profile'],
      ['guild', 1, 'log'],
    ],
    '/bet': [
      ['bets', 'table', 'open'],
      ['bets', 'table', 'joined'],
    ],
    '/store/confirmation/1': [['store', 'packages']],
    '/store': [['store', 'packages']],
    '/news': [['news', 'list']],
  };
  for (const [url, reads] of Object.entries(deepLinks)) {
    it(`paints ${url} in one render, its first frame already holding its data, with the session read once`, async () => {
      renders.count = 0;
      const sessionReads = vi.spyOn(t.app, 'readSession');
      const res = await t.app.inject({ url });
      const sessionReadFor = sessionReads.mock.calls.map(([r]) => r.url);
      sessionReads.mockRestore();
      expect(res.statusCode).toBe(200);
      expect(sessionReadFor).toEqual([url]);
      const [, attrs, body] = root(res.body)!;
      expect(attrs).toContain('data-server-rendered="true"');
      expect(renders.count).toBe(1);
      const state = queries(res.body) as { queries: { queryKey: unknown[]; state: { status: string; data: unknown } }[] };
      for (const read of reads) {
        const found = state.queries.find((q) => read.every((part, i) => q.queryKey[i] === part));
        expect(found?.state.status, `${url} reads ${JSON.stringify(read)}`).toBe('success');
      }
      // No spinner, no table skeleton: what the page shows is there.
      expect(body).not.toContain('role="status"');
      expect(body).not.toContain('placeholder-glow');
      // A table's first page is in the markup, row by row.
      for (const q of state.queries) {
        const rows = (q.state.data as { answer?: { data: unknown[] } } | undefined)?.answer?.data;
        if (rows) expect((body.match(/<tr(?! class="placeholder)[^>]*>/g) ?? []).length, `${url} rows`).toBeGreaterThan(rows.length > 0 ? 1 : 0);
      }
    });
  }

  it('leaves a missing entity, and pages it does not paint, to the browser as before', async () => {
    const missing = await t.app.inject({ url: '/charid/999999' });
    expect(missing.statusCode).toBe(404);
    expect(root(missing.body)![1]).toBe('');
    expect(missing.body).not.toContain('page-queries');

    const account = await t.app.inject({ url: '/account' });
    expect(root(account.body)![1]).toBe('');
    expect(account.body).toContain('src="/assets/index-e1.js"');
  });
});
