import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

// Deep links arrive painted by the server with their first data, so a phone shows them
// before the site's scripts have arrived; the browser then takes the page over without a mismatch.

test('deep links are painted by the server: readable before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/charid/1');
  await expect(page.getByRole('heading', { level: 1, name: 'demo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Avatar of demo' })).toBeVisible();
  await expect(page.getByTestId('inventory-default').locator('tbody tr').first()).toBeVisible();

  await page.goto('/wiki/item');
  await expect(page.locator('.server-table tbody tr')).toHaveCount(25);

  await page.goto('/ranking/player');
  await expect(page.locator('.server-table tbody tr').first()).toContainText('1');
  await expect(page.locator('.server-table tbody tr')).toHaveCount(25);

  await page.goto('/compare/1/2');
  await expect(page.getByRole('heading', { level: 1, name: /^demo vs / })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Level' })).toBeVisible();
  await context.close();
});

test('the browser takes a painted page over as it is, and its forms wait for it', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  for (const path of ['/', '/charid/1', '/guild/1', '/wiki/item/1', '/ranking/player', '/bet', '/store']) {
    await page.goto(path);
    await expect(page.locator('#root[data-server-rendered="true"]')).toBeAttached();
    await expect(page.locator('#root[data-live]')).toBeAttached();
  }
  // A mismatch between the server's markup and the browser's first render is reported as an error.
  expect(problems).toEqual([]);

  // Typed at once, before the page is live: the form stays disabled until then, so nothing is lost.
  await page.goto('/login');
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  expect(problems).toEqual([]);
});

test("a painted page goes live only once the page's own controls have their handlers, not only the shell's", async ({ page }) => {
  // React hydrates the page's content (a Suspense boundary) after the shell around it: a page marked
  // live with the shell let a choice made at once be lost (a table's page size, set before its select
  // had its handler). Recorded at the very moment the mark is set.
  await page.addInitScript(() => {
    const seen: { pageControlReady: boolean | null }[] = [];
    (window as unknown as { liveMarks: typeof seen }).liveMarks = seen;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root?.hasAttribute('data-live') || seen.length > 0) return;
      const select = document.querySelector('main select');
      seen.push({ pageControlReady: select ? Object.keys(select).some((k) => k.startsWith('__reactProps')) : null });
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
  });
  await page.goto('/ranking/player?category=global');
  await expect(page.locator('#root[data-live]')).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { liveMarks: unknown[] }).liveMarks)).toEqual([{ pageControlReady: true }]);

  // And so the choice made as soon as the page allows it is kept.
  await page.goto('/ranking/player?category=global');
  await page.getByLabel('Show').selectOption('10');
  await expect(page.locator('.server-table tbody tr')).toHaveCount(10);
});

test('a shared tab link (#timeline, #members) is taken over without a mismatch and then shows that tab', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));

  // The server cannot see the hash: it paints the first tab, the browser opens the named one once live.
  for (const [path, tab] of [
    ['/charid/2#timeline', /^Timeline/],
    ['/guild/1#members', /^Members/],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('#root[data-server-rendered="true"]')).toBeAttached();
    await expect(page.locator('#root[data-live]')).toBeAttached();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
  }
  expect(problems).toEqual([]);
});
