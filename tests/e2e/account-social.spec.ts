import { expect, test } from '@playwright/test';

// The avatar source chooser's social login in the browser, against the local OAuth server the e2e
// server starts (oauth2-mock-server, configured as the Google provider): link, then log in with it.

test('link Google as the avatar source, then log in with it', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill('demo');
  await page.getByLabel('Password').fill('guildhall-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);

  const chooser = page.getByLabel('Avatar source');
  await expect(chooser.locator('option')).toHaveText(['Default picture', 'Google picture']);
  await chooser.selectOption('google');
  // A new link is a new way to sign in: it needs the password.
  await page.getByLabel('Your password').fill('guildhall-demo');
  await page.getByRole('button', { name: 'Use this picture' }).click();

  // Out to the provider and back: the flag becomes a message and leaves the address bar.
  await expect(page.getByText('Your social account is linked: its picture is now your avatar.')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Using your Google picture')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Avatar of demo' })).toHaveAttribute('src', /\/api\/image\/avatar\/player\/picture\/1\//);
  await expect(page.getByLabel('Avatar source').locator('option')).toHaveText(['Default picture', 'Google picture (linked)']);

  // Back to the default picture.
  await page.getByRole('button', { name: 'Use this picture' }).click();
  await expect(page.getByText('Your avatar is now the default picture.')).toBeVisible();
  await expect(page.getByText('Using the default picture')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Avatar of demo' })).toHaveAttribute('src', /\/api\/image\/avatar\/player\/head\/1\//);

  // Logged out, the linked provider logs the player in.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Log in with Google' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('navigation').getByRole('button', { name: /^demo\b/ })).toBeVisible();
});
