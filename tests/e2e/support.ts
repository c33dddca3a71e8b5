import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

// Shared steps of the browser tests.

export const DEMO_PASSWORD = 'guildhall-demo';

/** A new browser context logged in as a demo account through the real login call, as the login form does. */
export async function loggedIn(browser: Browser, username: string, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const boot = await (await context.request.get('/api/bootstrap')).json();
  const res = await context.request.post('/api/user/login', {
    form: { username, password: DEMO_PASSWORD },
    headers: { 'X-CSRF-Token': boot.csrfToken },
  });
  expect(res.status(), `login ${username}`).toBe(200);
  return { context, page: await context.newPage() };
}

/** Where review screenshots go: SHOTS_DIR, else test-results/shots (never committed). */
export function shotPath(name: string): string {
  const dir = process.env.SHOTS_DIR ?? path.join('test-results', 'shots');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, name.endsWith('.png') ? name : `${name}.png`);
}

/**
 * Passes the ALTCHA human check as a player does. The widget starts solving when the form gets
 * focus; a click while it solves changes nothing (under load that click used to fail the test), so
 * click only while it waits for the player, until it says Verified.
 */
export async function passHumanCheck(page: Page) {
  const group = page.getByRole('group', { name: 'Human check' });
  const box = group.getByRole('checkbox');
  await expect(box).toBeVisible();
  await expect(async () => {
    if (!(await box.isChecked())) await box.click();
    await expect(group.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * A server-painted page is checked as players use it: once live, when its scripts have
 * taken it over (until then its controls are disabled). Pages the browser renders are live at once.
 */
export async function livePage(page: Page) {
  await expect(page.locator('#root[data-live]')).toBeAttached({ timeout: 15_000 });
}
