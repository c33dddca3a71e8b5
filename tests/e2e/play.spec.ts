import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { shotPath, livePage } from './support';
import sharp from 'sharp';

// The play page: the demo loader SWF plays in self-hosted Ruffle, the window size
// selector resizes and is remembered, full screen leaves to Tiny, and the no-flash notice shows
// only where Ruffle cannot run.

const frame = (page: Page) => page.getByTestId('game-frame');
const sizeButton = (page: Page, name: string) => page.getByRole('radiogroup', { name: 'Window size' }).getByText(name, { exact: true });

async function expectLoaded(page: Page) {
  await expect(frame(page)).toHaveAttribute('data-ruffle-state', 'loaded', { timeout: 45_000 });
  await expect(page.locator('ruffle-player')).toHaveCount(1);
  expect(await page.evaluate(() => (document.querySelector('ruffle-player') as HTMLElement & { readyState: number }).readyState)).toBe(2);
}

async function frameWidth(page: Page) {
  return Math.round((await frame(page).boundingBox())!.width);
}

test('the play page loads Ruffle from our server and plays the demo loader', async ({ page }) => {
  const ruffleRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/ruffle/') || r.url().includes('/api/game/files')) ruffleRequests.push(new URL(r.url()).pathname + new URL(r.url()).search);
  });
  const response = await page.goto('/play');
  expect(response?.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
  await expect(page.getByRole('heading', { level: 1, name: 'Play' })).toBeVisible();
  await expectLoaded(page);
  await expect(page.getByTestId('no-flash-notice')).toHaveCount(0);

  // Everything came from our own origin: the script, its wasm, and the SWF through the game-files endpoint.
  expect(ruffleRequests.some((p) => /^\/ruffle\/[^/]+\/ruffle\.js$/.test(p))).toBe(true);
  expect(ruffleRequests.some((p) => /^\/ruffle\/[^/]+\/[0-9a-f]+\.wasm$/.test(p))).toBe(true);
  expect(ruffleRequests).toContain('/api/game/files?path=loader.swf');

  // The scene is really drawn: the frame is not a flat colour.
  await expect
    .poll(
      async () => {
        const stats = await sharp(await frame(page).screenshot()).stats();
        return Math.max(...stats.channels.slice(0, 3).map((c) => c.stdev));
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(20);
  await page.screenshot({ path: shotPath('play-default-desktop') });

  // Ruffle's own element is outside our control; the rest of the page must pass.
  await livePage(page);
  const results = await new AxeBuilder({ page }).include('main').exclude('ruffle-player').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('other pages do not load Ruffle', async ({ page }) => {
  const ruffle: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/ruffle/')) ruffle.push(r.url());
  });
  const response = await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(response?.headers()['content-security-policy']).not.toContain('wasm-unsafe-eval');
  expect(ruffle).toEqual([]);
});

test('the window size selector resizes the game and the choice survives a reload', async ({ page, context }) => {
  await page.goto('/play');
  await expectLoaded(page);
  expect(await frameWidth(page)).toBe(960);

  await sizeButton(page, 'Large').click();
  await expect(frame(page)).toHaveAttribute('data-size', 'large');
  expect(await frameWidth(page)).toBe(1152);
  expect(Math.round((await frame(page).boundingBox())!.height)).toBe(660);

  await sizeButton(page, 'Tiny').click();
  expect(await frameWidth(page)).toBe(738);
  await page.screenshot({ path: shotPath('play-tiny-desktop') });

  await sizeButton(page, 'Huge').click();
  expect(await frameWidth(page)).toBe(1920);
  expect(Math.round((await frame(page).boundingBox())!.height)).toBe(1100);

  await sizeButton(page, 'Large').click();
  await page.reload();
  await expectLoaded(page);
  await expect(frame(page)).toHaveAttribute('data-size', 'large');
  expect(await frameWidth(page)).toBe(1152);
  await expect(page.getByRole('radio', { name: 'Large' })).toBeChecked();
  await page.screenshot({ path: shotPath('play-large-desktop') });

  const cookie = (await context.cookies()).find((c) => c.name === 'game_window_size');
  expect(cookie?.value).toBe('large');
  const days = (cookie!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
});

test('full screen fills the window; Escape leaves it for Tiny, and so does a click outside the game', async ({ page, context }) => {
  await page.goto('/play');
  await expectLoaded(page);
  await sizeButton(page, 'Large').click();

  await sizeButton(page, 'Full screen').click();
  await expect(frame(page)).toHaveAttribute('data-size', 'fullscreen');
  const viewport = page.viewportSize()!;
  const box = (await frame(page).boundingBox())!;
  expect(Math.round(box.width)).toBe(viewport.width);
  expect(Math.round(box.height)).toBe(viewport.height);
  // Full screen is never saved.
  expect((await context.cookies()).find((c) => c.name === 'game_window_size')?.value).toBe('large');
  await page.screenshot({ path: shotPath('play-fullscreen-desktop') });

  await page.keyboard.press('Escape');
  await expect(frame(page)).toHaveAttribute('data-size', 'tiny');
  expect(await frameWidth(page)).toBe(738);
  await expect(page.getByRole('radio', { name: 'Tiny' })).toBeChecked();
  expect((await context.cookies()).find((c) => c.name === 'game_window_size')?.value).toBe('tiny');
  // The game kept running through it all: same player, still loaded.
  await expectLoaded(page);

  await sizeButton(page, 'Full screen').click();
  await expect(frame(page)).toHaveAttribute('data-size', 'fullscreen');
  await page.mouse.click(2, Math.round(viewport.height / 2));
  await expect(frame(page)).toHaveAttribute('data-size', 'tiny');

  await sizeButton(page, 'Full screen').click();
  await page.getByRole('button', { name: /Exit full screen/ }).click();
  await expect(frame(page)).toHaveAttribute('data-size', 'tiny');
});

test('arriving at /play by an in-app link still gets a document that may run Ruffle', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/play');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/play$/);
  await expectLoaded(page);
});

test('the no-flash notice shows where WebAssembly is turned off, and only there', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    // As with WebAssembly disabled by policy or a hardening extension.
    delete (window as { WebAssembly?: unknown }).WebAssembly;
  });
  const page = await context.newPage();
  await page.goto('/play');
  await expect(page.getByTestId('no-flash-notice')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The game cannot run in this browser' })).toBeVisible();
  await expect(page.locator('ruffle-player')).toHaveCount(0);
  await expect(page.getByRole('radiogroup', { name: 'Window size' })).toHaveCount(0);
  await page.screenshot({ path: shotPath('play-no-flash-desktop') });
  await context.close();
});

test('on a phone the game fits the screen width', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/play');
  await expectLoaded(page);
  const box = (await frame(page).boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(Math.abs(box.width / box.height - 960 / 550)).toBeLessThan(0.02);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shotPath('play-mobile'), fullPage: true });
  await context.close();
});
