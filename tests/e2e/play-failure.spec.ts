import { expect, test } from '@playwright/test';

// With the real Ruffle, a game file that cannot be fetched makes Ruffle show its
// error screen; the page replaces its loading overlay with a clear message and a working retry.

test('a game that fails to load shows a message with Try again, and the retry plays it', async ({ page }) => {
  let refuse = true;
  await page.route('**/api/game/files?path=*', (route) => (refuse ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.continue()));
  await page.goto('/play');
  const frame = page.getByTestId('game-frame');
  await expect(frame).toHaveAttribute('data-ruffle-state', 'failed', { timeout: 45_000 });
  await expect(page.getByTestId('game-failed')).toContainText('The game could not be loaded.');
  await expect(page.getByText('Loading the game…')).toHaveCount(0);
  await expect(page.locator('ruffle-player')).toBeHidden();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeInViewport();
    await page.screenshot({ path: `${process.env.SHOTS_DIR ?? 'test-results/shots'}/play-failed-${width}.png` });
  }

  refuse = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(frame).toHaveAttribute('data-ruffle-state', 'loaded', { timeout: 45_000 });
  await expect(page.getByTestId('game-failed')).toHaveCount(0);
});
