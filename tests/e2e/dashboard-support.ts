import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { livePage, loggedIn } from './support';

// Steps the dashboard's journeys and screen checks share.

/** Axe finds no violation in the page's main part, once the page is live. */
export async function axeClean(page: Page) {
  await livePage(page);
  // Axe reads each colour as it is at that moment: a button that moved under the pointer as the page
  // changed may be half-way through its hover transition. The page is checked at rest: no
  // transitions (Bootstrap drops them for reduced motion), the pointer away from the content.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.mouse.move(0, 0);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Logged in at that width, the community chat invitation dismissed before: it would cover part of every photo. */
export async function loggedInQuietly(browser: Browser, username: string, baseURL: string | undefined, viewport = { width: 1280, height: 900 }) {
  const session = await loggedIn(browser, username, viewport);
  await session.context.addCookies([{ name: 'discord_prompt', value: 'hidden', url: baseURL! }]);
  return session;
}

/** Nothing sticks out sideways. */
export const fitsTheWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
