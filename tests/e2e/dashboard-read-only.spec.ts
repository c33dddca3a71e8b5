import { expect, test } from '@playwright/test';
import { loggedIn, shotPath } from './support';

// The administrator's read-only switch on the dashboard: on, the page shows the maintenance banner at
// once; off, the banner goes. A moderator does not see the switch.

test('an administrator switches the site read-only and back from the dashboard', async ({ browser }) => {
  const mod = await loggedIn(browser, 'moderator');
  await mod.page.goto('/dashboard');
  await expect(mod.page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(mod.page.getByRole('heading', { name: 'Read-only mode' })).toHaveCount(0);
  await mod.context.close();

  const admin = await loggedIn(browser, 'staffdemo');
  const page = admin.page;
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Turn read-only mode on' }).click();
  await expect(page.getByText('The site is read-only now.')).toBeVisible();
  await expect(page.getByTestId('read-only-banner')).toBeVisible();
  await page.screenshot({ path: shotPath('dashboard-read-only-on-desktop'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath('dashboard-read-only-on-phone'), fullPage: true });

  await page.getByRole('button', { name: 'Turn read-only mode off' }).click();
  await expect(page.getByText('The site accepts changes again.')).toBeVisible();
  await expect(page.getByTestId('read-only-banner')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Turn read-only mode on' })).toBeVisible();
  await admin.context.close();
});
