import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

// In the browser: a hostile `back` never takes a player off the site after a
// real login through the form.

for (const back of ['/.//evil.example/steal', '/x/..//evil.example', '/%2e%2e//evil.example', '/\\evil.example']) {
  test(`logging in with back=${back} stays on the site`, async ({ page, baseURL }) => {
    await page.goto(`/login?back=${encodeURIComponent(back)}`);
    await page.getByLabel('Username or email').fill('demo');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    expect(new URL(page.url()).pathname).toBe('/account');
  });
}
