import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { loggedIn } from './support';

// Account security and privacy (issue 18): per-tab privacy seen from another browser, and the data
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
  const data = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(data.format).toBe('guildhall-account-export/1');
  expect(data.profile).toMatchObject({ id: VIP_ID, Username: 'vipdemo' });
  expect(data.profile.DeleteStartedAt).not.toBeNull();
  expect(Array.isArray(data.inventory) && Array.isArray(data.ledger) && Array.isArray(data.sessions)).toBe(true);
  await expect(page.getByRole('status')).toHaveText('Your data has been downloaded.');
  await context.close();
});
