import { expect, test, type Page } from '@playwright/test';
import { loggedIn, shotPath } from './support';

// The store in the browser (docs/product-rules.md#pages-and-routes, docs/product-rules.md#states-and-transitions, docs/product-rules.md#http-contract): catalogue layouts, a purchase, a gift the recipient's
// profile shows, and the OUT OF STOCK package that can't be bought.

const packageCard = (page: Page, name: string) => page.locator('.package-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const fmt = (n: number) => n.toLocaleString('en-US');
const number = (text: string) => Number(text.replace(/[^\d-]/g, ''));

test('visitors see every layout, the OUT OF STOCK package dimmed and unbuyable, and a log-in prompt', async ({ browser }) => {
  for (const [viewport, name] of [
    [{ width: 1280, height: 900 }, 'desktop'],
    [{ width: 390, height: 844 }, 'mobile'],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/store');
    await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
    await expect(page.getByText('Log in to buy packages or gift them to another player.')).toBeVisible();
    for (const type of [1, 2, 3]) await expect(page.locator(`.package-card[data-type="${type}"]`).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Limited offers' }).getByTestId('stock-left').first()).toContainText(/Only \d+ left/);

    const soldOut = packageCard(page, "Founder's Relic");
    await expect(soldOut.getByTestId('out-of-stock')).toHaveText('OUT OF STOCK');
    const image = soldOut.locator('.package-image img');
    await expect(image).toHaveCSS('opacity', '0.35');
    await expect(soldOut.getByRole('button', { name: "Founder's Relic can't be bought" })).toBeDisabled();
    await expect(soldOut.getByRole('link')).toHaveCount(0);
    await expect(packageCard(page, 'Lucky Coin Pouch').getByRole('link', { name: 'Log in to buy' })).toBeVisible();
    await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
    await page.screenshot({ path: shotPath(`store-catalogue-${name}`), fullPage: true });
    await context.close();
  }
});

test('a player buys a package for themselves, then gifts another to a second player whose profile shows the reward', async ({ browser }) => {
  const buyer = await loggedIn(browser, 'demo');
  const page = buyer.page;

  // The recipient's profile before: no Frostval badge yet.
  await page.goto('/charid/2');
  await expect(page.getByTestId('rewards')).toBeVisible();
  await expect(page.getByTestId('rewards')).not.toContainText('Frostval 2025');

  // Buy for myself.
  await page.goto('/store');
  await packageCard(page, 'Lucky Coin Pouch').getByRole('link', { name: 'Buy Lucky Coin Pouch' }).click();
  await expect(page).toHaveURL(/\/store\/confirmation\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Lucky Coin Pouch', level: 1 })).toBeVisible();
  const before = number(await page.getByTestId('balance-before').innerText());
  await expect(page.getByTestId('balance-after')).toHaveText(`${fmt(before - 2_000)} Coins`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('group', { name: 'Confirm the purchase' })).toContainText('for yourself');
  await page.getByRole('button', { name: 'Confirm purchase' }).click();
  const done = page.getByTestId('purchase-done');
  await expect(done).toContainText('Purchase complete!');
  await expect(done).toContainText('500 Coins');
  await expect(done.getByTestId('balance-after-purchase')).toHaveText(fmt(before - 2_000 + 500));
  await expect(page.locator('nav.site-navbar')).toContainText(fmt(before - 2_000 + 500));

  // Gift the Frostval Winter Crate to demo2.
  await done.getByRole('link', { name: 'Back to the store' }).click();
  await packageCard(page, 'Frostval Winter Crate').getByRole('link', { name: 'Buy Frostval Winter Crate' }).click();
  await page.getByLabel('As a gift for another player').check();
  await expect(page.getByRole('button', { name: 'Continue to send the gift' })).toBeDisabled();
  await page.getByRole('button', { name: 'Choose a player' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose who receives the gift' });
  await picker.getByLabel('Search').fill('demo');
  await expect(picker.getByRole('row')).toHaveCount(4); // header + demo2, staffdemo, vipdemo: never the buyer
  await expect(picker.getByRole('button', { name: 'Send the gift to demo', exact: true })).toHaveCount(0);
  await page.screenshot({ path: shotPath(`store-confirmation-modal`) });
  await picker.getByRole('button', { name: 'Send the gift to demo2' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByTestId('chosen-recipient')).toHaveText('demo2');
  await page.getByRole('button', { name: 'Continue to send the gift' }).click();
  await expect(page.getByRole('group', { name: 'Confirm the purchase' })).toContainText('as a gift for demo2');
  await page.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(done).toContainText('Gift sent!');
  await expect(done).toContainText('You sent the Frostval Winter Crate to demo2 as a gift.');
  await expect(done).toContainText('Frostval 2025');
  await page.screenshot({ path: shotPath(`store-gift-done`), fullPage: true });
  await page.getByRole('button', { name: /switch to dark theme/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
  await page.screenshot({ path: shotPath(`store-gift-done-dark`) });

  // demo2's profile shows the badge and the gift on the timeline.
  await done.getByRole('link', { name: "See demo2's profile" }).click();
  await expect(page).toHaveURL(/\/charid\/2$/);
  await expect(page.getByTestId('badges')).toContainText('Frostval 2025');
  await buyer.context.close();
});

test('the OUT OF STOCK package cannot be bought from its confirmation page either', async ({ browser }) => {
  const buyer = await loggedIn(browser, 'demo2');
  await buyer.page.goto('/store');
  const href = await packageCard(buyer.page, 'Lucky Coin Pouch').getByRole('link').getAttribute('href');
  expect(href).toMatch(/\/store\/confirmation\/\d+$/);
  const list = await (await buyer.context.request.get('/api/store')).json();
  const soldOut = list.find((p: { Name: string }) => p.Name === "Founder's Relic");
  await buyer.page.goto(`/store/confirmation/${soldOut.id}`);
  await expect(buyer.page.getByText('this package is sold out')).toBeVisible();
  await expect(buyer.page.getByRole('button', { name: /Continue|Confirm/ })).toHaveCount(0);
  await buyer.context.close();
});
