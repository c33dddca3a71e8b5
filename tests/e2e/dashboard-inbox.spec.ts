import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { livePage, loggedIn, shotPath } from './support';

// The contact inbox: a moderator opens a new message, an empty answer is refused in a toast, the
// answer is sent and stays in the thread, the message is closed. Both inbox screens are photographed
// at phone and desktop width and checked with axe.

async function axeClean(page: Page) {
  await livePage(page);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a moderator answers a contact message by mail and closes it', async ({ browser }) => {
  const mod = await loggedIn(browser, 'moderator');
  const page = mod.page;
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard · Inbox' })).toBeVisible();
  await page.getByRole('link', { name: 'Bet was never settled' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard · Bet was never settled' })).toBeVisible();
  await expect(page.getByText('I joined a bet yesterday')).toBeVisible();

  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText('The text field must be between 1 and 5,000 characters.')).toBeVisible();

  await page.getByLabel('To tobin@example.test, subject “Re: Bet was never settled”').fill('We voided the bet: both stakes are back.');
  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText('The answer was sent.')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Answer by moderator' })).toContainText('We voided the bet: both stakes are back.');
  await expect(page.getByText('Answered', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Close the message' }).click();
  await expect(page.getByText('The message was closed.')).toBeVisible();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await page.screenshot({ path: shotPath('dashboard-message-answered-desktop'), fullPage: true });
  await mod.context.close();
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`the inbox screens at ${viewport.name} width are usable and pass axe`, async ({ browser }) => {
    const mod = await loggedIn(browser, 'moderator', viewport);
    const page = mod.page;
    for (const [name, url, heading] of [
      ['inbox', '/dashboard/inbox', 'Dashboard · Inbox'],
      ['message', '/dashboard/inbox/1', 'Dashboard · Lost my sword after the raid'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
      await page.screenshot({ path: shotPath(`dashboard-${name}-${viewport.name}`), fullPage: true });
      await axeClean(page);
    }
    await mod.context.close();
  });
}
