import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { passHumanCheck, shotPath, livePage } from './support';
import { latestMailTo } from './account-outbox';

// On the built site: a new account's address is verified by the link mailed to it;
// a new address is confirmed by the link mailed there (the old one gets a notice) before it is used.

const stamp = Date.now().toString(36);
const player = { username: `verify_${stamp}`, email: `verify_${stamp}@example.test`, newEmail: `moved_${stamp}@example.test`, password: 'first password 1' };

/** No accessibility violation found by axe. */
async function accessible(page: Page) {
  await livePage(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The page at 1280 and on a 390-pixel phone, checked by axe at both widths. */
async function shots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await accessible(page);
  await page.screenshot({ path: shotPath(`${name}-desktop`), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await accessible(page);
  await page.screenshot({ path: shotPath(`${name}-phone`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The link of the newest mail to `to` with this subject, as a path of the site. */
async function mailedLink(to: string, subject: string): Promise<string> {
  let mail: string | undefined;
  await expect.poll(() => ((mail = latestMailTo(to)) ?? '').includes(`Subject: ${subject}`), { timeout: 10_000 }).toBe(true);
  const link = /https?:\/\/[^/\s]+(\/account\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail!);
  expect(link).not.toBeNull();
  return link![1];
}

test('register, verify the address with the mailed link, then change it and confirm the new one', async ({ page, context, baseURL }) => {
  // The community chat invitation was dismissed before: it covers no part of the page.
  await context.addCookies([{ name: 'discord_prompt', value: 'hidden', url: baseURL! }]);
  await page.goto('/register');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Confirm password').fill(player.password);
  await page.getByLabel('Country').selectOption('FR');
  await passHumanCheck(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/account\?welcome$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Set up my account' }).click();

  // The account works at once; its address shows unverified.
  const form = page.getByRole('form', { name: 'Account details' });
  await expect(form.getByText('Unverified', { exact: true })).toBeVisible();
  await shots(page, 'account-unverified');

  // The link of the verification mail.
  await page.goto(await mailedLink(player.email, 'Verify your Guildhall email address'));
  await expect(page.getByRole('heading', { name: 'Email address verified' })).toBeVisible();
  await expect(page.getByText(`Your email address ${player.email} is verified.`)).toBeVisible();
  await shots(page, 'verify-email');
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(form.getByText('Verified', { exact: true })).toBeVisible();
  await expect(form.getByText('Unverified', { exact: true })).toBeHidden();

  // A new address: pending until its link is opened; the old address gets a notice.
  await form.getByLabel('Email').fill(player.newEmail);
  await form.getByLabel('Current password').fill(player.password);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`We have sent a confirmation link to ${player.newEmail}.`, { exact: false })).toBeVisible();
  await expect(form.getByText(/Waiting for confirmation of/)).toContainText(player.newEmail);
  await expect(form.getByLabel('Email')).toHaveValue(player.email);
  await expect.poll(() => latestMailTo(player.email) ?? '', { timeout: 10_000 }).toContain('Subject: Your Guildhall email address is changing');

  await page.goto(await mailedLink(player.newEmail, 'Confirm your new Guildhall email address'));
  await expect(page.getByRole('heading', { name: 'Email address changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await expect(form.getByLabel('Email')).toHaveValue(player.newEmail);
  await expect(form.getByText('Verified', { exact: true })).toBeVisible();
  await expect(form.getByText(/Waiting for confirmation of/)).toBeHidden();

  // The same link a second time changes nothing and says so.
  await page.goBack();
  await page.reload();
  await expect(page.getByText('This email link is invalid, expired or already used. Please ask for a new one.')).toBeVisible();
});
