import { expect, test, type Page } from '@playwright/test';
import { shotPath } from './support';

// The server goes away (every request to it fails at the network level), then
// comes back. The layout stays, a banner says the connection is lost, and it goes when the server
// answers again.

async function serverDown(page: Page) {
  await page.route(/\/(api|healthz|assets)\//, (route) => route.abort('connectionrefused'));
  await page.route('**/healthz', (route) => route.abort('connectionrefused'));
}
async function serverUp(page: Page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

for (const width of [390, 1280]) {
  test(`a lost server shows a persistent banner and keeps the layout; it clears when the server answers (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/ranking/player');
    await expect(page.locator('main tbody tr').first()).toBeVisible();
    // A player on the live site (the page arrives painted; its scripts come right after).
    await expect(page.locator('#root[data-live]')).toBeAttached();

    await serverDown(page);
    // A navigation to a page whose code is not loaded yet: it cannot be fetched.
    await page.locator('footer').getByRole('link', { name: 'Wiki' }).click();
    await expect(page.getByTestId('route-error')).toContainText('Connection lost', { timeout: 15_000 });
    await expect(page.getByTestId('route-error').getByRole('button', { name: 'Try again' })).toBeVisible();
    const banner = page.getByTestId('connection-banner');
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await expect(banner).toContainText('Connection lost');
    await expect(page.locator('nav.site-navbar')).toBeVisible();
    // Persistent: it stays through the banner's own probes failing, not even hidden for a frame. A
    // watcher in the page records any moment without the banner; two failed probes are the events.
    await page.evaluate(() => {
      const w = window as unknown as { bannerWasGone: boolean };
      w.bannerWasGone = false;
      new MutationObserver(() => {
        if (!document.querySelector('[data-testid="connection-banner"]')) w.bannerWasGone = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    for (let probe = 0; probe < 2; probe++) await page.waitForRequest(/\/healthz/, { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { bannerWasGone: boolean }).bannerWasGone)).toBe(false);
    await expect(banner).toBeVisible();
    await page.screenshot({ path: shotPath(`connection-lost-${width}`) });

    await serverUp(page);
    // Retry now only hurries the banner's own probe, which may find the server first and take the
    // banner (and its button) away under the click; either way the banner must go. The button itself
    // is covered by connection-banner.test.tsx.
    await banner
      .getByRole('button', { name: 'Retry now' })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    await expect(banner).toBeHidden({ timeout: 15_000 });
    // The page that failed loads in place with Try again.
    await page.getByTestId('route-error').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Items' })).toBeVisible({ timeout: 15_000 });
  });
}

// The navbar's search box and language menu load their modules after the page: a connection lost just
// then must leave the page and the navbar, not put an error page in place of the whole site.
test('a navbar part whose module cannot be fetched keeps its place and the page stays', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 844 });
  await page.route(/\/assets\/(language-switcher|character-search-box)[^/]*\.js$/, (route) => route.abort('connectionrefused'));
  const failed = page.waitForEvent('requestfailed', (request) => /language-switcher/.test(request.url()));
  await page.goto('/ranking/player');
  await failed;
  await expect(page.locator('#root[data-live]')).toBeAttached();
  await expect(page.locator('main tbody tr')).toHaveCount(25);
  await expect(page.locator('nav.site-navbar')).toBeVisible();
  await expect(page.locator('.nav-language-placeholder')).toBeAttached();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
});
