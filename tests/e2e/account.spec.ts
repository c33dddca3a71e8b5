import { expect, test } from '@playwright/test';
import { passHumanCheck, shotPath } from './support';
import sharp from 'sharp';
import { latestMailTo } from './account-outbox';

// The whole account journey on the built site: register → welcome → edit → avatar
// upload (progress bar) → log out → recover through the outbox mail → log in with a back page →
// delete after the countdown (the e2e server sets DELETE_WAIT_SECONDS=3; the default stays 300).

const stamp = Date.now().toString(36);
const player = { username: `journey_${stamp}`, email: `journey_${stamp}@example.test`, password: 'first password 1', newPassword: 'second password 2' };

test.describe.configure({ mode: 'serial' });

test('register, see the welcome modal, edit the account and upload an avatar', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Confirm password').fill(player.password);
  await page.getByLabel('Country').selectOption('FR');
  await passHumanCheck(page);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/account\?welcome$/);
  const welcome = page.getByRole('dialog', { name: `Welcome to Guildhall, ${player.username}!` });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Set up my account' }).click();
  await expect(welcome).toBeHidden();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('navigation').getByText(player.username)).toBeVisible();

  // Recovery mails go only to a verified address; the mailed link verifies it.
  let mail: string | undefined;
  await expect.poll(() => (mail = latestMailTo(player.email)), { timeout: 10_000 }).toBeTruthy();
  const verify = /https?:\/\/[^/\s]+(\/account\/verify-email\?token=[A-Za-z0-9_-]+)/.exec(mail!);
  expect(verify).not.toBeNull();
  await page.goto(verify![1]);
  await expect(page.getByRole('heading', { name: 'Email address verified' })).toBeVisible();
  await page.goto('/account');

  // Edit: the answer's notices show as alerts.
  await page.getByLabel('Country').selectOption('CA');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your account details have been saved.')).toBeVisible();

  // Avatar upload with its progress bar.
  const avatar = page.getByRole('img', { name: `Avatar of ${player.username}` });
  const before = await avatar.getAttribute('src');
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#8e44ad' } })
    .png()
    .toBuffer();
  await page.getByLabel('New avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Save changes' }).click();
  const progress = page.getByRole('progressbar', { name: 'Avatar upload progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('Your new avatar has been uploaded.')).toBeVisible();
  await expect(avatar).not.toHaveAttribute('src', before!);
  await expect(page.getByText('Using your uploaded picture')).toBeVisible();
  const image = await page.request.get((await avatar.getAttribute('src'))!);
  expect(image.status()).toBe(200);

  // A second upload after a full one: the bar is drawn at the figure it reads from its first frame
  // (each change of its text is recorded with the width drawn at that moment).
  await page.evaluate(() => {
    const seen: [string, number][] = [];
    (window as unknown as { barFrames: typeof seen }).barFrames = seen;
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('.progress-bar');
      const track = bar?.parentElement;
      if (!bar || !track) return;
      const text = bar.textContent ?? '';
      if (seen.at(-1)?.[0] !== text) seen.push([text, Math.round((parseFloat(getComputedStyle(bar).width) / track.clientWidth) * 100)]);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByLabel('New avatar').setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your new avatar has been uploaded.')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  const frames = await page.evaluate(() => (window as unknown as { barFrames: [string, number][] }).barFrames);
  expect(frames.length).toBeGreaterThan(0);
  for (const [text, width] of frames) expect(width, `drawn while reading "${text}"`).toBe(text === 'Uploaded' ? 100 : parseInt(text, 10));

  // A picture over the limit is refused as it is chosen, the limit named, and no longer selected.
  const saves: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/user/account/save') && saves.push(r.url()));
  const input = page.getByLabel('New avatar');
  // The saved account is read again after the upload, and the form takes it up afresh: a file chosen in
  // that moment lands in the form being replaced, so the choice is made again until the refusal shows.
  await expect(async () => {
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]) });
    await expect(page.getByTestId('refused-avatar-file')).toHaveText('The file huge.png was refused and is no longer selected:', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText(/^This picture is 6(\.\d)? MB, over the limit of 5 MB\.$/)).toBeVisible();
  await expect(input).toHaveJSProperty('value', '');
  await page.screenshot({ path: shotPath('account-avatar-too-large-desktop') });
  // The next save goes without it.
  await page.getByLabel('Country').selectOption('FR');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your account details have been saved.')).toBeVisible();
  expect(saves).toHaveLength(1);
  await page.screenshot({ path: shotPath('account-page-desktop'), fullPage: true });
});

test('log out, recover the password through the mailed link, log in with a back page', async ({ page }) => {
  // Log in (a fresh browser context) and log out through the navbar.
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(player.username);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page
    .getByRole('navigation')
    .getByRole('button', { name: new RegExp(player.username) })
    .click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Log in' })).toBeVisible();

  // Recovery: the answer plus the spam-folder sentence.
  await page.goto('/recovery');
  await page.getByLabel('Email').fill(player.email);
  await passHumanCheck(page);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(
    page.getByText(/we have sent it a link to choose a new password\. Check your spam folder if you don't receive it within the next minute or two\./),
  ).toBeVisible();

  let mail: string | undefined;
  // The verification mail came first: wait for the reset link.
  await expect.poll(() => (mail = latestMailTo(player.email)) ?? '', { timeout: 10_000 }).toContain('/recovery/reset/');
  const link = /https?:\/\/[^\s]+\/recovery\/reset\/([A-Za-z0-9_-]+)/.exec(mail!);
  expect(link).not.toBeNull();
  await page.goto(`/recovery/reset/${link![1]}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(player.newPassword);
  await page.getByLabel('Confirm new password').fill(player.newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. Log in with the new one.')).toBeVisible();

  // The old password no longer works.
  await page.getByLabel('Username or email').fill(player.username);
  await page.getByLabel('Password').fill(player.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();

  // back names a page: it is where the player lands, and the query leaves the address bar.
  await page.goto('/login?back=%2Franking%2Fplayer');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username or email').fill(player.email);
  await page.getByLabel('Password').fill(player.newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/ranking\/player$/);
  await expect(page.getByRole('navigation').getByText(player.username)).toBeVisible();
});

test('delete the account after the countdown', async ({ page }) => {
  await page.goto('/login?back=/account/delete');
  await page.getByLabel('Username or email').fill(player.username);
  await page.getByLabel('Password').fill(player.newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account\/delete$/);

  const submit = page.getByRole('button', { name: /^Delete my account/ });
  await expect(submit).toBeDisabled();
  await expect(page.getByText(/the button unlocks in/)).toBeVisible();
  await page.screenshot({ path: shotPath('account-delete-desktop'), fullPage: true });
  await expect(submit).toBeEnabled({ timeout: 10_000 });
  await expect(submit).toHaveText('Delete my account');

  await page.getByLabel('Password').fill(player.newPassword);
  await passHumanCheck(page);
  // The page leaves right after success: record what the form showed meanwhile, from inside the page.
  const seen: string[] = [];
  await page.exposeFunction('reportDeleteForm', (state: string) => seen.push(state));
  await page.evaluate(() => {
    const report = () => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Redirecting…'));
      const check = document.querySelector('altcha-widget');
      if (button)
        (window as unknown as { reportDeleteForm(s: string): void }).reportDeleteForm(`redirecting, ${check ? 'challenge shown' : 'challenge removed'}`);
    };
    new MutationObserver(report).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // Hold the next page back a moment, as a slow network would, so the redirecting state is on screen.
  await page.route('**/login?delete', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await submit.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  expect(seen).toContain('redirecting, challenge removed');
  expect(seen).not.toContain('redirecting, challenge shown');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Log in' })).toBeVisible();

  // Gone for good: the name and password no longer log in.
  await page.getByLabel('Username or email').fill(player.username);
  await page.getByLabel('Password').fill(player.newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
});
