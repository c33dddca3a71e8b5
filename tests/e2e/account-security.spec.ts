import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO_PASSWORD, loggedIn } from './support';

// Account security and privacy: per-tab privacy seen from another browser, and the data
// export during the deletion countdown. vipdemo is used so the other journeys keep demo as they know it.

const VIP_ID = 3;

test('an inventory made private is hidden from a second browser, and shown again once public', async ({ browser }) => {
  const { context, page } = await loggedIn(browser, 'vipdemo');
  await page.goto('/account/security');
  const privacy = page.getByRole('region', { name: 'Privacy of your public profile' });
  await privacy.getByLabel('Inventory').selectOption('private');
  await privacy.getByRole('button', { name: 'Save privacy settings' }).click();
  await expect(privacy.getByRole('status')).toHaveText('Your privacy settings have been saved.');

  // A visitor in another browser context.
  const visitor = await browser.newContext();
  const other = await visitor.newPage();
  await other.goto(`/charid/${VIP_ID}`);
  await expect(other.getByText('vipdemo keeps their inventory private.')).toBeVisible();
  await other.getByRole('tab', { name: 'Bank' }).click();
  await expect(other.locator('.tab-pane.active')).not.toContainText('keeps their');
  // The API refuses it too, whatever the page does.
  expect((await visitor.request.get(`/api/user/inventory/default/${VIP_ID}/none`)).status()).toBe(403);

  await privacy.getByLabel('Inventory').selectOption('public');
  await privacy.getByRole('button', { name: 'Save privacy settings' }).click();
  await expect(privacy.getByRole('status')).toBeVisible();
  await other.reload();
  await expect(other.getByText('vipdemo keeps their inventory private.')).toHaveCount(0);
  await visitor.close();
  await context.close();
});

test('the data export downloads during the deletion countdown', async ({ browser }) => {
  const { context, page } = await loggedIn(browser, 'vipdemo');
  // Opening the deletion screen starts the countdown on the server.
  await page.goto('/account/delete');
  await expect(page.getByRole('link', { name: 'Download your data' })).toBeVisible();
  await page.getByRole('link', { name: 'Download your data' }).click();
  await expect(page).toHaveURL(/\/account\/export$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^guildhall-account-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await file.path(), 'utf8'));
  expect(data.format).toBe('guildhall-account-export/1');
  expect(data.profile).toMatchObject({ id: VIP_ID, Username: 'vipdemo' });
  expect(data.profile.DeleteStartedAt).not.toBeNull();
  expect(Array.isArray(data.inventory) && Array.isArray(data.ledger) && Array.isArray(data.sessions)).toBe(true);
  await expect(page.getByRole('status')).toHaveText('Your data has been downloaded.');
  await context.close();
});

/** Logs out through the navbar menu, as a player does. */
async function logOut(page: Page) {
  await page
    .getByRole('navigation')
    .getByRole('button', { name: /vipdemo/ })
    .click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Log in' })).toBeVisible();
}

async function passwordStep(page: Page) {
  await page.goto('/login?back=/account/security');
  await page.getByLabel('Username or email').fill('vipdemo');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Your password was right.')).toBeVisible();
}

test('two-factor sign-in: turn it on from the QR setup, then log in with a code and with a backup code', async ({ browser }) => {
  const { context, page } = await loggedIn(browser, 'vipdemo');
  let backupCodes: string[] = [];
  try {
    await page.goto('/account/security');
    const card = page.getByRole('region', { name: 'Two-factor sign-in' });
    // Setting it up needs the password, not only the session.
    await card.getByLabel('Password').fill(DEMO_PASSWORD);
    await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    // Read the secret from the page and compute the code as an authenticator app does.
    const secret = (await card.getByTestId('two-factor-secret').textContent())!.trim();
    await card.getByLabel('Code from the app').fill(await generate({ secret }));
    await card.getByRole('button', { name: 'Turn on' }).click();
    const codes = card.getByTestId('backup-codes').getByRole('listitem');
    await expect(codes).toHaveCount(10);
    backupCodes = (await codes.allTextContents()).map((c) => c.trim());
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await expect(card).toContainText('Backup codes left: 10');

    // Log out, log in: the password, then the next code of the app (the current one was taken).
    await logOut(page);
    await passwordStep(page);
    await page.getByRole('textbox', { name: 'Code' }).fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(page).toHaveURL(/\/account\/security$/);
    await expect(page.getByRole('navigation').getByRole('button', { name: /vipdemo/ })).toBeVisible();

    // Log out, log in with a backup code.
    await logOut(page);
    await passwordStep(page);
    await page.getByRole('textbox', { name: 'Code' }).fill(backupCodes[0]);
    await page.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(page).toHaveURL(/\/account\/security$/);
    await expect(page.getByRole('region', { name: 'Two-factor sign-in' })).toContainText('Backup codes left: 9');
  } finally {
    // The other journeys log in as vipdemo with the password alone: turn it off again.
    if (backupCodes.length) {
      const csrf = async () => ({ 'X-CSRF-Token': (await (await context.request.get('/api/bootstrap')).json()).csrfToken });
      const disable = async () =>
        context.request.post('/api/user/account/two-factor/disable', { form: { password: DEMO_PASSWORD, code: backupCodes[9] }, headers: await csrf() });
      let off = await disable();
      if (off.status() === 401) {
        // The journey stopped while logged out: sign in with a backup code first.
        await context.request.post('/api/user/login', { form: { username: 'vipdemo', password: DEMO_PASSWORD }, headers: await csrf() });
        await context.request.post('/api/user/login/two-factor', { form: { code: backupCodes[8] }, headers: await csrf() });
        off = await disable();
      }
      expect(off.status()).toBe(200);
    }
    await context.close();
  }
});
