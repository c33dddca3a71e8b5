import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@contract/i18n/languages';
import { repoRoot } from '../app';
import { users } from '../db/schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildManifestShell } from '../../test/build-manifest';
import { setBalance } from '../../test/support/balances';

// The same page, painted by the server for readers of each language: its numbers, dates and country
// names are the reader's (docs/translations.md#numbers-dates-and-countries), with no flash of English
// before the scripts run.

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'gh-page-formats-'));
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html>\n<html lang="en">\n  <head>\n    <title>Guildhall</title>\n    <!--page-head-->\n    <script type="module" crossorigin src="/assets/index-e1.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`,
  );
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({ ...buildManifestShell, 'src/server-render/boot.ts': { file: 'assets/boot-b1.js', isEntry: true } }),
  );
  // Where the build puts the render; here it is the source itself.
  mkdirSync(`${dist}-ssr`);
  writeFileSync(
    path.join(`${dist}-ssr`, 'entry-server.js'),
    `export { renderPage } from ${JSON.stringify(path.join(repoRoot, 'src/server-render/entry-server.tsx'))};\n`,
  );
  // The render is compiled from source on its first use: the time limit is not what this is about.
  t = await createTestApp({ players: 10, distDir: dist, config: { PAGE_RENDER_TIME_LIMIT_MS: '60000' } });
  await setBalance(t.app.db, 1, 1_234_567);
  await t.app.db.update(users).set({ CountryCode: 'DE' }).where(eq(users.id, 1));
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
  rmSync(`${dist}-ssr`, { recursive: true, force: true });
});

const painted = (html: string) => /<div id="root" data-server-rendered="true"[^>]*>([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';

describe("a painted character page in the reader's language", () => {
  it("writes the same coins, country and join date the reader's way", async () => {
    const { DateCreated } = (await t.app.inject({ url: '/api/character/1' })).json<{ DateCreated: string }>();
    const pages = await Promise.all(
      LANGUAGES.map(async (language) => [language, painted((await t.app.inject({ url: `/charid/1?lang=${language}` })).body)] as const),
    );
    const coins = { en: '1,234,567', 'pt-BR': '1.234.567', es: '1.234.567', de: '1.234.567' };
    const country = { en: 'Germany', 'pt-BR': 'Alemanha', es: 'Alemania', de: 'Deutschland' };
    for (const [language, body] of pages) {
      expect(body, language).toContain(`>${coins[language]}<`);
      expect(body, language).toContain(`>${country[language]}<`);
      // The server paints dates in UTC (the reader's zone is known once the page is live).
      const joined = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(DateCreated));
      expect(body, language).toContain(`>${joined}</time>`);
    }
    expect(pages.find(([language]) => language === 'de')![1]).not.toContain('1,234,567');
  });
});
