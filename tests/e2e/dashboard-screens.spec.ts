import { expect, test, type Page } from '@playwright/test';
import { axeClean, fitsTheWidth, loggedInQuietly } from './dashboard-support';
import { livePage, shotPath } from './support';

// The dashboard screens the other dashboard journeys do not photograph: the overview, news, the game
// data sections and their editors, the store catalogue and its package form, and what a player sees.
// Each at phone and desktop width: nothing sticks out sideways, a screenshot to look at, axe clean.

async function checkScreen(page: Page, name: string, heading: string, width: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  // Photographed once live, as players use it (the navbar's search and the footer come with the scripts).
  await livePage(page);
  expect(await fitsTheWidth(page)).toBe(true);
  await page.screenshot({ path: shotPath(`dashboard-${name}-${width}`), fullPage: true });
  await axeClean(page);
}

/** Opens a section's first entry from its table. */
async function openFirstEntry(page: Page, section: string, label: string) {
  await page.goto(`/dashboard/${section}`);
  const first = page.getByRole('table', { name: label }).locator('tbody tr').first().getByRole('link');
  const name = (await first.innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${section}/\\d+$`));
  return name;
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`the overview and news screens at ${viewport.name} width are usable and pass axe`, async ({ browser, baseURL }) => {
    const admin = await loggedInQuietly(browser, 'staffdemo', baseURL, viewport);
    const page = admin.page;
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: /^Turn read-only mode (on|off)$/ })).toBeVisible();
    await checkScreen(page, 'overview', 'Dashboard', viewport.name);

    await page.goto('/dashboard/news');
    const firstPost = page.locator('main table tbody tr').first().getByRole('button');
    await expect(firstPost).toBeVisible();
    await checkScreen(page, 'news', 'Dashboard · News', viewport.name);
    await firstPost.click();
    await expect(page.getByRole('form', { name: 'News post' })).toBeVisible();
    await expect(page.getByTestId('news-preview').getByRole('heading').first()).toBeVisible();
    await checkScreen(page, 'news-editor', 'Dashboard · News', viewport.name);
    await admin.context.close();
  });

  test(`the store screens at ${viewport.name} width are usable and pass axe`, async ({ browser, baseURL }) => {
    const gm = await loggedInQuietly(browser, 'gamemaster', baseURL, viewport);
    const page = gm.page;
    await page.goto('/dashboard/store');
    const catalogue = page.getByRole('table', { name: 'Store packages' });
    await expect(catalogue.getByRole('link').first()).toBeVisible();
    await checkScreen(page, 'store', 'Dashboard · Store', viewport.name);

    await catalogue.getByRole('link', { name: "Founder's Relic" }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue("Founder's Relic");
    await checkScreen(page, 'store-package', "Dashboard · Founder's Relic", viewport.name);

    await page.goto('/dashboard/store/new');
    await checkScreen(page, 'store-new', 'Dashboard · New package', viewport.name);
    await gm.context.close();
  });

  test(`a game data section and a new entry at ${viewport.name} width are usable and pass axe`, async ({ browser, baseURL }) => {
    const gm = await loggedInQuietly(browser, 'gamemaster', baseURL, viewport);
    const page = gm.page;
    await page.goto('/dashboard/items');
    await expect(page.getByRole('table', { name: 'Items' }).getByRole('link').first()).toBeVisible();
    await checkScreen(page, 'items', 'Dashboard · Items', viewport.name);

    await page.getByRole('link', { name: 'New item' }).click();
    await checkScreen(page, 'item-new', 'Dashboard · New item', viewport.name);
    await gm.context.close();
  });

  for (const sections of [
    [
      ['items', 'Items'],
      ['skills', 'Skills'],
    ],
    [
      ['monsters', 'Monsters'],
      ['npcs', 'NPCs'],
      ['maps', 'Maps'],
    ],
  ] as const) {
    test(`the editors of ${sections.map(([, label]) => label).join(', ')} at ${viewport.name} width are usable and pass axe`, async ({ browser, baseURL }) => {
      const gm = await loggedInQuietly(browser, 'gamemaster', baseURL, viewport);
      const page = gm.page;
      for (const [section, label] of sections) {
        const name = await openFirstEntry(page, section, label);
        await expect(page.getByRole('region', { name: 'Revisions' })).toBeVisible();
        await checkScreen(page, `${section}-entry`, `Dashboard · ${name}`, viewport.name);
      }
      await gm.context.close();
    });
  }

  test(`a player sees the dashboard is for staff only at ${viewport.name} width`, async ({ browser, baseURL }) => {
    const player = await loggedInQuietly(browser, 'demo', baseURL, viewport);
    const page = player.page;
    await page.goto('/dashboard/store');
    await expect(page.getByTestId('staff-only')).toBeVisible();
    // The lock is drawn as an icon: an emoji showed as an empty box where the device has no emoji font.
    await expect(page.getByTestId('staff-only').locator('svg')).toBeVisible();
    expect(await fitsTheWidth(page)).toBe(true);
    await page.screenshot({ path: shotPath(`dashboard-staff-only-${viewport.name}`), fullPage: true });
    await axeClean(page);
    await player.context.close();
  });
}
