import { expect, test, type Page } from '@playwright/test';
import { shotPath, livePage } from './support';
import AxeBuilder from '@axe-core/playwright';

// Game colours (player, guild, rarity, monster category) are shown adjusted to WCAG AA per theme
// (TintedText), so axe checks them like any other text.
const axe = async (page: Page) => {
  await livePage(page);
  return new AxeBuilder({ page }).include('main').analyze();
};

// Rankings (docs/product-rules.md#pages-and-routes /ranking/…, docs/product-rules.md#tables Tables, docs/product-rules.md#http-contract Rankings, docs/product-rules.md#rankings medals): every category opens, pages,
// sorts and searches on the server, and the table state survives a reload.

const PLAYER_CATEGORIES: [string, string][] = [
  ['global', 'Global'],
  ['boss', 'World boss'],
  ['pvp', 'PvP'],
  ['vip', 'VIP'],
  ['noob', 'Noob'],
  ['staff', 'Staff'],
  ['rebirth', 'Rebirth'],
];

const table = (page: Page) => page.locator('.server-table table');
const bodyRows = (page: Page) => table(page).locator('tbody tr:not(.placeholder-glow)');
const firstPosition = async (page: Page) => (await bodyRows(page).first().locator('td').first().innerText()).trim();
const info = (page: Page) => page.locator('.server-table-footer p');

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
});

test('every player ranking category opens from its pill, top 3 with medals', async ({ page }) => {
  await page.goto('/ranking/player');
  for (const [category, label] of PLAYER_CATEGORIES) {
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/ranking/player\\?category=${category}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${label} player ranking` })).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(bodyRows(page).first().getByTitle('Gold medal')).toBeVisible();
    await expect(info(page)).toContainText('Showing 1 to');
  }
});

test('guild and monster rankings open, each category too', async ({ page }) => {
  await page.goto('/ranking/guild');
  for (const label of ['Global', 'War', 'Raid']) {
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${label} guild ranking` })).toBeVisible();
    await expect(bodyRows(page).first().getByRole('link').first()).toHaveAttribute('href', /^\/guild\/\d+$/);
  }
  await page.getByRole('link', { name: 'Monster ranking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Monster ranking' })).toBeVisible();
  await expect(bodyRows(page).first().getByRole('link')).toHaveAttribute('href', /^\/wiki\/monster\/\d+$/);
});

test('pages, sorts and searches on the server', async ({ page }) => {
  await page.goto('/ranking/player?category=pvp');
  await expect(bodyRows(page)).toHaveCount(25);
  expect(await firstPosition(page)).toContain('1');

  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(info(page)).toContainText('Showing 26 to 50');
  expect(await firstPosition(page)).toBe('26');

  // The ranked figure's header sorts (best first on the first click); position sorts both ways.
  await page.getByRole('columnheader', { name: /^#/ }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: /^#/ })).toHaveAttribute('aria-sort', 'descending');
  const total = Number((await info(page).innerText()).match(/of ([\d,]+) entries/)![1].replace(/,/g, ''));
  await expect.poll(() => firstPosition(page)).toBe(total.toLocaleString('en-US'));

  // Search for a player that is on the list and find them with their position.
  await page.getByRole('columnheader', { name: /^#/ }).getByRole('button').click();
  await expect.poll(() => firstPosition(page)).toContain('1');
  const name = (await bodyRows(page).nth(4).locator('a[href^="/charid/"]').first().innerText()).trim();
  await page.getByLabel('Search', { exact: true }).fill(name);
  await expect(info(page)).toContainText('filtered from');
  await expect(bodyRows(page).locator('a[href^="/charid/"]', { hasText: name }).first()).toBeVisible();

  await page.getByLabel('Search', { exact: true }).fill('no such player ever');
  await expect(table(page)).toContainText('No entries match');
});

test('the table state survives a reload within 300 seconds', async ({ page }) => {
  await page.goto('/ranking/player?category=global');
  await page.getByLabel('Show').selectOption('10');
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await page.getByRole('button', { name: 'Page 3', exact: true }).click();
  await expect(info(page)).toContainText('Showing 21 to 30');
  await page
    .getByRole('columnheader', { name: /Experience/ })
    .getByRole('button')
    .click();
  await expect(page.getByRole('columnheader', { name: /Experience/ })).toHaveAttribute('aria-sort', 'descending');
  // Searches need 3 characters: shorter input waits with a hint.
  await page.getByLabel('Search', { exact: true }).fill('ab');
  await expect(page.getByText('Type at least 3 characters', { exact: true })).toBeVisible();
  const term = (await bodyRows(page).first().locator('a[href^="/charid/"]').first().innerText()).trim().slice(0, 3);
  await page.getByLabel('Search', { exact: true }).fill(term);
  await expect(info(page)).toContainText(/Showing 1 to \d+ of [\d,]+ entries \(filtered from/);
  const before = await info(page).innerText();

  await page.reload();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(term);
  await expect(page.getByLabel('Show')).toHaveValue('10');
  await expect(page.getByRole('columnheader', { name: /Experience/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(info(page)).toHaveText(before);

  // Another category keeps its own state; coming back finds this one again.
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'PvP', exact: true }).click();
  await expect(info(page)).toContainText('Showing 1 to 25');
  await page.goBack();
  await expect(info(page)).toHaveText(before);
});

test('a player in the ranking opens their character page', async ({ page }) => {
  await page.goto('/ranking/player');
  const link = bodyRows(page).first().locator('a[href^="/charid/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(href!);
});

test('rankings pass axe and look finished on desktop and phone', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ranking/player?category=boss');
  await expect(bodyRows(page)).toHaveCount(25);
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
  await page.screenshot({ path: shotPath('ranking-player-desktop'), fullPage: false });
  await page.goto('/ranking/guild?category=war');
  await expect(bodyRows(page).first()).toBeVisible();
  await page.screenshot({ path: shotPath('ranking-guild-desktop') });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const mobile = await phone.newPage();
  await mobile.goto('/ranking/player?category=pvp');
  await expect(bodyRows(mobile).first()).toBeVisible();
  await mobile.screenshot({ path: shotPath('ranking-player-mobile'), fullPage: true });
  await phone.close();
});

test('a shared ranking link opened in a tab scrolled elsewhere still brings the marked row into view', async ({ browser }) => {
  // Without smooth scrolling every scroll is final at once.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/ranking/player?category=global');
  await livePage(page);
  const href = await bodyRows(page).nth(2).locator('a[href^="/charid/"]').first().getAttribute('href');
  // The tab was read down to its end before the link was pasted into it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page.goto(`/ranking/player?category=global&player=${href!.split('/').pop()}`);
  await livePage(page);
  // Once the page has settled (the browser idle), the row is still where it was brought.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  const marked = page.locator('tr.ranking-row-shared');
  await expect(marked).toHaveCount(1);
  await expect(marked).toBeInViewport();
  await context.close();
});
