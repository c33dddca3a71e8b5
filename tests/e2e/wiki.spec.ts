import { expect, test, type Page } from '@playwright/test';
import { shotPath, livePage } from './support';
import AxeBuilder from '@axe-core/playwright';

// Game colours (player, guild, rarity, monster category) are shown adjusted to WCAG AA per theme
// (TintedText), so axe checks them like any other text.
const axe = async (page: Page) => {
  await livePage(page);
  return new AxeBuilder({ page }).include('main').analyze();
};

// The game-data wiki (docs/product-rules.md#pages-and-routes /wiki/…, docs/product-rules.md#entities-and-fields, docs/product-rules.md#http-contract Wiki): every list opens and links to its entries,
// paging, sorting and search run on the server, state survives a reload, entries cross-link.

const TYPES: [string, string][] = [
  ['item', 'Items'],
  ['map', 'Maps'],
  ['market', 'Market'],
  ['monster', 'Monsters'],
  ['npc', 'NPCs'],
  ['quest', 'Quests'],
  ['shop', 'Shops'],
  ['bot', 'Bots'],
  ['title', 'Titles'],
  ['redeem', 'Redeem codes'],
];

const rows = (page: Page) => page.locator('.server-table tbody tr:not(.placeholder-glow)');
const info = (page: Page) => page.locator('.server-table-footer p');

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
});

test('every wiki list opens and leads to a detail page of its first entry', async ({ page }) => {
  for (const [type, title] of TYPES) {
    await page.goto(`/wiki/${type}`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    const link = rows(page).first().locator(`a[href^="/wiki/${type}/"]`).first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText(title);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('.wiki-detail-grid section').first()).toBeVisible();
  }
});

test('the wiki sections switch from the section pills', async ({ page }) => {
  await page.goto('/wiki/item');
  await page.getByRole('navigation', { name: 'Wiki sections' }).getByRole('link', { name: 'Quests' }).click();
  await expect(page).toHaveURL(/\/wiki\/quest$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quests' })).toBeVisible();
});

test('item list: pages, sorts, searches, and keeps its state across a reload', async ({ page }) => {
  await page.goto('/wiki/item');
  await expect(rows(page)).toHaveCount(25);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(info(page)).toContainText('Showing 26 to 50');

  await page
    .getByRole('columnheader', { name: /In game/ })
    .getByRole('button')
    .click();
  await expect(page.getByRole('columnheader', { name: /In game/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(info(page)).toContainText('Showing 1 to 25');
  const counts = await rows(page).locator('td:nth-child(4)').allInnerTexts();
  expect(counts[0]).toBe('+100x');

  await page.getByLabel('Search', { exact: true }).fill('%');
  await expect(page.locator('.server-table table')).toContainText('No entries match');
  await page.getByLabel('Search', { exact: true }).fill('sword');
  await expect(info(page)).toContainText(/Showing 1 to \d+ of \d+ entries \(filtered from/);
  const state = await info(page).innerText();

  await page.reload();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('sword');
  await expect(page.getByRole('columnheader', { name: /In game/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(info(page)).toHaveText(state);
});

test('an item page shows rarity, type, flags, count, images and where to get it', async ({ page }) => {
  await page.goto('/wiki/item');
  await page
    .getByRole('columnheader', { name: /In game/ })
    .getByRole('button')
    .click();
  await expect(page.getByRole('columnheader', { name: /In game/ })).toHaveAttribute('aria-sort', 'descending');
  // The sorted page has arrived (the header turns at the click, the rows when the answer comes).
  await expect(rows(page).first().locator('td[data-label="In game"]')).toHaveText('+100x');
  await rows(page).first().locator('a[href^="/wiki/item/"]').click();
  // On the entry itself: the list's h1 and its "+100x" cells must not answer for it.
  await expect(page).toHaveURL(/\/wiki\/item\/\d+$/);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByText('+100x')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Flags' })).toBeVisible();
  const picture = page.locator('.wiki-item-picture img');
  // An item's picture address carries its Icon, so a picture uploaded under a new Icon shows at once.
  await expect(picture).toHaveAttribute('src', /\/api\/image\/assets\/(item\/original\/\d+\?icon=[\w.%-]+|armor\/original\/\d+)$|\/bag\.svg$/);
  await expect(page.locator('main .tinted-text').first()).toBeVisible();
  for (const section of ['Sold in shops', 'Quest reward of', 'Dropped by', 'Effects']) {
    await expect(page.getByRole('region', { name: section })).toBeVisible();
  }
});

test('monster entries cross-link drops and maps', async ({ page }) => {
  await page.goto('/wiki/monster/1');
  await expect(page.getByRole('region', { name: 'Drops' })).toBeVisible();
  const drop = page.getByRole('region', { name: 'Drops' }).locator('a[href^="/wiki/item/"]').first();
  const href = await drop.getAttribute('href');
  await drop.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('region', { name: 'Dropped by' }).locator('a[href="/wiki/monster/1"]')).toBeVisible();
});

test('a deep link to an entry carries its title and Open Graph tags; unknown entries are 404', async ({ page, request }) => {
  const html = await (await request.get('/wiki/monster/1')).text();
  expect(html).toMatch(/<meta property="og:title" content="[^"]+ · Guildhall">/);
  await page.goto('/wiki/monster/1');
  await expect(page).toHaveTitle(/· Guildhall$/);
  const res = await page.goto('/wiki/item/99999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByText("We couldn't find that")).toBeVisible();
});

test('titles render sanitised: no script runs', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/wiki/title');
  await page.getByLabel('Show').selectOption('100');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('.server-table script, .server-table [onerror], .server-table [onclick]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('wiki pages pass axe and look finished on desktop and phone', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/wiki/monster');
  await expect(rows(page)).toHaveCount(25);
  const results = await axe(page);
  expect(
    results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`.slice(0, 300))
          .slice(0, 4)
          .join(' | ')}`,
    ),
  ).toEqual([]);
  await page.screenshot({ path: shotPath('wiki-list-desktop') });
  await page.goto('/wiki/item');
  await page
    .getByRole('columnheader', { name: /In game/ })
    .getByRole('button')
    .click();
  await rows(page).first().locator('a[href^="/wiki/item/"]').click();
  await expect(page.getByRole('list', { name: 'Flags' })).toBeVisible();
  const itemResults = await axe(page);
  expect(itemResults.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  await page.screenshot({ path: shotPath('wiki-item-desktop'), fullPage: true });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const mobile = await phone.newPage();
  await mobile.goto('/wiki/item');
  await expect(rows(mobile).first()).toBeVisible();
  await mobile.screenshot({ path: shotPath('wiki-list-mobile'), fullPage: true });
  await mobile.goto('/wiki/monster/1');
  await expect(mobile.getByRole('region', { name: 'Drops' })).toBeVisible();
  await mobile.screenshot({ path: shotPath('wiki-monster-mobile'), fullPage: true });
  await phone.close();
});

test('a table answered with 200 and another body (a proxy page, JSON cut short) shows its load error, not a broken page', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes('could not be loaded')) warnings.push(m.text());
  });
  await page.goto('/wiki/item');
  await livePage(page);
  await expect(rows(page)).toHaveCount(25);
  const failure = page.locator('.server-table').getByText('The entries could not be loaded.');

  await page.route('**/api/wiki/item?**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"draw":1}' }));
  await page.getByLabel('Show').selectOption('50');
  await expect(failure).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  await page.unroute('**/api/wiki/item?**');
  await page.route('**/api/wiki/item?**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"draw":2,"recordsTotal":3,"da' }));
  await page.locator('.server-table').getByRole('button', { name: 'Try again' }).click();
  // The failure from the first answer is still on screen, so wait for the retry's own warning before reading the page.
  await expect.poll(() => warnings.length).toBeGreaterThanOrEqual(2);
  await expect(failure).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);

  // Once the answers are right again, the table is back.
  await page.unroute('**/api/wiki/item?**');
  await page.locator('.server-table').getByRole('button', { name: 'Try again' }).click();
  await expect(info(page)).toContainText('Showing 1 to 50');
});
