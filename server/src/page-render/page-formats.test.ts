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

/** What the page wrote for the coins, the country and the join date (null where it wrote none). */
const shown = (body: string, joinedIso: string) => ({
  coins: /[^\d,.](1[,.]?234[,.]567)[^\d,.]/.exec(body)?.[1] ?? null,
  country: /<span class="country-flag[^"]*">.*?<span>([^<]*)<\/span><\/span>/.exec(body)?.[1] ?? null,
  joined: new RegExp(`<time dateTime="${joinedIso}"[^>]*>([^<]*)</time>`).exec(body)?.[1] ?? null,
});

describe("a painted character page in the reader's language", () => {
  it("writes the same coins, country and join date the reader's way", async () => {
    const { DateCreated } = (await t.app.inject({ url: '/api/character/1' })).json<{ DateCreated: string }>();
    const pages = await Promise.all(
      LANGUAGES.map(async (language) => [language, shown(painted((await t.app.inject({ url: `/charid/1?lang=${language}` })).body), DateCreated)] as const),
    );
    // The server paints dates in UTC (the reader's zone is known once the page is live).
    const joined = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(DateCreated));
    expect(Object.fromEntries(pages)).toEqual({
      en: { coins: '1,234,567', country: 'Germany', joined: joined('en-US') },
      'pt-BR': { coins: '1.234.567', country: 'Alemanha', joined: joined('pt-BR') },
      es: { coins: '1.234.567', country: 'Alemania', joined: joined('es') },
      de: { coins: '1.234.567', country: 'Deutschland', joined: joined('de') },
    });
  });
});
