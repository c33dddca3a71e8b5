import { expect, test } from '@playwright/test';
import { loggedIn, shotPath } from './support';

// Two tabs of one browser. Logging out in one updates the other at once: its
// navbar drops the player and the account page says the login is gone and offers it.

for (const width of [390, 1280]) {
  test(`a logout in another tab updates this tab at once (${width} px)`, async ({ browser }) => {
    const { context, page: first } = await loggedIn(browser, 'demo', { width, height: 844 });
    await first.goto('/account');
    await expect(first.getByRole('heading', { name: 'Account details' })).toBeVisible();
    const navbar = first.locator('nav.site-navbar');
    await expect(navbar).toContainText('demo');

    const second = await context.newPage();
    await second.goto('/logout');
    await expect(second).toHaveURL(/\/$/);

    await expect(first.getByTestId('logged-out-notice')).toContainText('You are no longer logged in', { timeout: 10_000 });
    await expect(first.getByRole('heading', { name: 'Account details' })).toHaveCount(0);
    if (width >= 992) await expect(navbar.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(navbar).not.toContainText('demo');
    await first.screenshot({ path: shotPath(`session-tabs-logged-out-${width}`) });

    // Logging in again from the notice works with the fresh session.
    await first.getByTestId('logged-out-notice').getByRole('link', { name: 'Log in' }).click();
    // (The login page keeps `back` and removes the query from the address bar, docs/product-rules.md#pages-and-routes.)
    await expect(first).toHaveURL(/\/login$/);
    await expect(first.getByRole('button', { name: 'Log in' })).toBeVisible();
    await context.close();
  });
}
