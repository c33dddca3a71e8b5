import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGES } from '@contract/paths';
import { repoRoot } from '../app';
import { clientFor, createTestApp, visitor, type TestApp } from '../../test/test-app';
import { buildManifestShell } from '../../test/build-manifest';

// A link shared in chat brings many visitors at once: the page (and each public read) is made once
// and sent to the others, each with its own CSRF token, and a player's change shows at once.

const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'gh-visitor-cache-'));
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>\n<html lang="en">\n  <head>\n    <title>Guildhall</title>\n    <!--page-head-->\n    <script type="module" crossorigin src="/assets/index-e1.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`,
  );
  const manifest = {
    ...buildManifestShell,
    'src/server-render/boot.ts': { file: 'assets/boot-b1.js', isEntry: true },
    [PAGES['/charid/:id'].module]: { file: 'assets/character-page-c1.js', isDynamicEntry: true },
  };
  writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  // The site's own render, counted.
  mkdirSync(`${dist}-ssr`);
  writeFileSync(
    path.join(`${dist}-ssr`, 'entry-server.js'),
    `import { renderPage as render } from ${JSON.stringify(path.join(repoRoot, 'src/server-render/entry-server.tsx'))};\n` +
      `export const renderPage = (input) => { globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1; return render(input); };\n`,
  );
  t = await createTestApp({ players: 10, distDir: dist, config: { VISITOR_CACHE_SECONDS: '300', PAGE_RENDER_TIME_LIMIT_MS: '60000' } });
  // The render is compiled on its first use.
  await t.app.inject({ url: '/charid/3' });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(`${dist}-ssr`, { recursive: true, force: true });
});

const token = (html: string) =>
  (JSON.parse(/<script id="bootstrap" type="application\/json">(.*?)<\/script>/.exec(html)![1]) as { csrfToken: string }).csrfToken;
const hiddenTabs = (html: string): string[] | undefined => {
  const state = JSON.parse(/<script id="page-queries" type="application\/json">(.*?)<\/script>/.exec(html)![1]) as { queries: { state: { data: unknown } }[] };
  return state.queries.map((q) => q.state.data as { hiddenTabs?: string[] }).find((data) => data?.hiddenTabs)?.hiddenTabs;
};

describe('pages and reads for visitors', () => {
  it('renders a page once for visitors opening it together, each page with its own CSRF token', async () => {
    const before = renders();
    const pages = await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ url: '/charid/1' })));
    expect(pages.map((page) => page.statusCode)).toEqual(Array(6).fill(200));
    expect(renders() - before).toBe(1);
    expect(pages.every((page) => page.body.includes('data-server-rendered="true"'))).toBe(true);
    // Each visitor's token is the one its own cookie binds (the bootstrap call says which).
    const tokens = pages.map((page) => token(page.body));
    expect(new Set(tokens).size).toBe(6);
    for (const [i, page] of pages.entries()) {
      const cookie = page.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const own = await t.app.inject({ url: '/api/bootstrap', headers: { cookie } });
      expect(own.json<{ csrfToken: string }>().csrfToken).toBe(tokens[i]);
    }
  });

  it("shows a player's change at once: on the player's own page and to the next visitor", async () => {
    const seen = await t.app.inject({ url: '/charid/2' });
    expect(hiddenTabs(seen.body)).toEqual([]);
    const owner = await clientFor(t.app, 2);
    const saved = await owner.post('/api/user/account/privacy', {
      inventory: 'private',
      bank: 'public',
      friends: 'public',
      timeline: 'public',
      history: 'public',
      hideFromRankings: 0,
      hideFromOnline: 0,
      hideFromSearch: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The owner sees their own inventory (never hidden from them), rendered for them.
    const before = renders();
    const own = await owner.get('/charid/2');
    expect(renders() - before).toBe(1);
    expect(hiddenTabs(own.body)).toEqual([]);
    const next = await t.app.inject({ url: '/charid/2' });
    expect(hiddenTabs(next.body)).toEqual(['inventory']);
  });

  it('answers a public read made for one visitor to the next without reading the database again', async () => {
    const first = await t.app.inject({ url: '/api/character/4' });
    // A visitor's own call that answers 200 changes nothing others see: it does not empty the cache
    // (or any script could, at will).
    const script = await visitor(t.app);
    expect((await script.post('/api/user/logout', {})).statusCode).toBe(200);
    const select = vi.spyOn(t.app.db, 'select');
    try {
      const again = await t.app.inject({ url: '/api/character/4', remoteAddress: '203.0.113.9' });
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      const unchanged = await t.app.inject({ url: '/api/character/4', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(unchanged.statusCode).toBe(304);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
    // A logged-in player's read is theirs alone: made fresh.
    const player = await clientFor(t.app, 5);
    const select2 = vi.spyOn(t.app.db, 'select');
    try {
      expect((await player.get('/api/character/4')).statusCode).toBe(200);
      expect(select2).toHaveBeenCalled();
    } finally {
      select2.mockRestore();
    }
  });
});
