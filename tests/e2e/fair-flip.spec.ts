import { expect, test } from '@playwright/test';
import { loggedIn, shotPath } from './support';

// Provably fair flips: the joiner sees the commitment and chooses a seed, then verifies
// the finished flip on /bet/verify/:id, recomputed by the browser.

test('a player joins with a seed of their own and verifies the finished flip in the browser', async ({ browser }) => {
  const a = await loggedIn(browser, 'demo');
  const boot = await (await a.context.request.get('/api/bootstrap')).json();
  const created = await a.context.request.post('/api/bet/new', { form: { coins: 500 }, headers: { 'X-CSRF-Token': boot.csrfToken } });
  expect(created.status()).toBe(201);
  const { bet } = await created.json();
  expect(bet.ServerSeedHash).toMatch(/^[0-9a-f]{64}$/);

  const b = await loggedIn(browser, 'demo2', { width: 390, height: 844 });
  await b.page.goto('/bet');
  const row = b.page
    .locator('[data-table-id="bets-open"]')
    .getByRole('row')
    .filter({ hasText: '500' })
    .filter({ has: b.page.getByRole('link', { name: 'demo', exact: true }) });
  await row.first().getByRole('button', { name: 'Join' }).click();
  const modal = b.page.getByRole('dialog', { name: 'Join this bet' });
  await modal.getByText('Provably fair: how this flip is decided').click();
  await expect(modal.getByLabel('Server seed SHA-256')).toHaveText(bet.ServerSeedHash);
  await modal.getByLabel(/Your seed/).fill('my:seed');
  await expect(modal.getByRole('button', { name: 'Join and flip' })).toBeDisabled();
  await modal.getByLabel(/Your seed/).fill('phone-luck-7');
  await modal.screenshot({ path: shotPath('fair-join-modal-phone') });
  const [joinResponse] = await Promise.all([
    b.page.waitForResponse((r) => r.url().includes(`/api/bet/join/${bet.id}`) && r.request().method() === 'POST'),
    modal.getByRole('button', { name: 'Join and flip' }).click(),
  ]);
  const joined = (await joinResponse.json()).bet;
  expect(joined.ClientSeed).toBe('phone-luck-7');

  await modal.getByTestId('verify-link').click({ timeout: 15_000 });
  await expect(b.page).toHaveURL(new RegExp(`/bet/verify/${bet.id}$`));
  await expect(b.page.getByTestId('fair-proof')).toHaveAttribute('data-verdict', 'fair');
  await expect(b.page.getByLabel('Computed SHA-256')).toHaveText(bet.ServerSeedHash);
  await expect(b.page.getByLabel('Message')).toHaveText(`phone-luck-7:${bet.id}`);
  await b.page.screenshot({ path: shotPath('fair-verify-phone'), fullPage: true });

  // Anyone can verify it, logged in or not, from a shared link; the page unfurls with the outcome.
  const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await visitor.newPage();
  const html = await (await page.request.get(`/bet/verify/${bet.id}`)).text();
  expect(html).toContain(`Bet #${bet.id}: provably fair flip`);
  await page.goto(`/bet/verify/${bet.id}`);
  await expect(page.getByText('This flip was fair: every step below checks out.')).toBeVisible();
  await page.screenshot({ path: shotPath('fair-verify-desktop'), fullPage: true });

  await a.context.close();
  await b.context.close();
  await visitor.close();
});
