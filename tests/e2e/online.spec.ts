import { expect, test } from '@playwright/test';
import { shotPath } from './support';

// Who's online: a game server reports its players; the navbar, the home page, /online and
// the profile follow.

const KEY = process.env.GAME_SERVER_KEY ?? 'e2e-game-server-key-0123456789';

test('a game server reports its players and the site shows them online, per server', async ({ page, request }) => {
  const res = await request.post('/api/game/online', { data: { server: 'Nightfall', players: [1, 2, 3] }, headers: { 'X-Game-Server-Key': KEY } });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ server: 'Nightfall', online: 3 });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Nightfall' })).toBeVisible();
  await page.getByRole('link', { name: 'Nightfall' }).click();
  await expect(page).toHaveURL(/\/online\?server=Nightfall$/);
  const table = page.getByRole('table', { name: 'Players online on Nightfall' });
  await expect(table.getByRole('link', { name: 'demo', exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);
  await page.screenshot({ path: shotPath('online-phone'), fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator('nav.site-navbar .online-badge')).toContainText('online');
  await page.screenshot({ path: shotPath('online-desktop'), fullPage: true });

  // The profile says where demo plays; once the server stops listing demo, demo is offline.
  await page.goto('/charid/1');
  await expect(page.getByText('Online on Nightfall')).toBeVisible();
  await request.post('/api/game/online', { data: { server: 'Nightfall', players: [2, 3] }, headers: { 'X-Game-Server-Key': KEY } });
  await page.reload();
  await expect(page.locator('main')).not.toContainText('Online on Nightfall');
  await expect(page.locator('main')).toContainText('Offline');
});
