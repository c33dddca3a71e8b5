import { expect, test } from '@playwright/test';

// The site shell: every route of docs/product-rules.md#pages-and-routes answers inside the real layout, the navbar works on
// desktop and mobile, and the community prompt stays hidden once dismissed.

const ROUTES = [
  '/',
  '/login',
  '/register',
  '/recovery',
  '/recovery/reset/sometoken',
  '/account',
  '/account/delete',
  '/account/wheel',
  '/bet',
  '/guild/1',
  '/charid/1',
  '/ranking/player',
  '/ranking/guild',
  '/ranking/monster',
  '/wiki/item',
  '/wiki/item/1',
  '/wiki/enhancement/1',
  '/store',
  '/store/confirmation/1',
  '/play',
  '/help/contact',
  '/discord',
];

test('every route of the site map renders inside the layout, never blank', async ({ page }) => {
  for (const route of ROUTES) {
    // The layout and heading are what this checks: no need to wait for every image and the game to load.
    const res = await page.goto(route, { waitUntil: 'domcontentloaded' });
    expect(res?.status(), route).toBe(200);
    await expect(page.locator('nav.site-navbar'), route).toBeVisible();
    await expect(page.locator('main h1').first(), route).toBeVisible();
    await expect(page.locator('footer'), route).toBeVisible();
  }
});

test('an unknown path answers 404 with a friendly page', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /couldn't find that page/i })).toBeVisible();
});

test('the navbar leads to the rankings and the wiki', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Rankings' }).click();
  await page.getByRole('link', { name: 'Players' }).click();
  await expect(page).toHaveURL(/\/ranking\/player/);
  await page.getByRole('button', { name: 'Wiki' }).click();
  await page.getByRole('link', { name: 'Monsters' }).click();
  await expect(page).toHaveURL(/\/wiki\/monster/);
});

test('on a phone the navbar collapses behind its toggle', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  const bets = page.getByRole('link', { name: 'Bets' });
  await expect(bets).toBeHidden();
  await page.getByRole('button', { name: /toggle navigation/i }).click();
  await expect(bets).toBeVisible();
  await bets.click();
  await expect(page).toHaveURL(/\/bet$/);
  await context.close();
});

test('dismissing the community prompt keeps it hidden after a reload, for a year', async ({ page, context }) => {
  await page.goto('/');
  const prompt = page.getByRole('complementary', { name: 'Community chat invitation' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'No thanks' }).click();
  await expect(prompt).toBeHidden();
  await page.reload();
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(prompt).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'discord_prompt');
  expect(cookie?.value).toBe('hidden');
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
});

test('the theme toggle switches to dark mode and remembers it', async ({ page }) => {
  await page.goto('/');
  const before = await page.locator('html').getAttribute('data-bs-theme');
  await page.getByRole('button', { name: /switch to (dark|light) theme/i }).click();
  const after = await page.locator('html').getAttribute('data-bs-theme');
  expect(after).not.toBe(before);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', after!);
});
