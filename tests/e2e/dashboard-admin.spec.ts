import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { livePage, loggedIn, shotPath } from './support';

// The administrator dashboard: a moderator suspends a player found by email and the player reads the
// reason at login; an administrator refunds a purchase and the ledger and the stock show it; the
// staff record shows both. Every dashboard screen is photographed at phone and desktop width and
// checked with axe.

async function axeClean(page: Page) {
  await livePage(page);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a moderator finds a player by email and suspends them; the player reads the reason at login', async ({ browser }) => {
  const mod = await loggedIn(browser, 'moderator');
  const page = mod.page;
  await page.goto('/dashboard/players');
  await expect(page.getByRole('heading', { name: 'Dashboard · Players' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill('demo2@guildhall.local');
  await page.getByRole('link', { name: 'demo2', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard · demo2' })).toBeVisible();
  await page.getByLabel('Reason (the player reads it at login)').fill('Spamming the trade channel');
  await page.getByLabel('Until (empty: for good)').fill('2099-03-01');
  await page.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText('The player is suspended until 2099-03-02 00:00 UTC.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lift the suspension' })).toBeVisible();

  const player = await browser.newPage();
  await player.goto('/login');
  await player.getByLabel('Username or email').fill('demo2');
  await player.getByLabel('Password').fill('guildhall-demo');
  await player.getByRole('button', { name: 'Log in' }).click();
  await expect(player.getByText('Your account is suspended until 2 March 2099 at 00:00 UTC. Reason: Spamming the trade channel.')).toBeVisible();
  await player.screenshot({ path: shotPath('dashboard-suspended-login-desktop'), fullPage: true });
  await player.close();

  // Lifted again, so the other journeys find demo2 as they expect.
  await page.getByRole('button', { name: 'Lift the suspension' }).click();
  await expect(page.getByText('The suspension was lifted.')).toBeVisible();
  await mod.context.close();
});

test('an administrator refunds a purchase: the ledger and the stock show it, and the staff record shows both actions', async ({ browser }) => {
  const buyer = await loggedIn(browser, 'vipdemo');
  const boot = await (await buyer.context.request.get('/api/bootstrap')).json();
  const store: { id: number; Name: string; QuantityLeft: number | null; Cost: number; Currency: string }[] = await (
    await buyer.context.request.get('/api/store')
  ).json();
  const pkg = store.find((p) => p.QuantityLeft !== null && p.QuantityLeft > 0 && p.Currency === 'Coins')!;
  const bought = await buyer.context.request.post(`/api/store/buy/${pkg.id}`, { headers: { 'X-CSRF-Token': boot.csrfToken } });
  expect(bought.status()).toBe(200);
  const purchaseId: number = (await bought.json()).purchase.id;
  const stockAfterSale = pkg.QuantityLeft! - 1;
  await buyer.context.close();

  const admin = await loggedIn(browser, 'staffdemo');
  const page = admin.page;
  await page.goto(`/dashboard/players/${boot.userId}`);
  await expect(page.getByRole('heading', { name: 'Dashboard · vipdemo' })).toBeVisible();
  const purchasesCard = page.getByRole('region', { name: 'Purchases and gifts' });
  page.once('dialog', (d) => void d.accept());
  await purchasesCard
    .getByRole('row', { name: new RegExp(`#${purchaseId} `) })
    .getByRole('button', { name: 'Refund' })
    .click();
  await expect(page.getByText(new RegExp(`^The purchase was refunded: ${pkg.Cost.toLocaleString('en-US')} coins back`))).toBeVisible();
  await expect(purchasesCard.getByRole('row', { name: new RegExp(`#${purchaseId} `) }).getByText('Refunded', { exact: true })).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Coin ledger' });
  await expect(ledger.getByRole('row').filter({ hasText: `Purchase refunded #${purchaseId}` })).toContainText(`+${pkg.Cost.toLocaleString('en-US')}`);
  const now: { id: number; QuantityLeft: number | null }[] = await (await page.request.get('/api/store')).json();
  expect(now.find((p) => p.id === pkg.id)!.QuantityLeft).toBe(stockAfterSale + 1);

  await page.goto('/dashboard/audit');
  const record = page.getByRole('table', { name: 'Staff record' });
  await expect(record.getByText(new RegExp(`staffdemo refunded vipdemo's purchase #${purchaseId}`))).toBeVisible();
  await expect(record.getByText(/^moderator suspended demo2 until 2099-03-02T00:00:00.000Z: Spamming the trade channel/)).toBeVisible();
  await expect(record.getByText('moderator lifted the suspension of demo2.')).toBeVisible();
  await admin.context.close();
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`every dashboard screen at ${viewport.name} width is usable and passes axe`, async ({ browser }) => {
    const admin = await loggedIn(browser, 'staffdemo', viewport);
    const page = admin.page;
    for (const [name, url, heading] of [
      ['players', '/dashboard/players', 'Dashboard · Players'],
      ['player', '/dashboard/players/3', 'Dashboard · vipdemo'],
      ['audit', '/dashboard/audit', 'Dashboard · Staff record'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.locator('main table').first()).toBeVisible();
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      await page.screenshot({ path: shotPath(`dashboard-${name}-${viewport.name}`), fullPage: true });
      await axeClean(page);
    }

    // The staff accounts with their role badges: each badge is whole, inside its cell (photographed
    // without the community chat invitation over the table).
    await admin.context.addCookies([{ name: 'discord_prompt', value: 'hidden', url: page.url() }]);
    await page.goto('/dashboard/players');
    await page.getByLabel('Role', { exact: true }).selectOption('staff');
    const players = page.getByRole('table', { name: 'Players' });
    await expect(players.getByRole('link', { name: 'staffdemo' })).toBeVisible();
    const badges = players.locator('tbody .badge');
    await expect(badges.filter({ hasText: 'Administrator' }).first()).toBeVisible();
    const cut = await badges.evaluateAll((all) =>
      all.flatMap((badge) => {
        const box = badge.getBoundingClientRect();
        const cell = badge.closest('td')!.getBoundingClientRect();
        const whole = badge.scrollWidth <= badge.clientWidth && box.left >= cell.left && box.right <= cell.right;
        return whole ? [] : [`${badge.textContent}: ${Math.round(box.width)} px for ${badge.scrollWidth} px of text`];
      }),
    );
    expect(cut).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.screenshot({ path: shotPath(`dashboard-players-staff-${viewport.name}`), fullPage: true });
    await admin.context.close();
  });
}
