import { expect, test, type Page } from '@playwright/test';
import { loggedIn, shotPath } from './support';

// Coin-flip bets in the browser (docs/product-rules.md#states-and-transitions, docs/product-rules.md#validation-and-field-messages, docs/product-rules.md#http-contract, docs/product-rules.md#error-messages, docs/product-rules.md#constants-and-limits): two players in two browser contexts.

const coinsOf = async (page: Page) => Number((await page.getByTestId('bet-balance').innerText()).replace(/,/g, ''));
const fmt = (n: number) => n.toLocaleString('en-US');

test('one player creates a bet, another joins and sees the coin land on the right face; the bet leaves the open table', async ({ browser }) => {
  const a = await loggedIn(browser, 'demo');
  const b = await loggedIn(browser, 'demo2');
  // A's clock is ours to move, so "within one refresh" (60 s) needs no waiting.
  await a.page.clock.install();

  await a.page.goto('/bet');
  await expect(a.page.getByRole('heading', { name: 'Coin flip bets' })).toBeVisible();
  await expect(a.page.getByTestId('bet-tax-label')).toHaveText('10% tax');
  const startA = await coinsOf(a.page);

  const coins = a.page.getByLabel('Coins', { exact: true });
  await coins.fill('1000');
  await expect(a.page.getByTestId('bet-coin-hint')).toHaveText('1,000 Coins + 100 Coins tax');
  await coins.fill('12.5');
  await expect(a.page.getByTestId('bet-coin-hint')).not.toContainText('Coins tax');
  await coins.fill('1000');
  // The success alert dismisses itself after 1.5 s (docs/product-rules.md#constants-and-limits): the answer and the balance are the durable proof.
  const [created] = await Promise.all([
    a.page.waitForResponse((r) => r.url().endsWith('/api/bet/new')),
    a.page.getByRole('button', { name: 'Place bet' }).click(),
  ]);
  expect((await created.json()).message).toBe('Your bet of 1,000 Coins is open. Good luck!');
  await expect(a.page.getByTestId('bet-balance')).toHaveText(fmt(startA - 1_100));
  await expect(a.page.locator('nav.site-navbar')).toContainText(fmt(startA - 1_100));
  const openTable = a.page.locator('[data-table-id="bets-open"]');
  const myRow = openTable
    .getByRole('row')
    .filter({ hasText: 'demo' })
    .filter({ has: a.page.getByRole('button', { name: 'Cancel' }) });
  await expect(myRow).toHaveCount(1);
  await a.page.screenshot({ path: shotPath(`bets-page-desktop`), fullPage: true });

  // B joins A's bet.
  await b.page.goto('/bet');
  const startB = await coinsOf(b.page);
  const row = b.page
    .locator('[data-table-id="bets-open"]')
    .getByRole('row')
    .filter({ has: b.page.getByRole('link', { name: 'demo', exact: true }) });
  await row.getByRole('button', { name: 'Join' }).click();
  const modal = b.page.getByRole('dialog', { name: 'Join this bet' });
  await expect(modal).toContainText('Joining puts in 1,000 Coins');
  const [joinResponse] = await Promise.all([
    b.page.waitForResponse((r) => r.url().includes('/api/bet/join/') && r.request().method() === 'POST'),
    modal.getByRole('button', { name: 'Join and flip' }).click(),
  ]);
  expect(joinResponse.status()).toBe(200);
  const joined = await joinResponse.json();
  const face = joined.bet.Side ? 'tails' : 'heads';

  const coin = modal.locator('.coin');
  await expect(coin).toHaveAttribute('data-phase', 'waiting');
  await expect(coin).toHaveAttribute('data-phase', 'flipping', { timeout: 5_000 });
  // The answer already knows the winner: the balance must not tell before the coin lands.
  await expect(b.page.getByTestId('bet-balance')).toHaveText(fmt(startB));
  await expect(b.page.locator('nav.site-navbar')).toContainText(fmt(startB));
  await expect(coin).toHaveAttribute('data-phase', 'flipping');
  await b.page.screenshot({ path: shotPath(`bets-mid-flip-desktop`) });
  await expect(coin).toHaveAttribute('data-face', face, { timeout: 10_000 });
  await expect(modal.getByRole('status').filter({ hasText: joined.bet.Side ? 'You won 2,000 Coins!' : 'You lost 1,000 Coins.' })).toBeVisible();
  await expect(b.page.getByTestId('bet-balance')).toHaveText(fmt(startB + (joined.bet.Side ? 1_000 : -1_000)));
  await modal.screenshot({ path: shotPath(`bets-flip-end`) });
  await modal.getByRole('button', { name: 'Done' }).click();

  // A's table refreshes on its own within 60 s: the bet leaves, the balance catches up.
  await a.page.clock.fastForward(61_000);
  await expect(myRow).toHaveCount(0);
  await expect(a.page.getByTestId('bet-balance')).toHaveText(fmt(startA - 1_100 + (joined.bet.Side ? 0 : 2_000)));

  // A watches the flip from the latest flips.
  const flipRow = a.page
    .locator('[data-table-id="bets-joined"]')
    .getByRole('row')
    .filter({ has: a.page.getByRole('link', { name: 'demo2', exact: true }) })
    .first();
  await flipRow.getByRole('button', { name: 'Watch' }).click();
  const watch = a.page.getByRole('dialog', { name: 'Watch the flip' });
  await a.page.clock.runFor(2_100);
  await expect(watch.locator('.coin')).toHaveAttribute('data-face', face, { timeout: 10_000 });

  await a.context.close();
  await b.context.close();
});

test('cancelling warns with the 70 % refund rounded down and returns exactly that', async ({ browser }) => {
  const a = await loggedIn(browser, 'vipdemo');
  await a.page.goto('/bet');
  const start = await coinsOf(a.page);
  await a.page.getByLabel('Coins', { exact: true }).fill('1555');
  await expect(a.page.getByTestId('bet-coin-hint')).toHaveText('1,555 Coins + 156 Coins tax');
  await a.page.getByRole('button', { name: 'Place bet' }).click();
  await expect(a.page.getByTestId('bet-balance')).toHaveText(fmt(start - 1_555 - 156));

  const row = a.page
    .locator('[data-table-id="bets-open"]')
    .getByRole('row')
    .filter({ has: a.page.getByRole('button', { name: 'Cancel' }) });
  await row.getByRole('button', { name: 'Cancel' }).click();
  const modal = a.page.getByRole('dialog', { name: 'Cancel this bet' });
  await expect(modal.getByTestId('cancel-warning')).toHaveText(
    'Upon cancellation, you will forfeit 30% of your bet. You will receive 1,088 Coins, which is 70% of your original bet of 1,555 Coins.',
  );
  await modal.screenshot({ path: shotPath(`bets-cancel-modal`) });
  const [cancelled] = await Promise.all([
    a.page.waitForResponse((r) => r.url().includes('/api/bet/cancel/')),
    modal.getByRole('button', { name: 'Cancel bet' }).click(),
  ]);
  expect(await cancelled.json()).toMatchObject({ message: 'Your bet was cancelled and 1,088 Coins were returned to you.', refund: 1_088 });
  await expect(modal).toBeHidden();
  await expect(a.page.getByTestId('bet-balance')).toHaveText(fmt(start - 1_555 - 156 + 1_088));
  await expect(row).toHaveCount(0);
  await a.context.close();
});

test('visitors see the open bets and a prompt to log in; on a phone the page stacks', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/bet');
  await expect(page.getByText('Log in to place, join and cancel bets.')).toBeVisible();
  await expect(
    page
      .locator('[data-table-id="bets-open"]')
      .getByRole('link', { name: /^Log in to join the bet of/ })
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: shotPath(`bets-page-mobile`), fullPage: true });
  // Dark mode keeps the page readable (Bootstrap colour modes, no hard-coded white).
  await page.getByRole('button', { name: /toggle navigation/i }).click();
  await page.getByRole('button', { name: /switch to dark theme/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await page.screenshot({ path: shotPath(`bets-page-mobile-dark`) });
  await context.close();
});
