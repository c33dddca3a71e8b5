import { expect, test } from '@playwright/test';
import { shotPath } from './support';

// Players' history journey on a phone: search a name from the navbar, open the profile, open Progress, and
// compare with a second character picked with the search box.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('search a character from the navbar, open Progress, compare with a second one', async ({ page, context, baseURL }) => {
  // The community chat invitation was dismissed before: it covers no part of the page.
  await context.addCookies([{ name: 'discord_prompt', value: 'hidden', url: baseURL! }]);
  await page.goto('/');

  // The search box folds into the menu on a phone.
  await page.getByRole('button', { name: /toggle navigation/i }).click();
  const search = page.getByRole('combobox', { name: 'Search characters' });
  await search.fill('de');
  // Two characters are not enough: no suggestions yet.
  await expect(search).toHaveAttribute('aria-expanded', 'false');
  await search.pressSequentially('m');
  const option = page.getByRole('option', { name: /^demo\b/ }).first();
  await expect(option).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  // Keyboard: the first suggestion (the exact name comes first) is chosen with the arrow and Enter.
  await search.press('ArrowDown');
  await expect(page.getByRole('listbox', { name: 'Characters found' }).getByRole('option', { selected: true })).toContainText('demo');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/charid\/1$/);
  await expect(page.getByRole('heading', { name: 'demo', exact: true })).toBeVisible();

  // Progress: the charts load when the tab opens.
  await page.getByRole('tab', { name: 'Progress' }).click();
  await expect(page.getByText('Personal records')).toBeVisible();
  await expect(page.getByText('Best global rank')).toBeVisible();
  await expect(page.locator('.progress-tab .uplot').first()).toBeVisible();
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

  // Compare with demo2, picked with the search box of the compare page.
  await page.getByRole('link', { name: 'Compare with…' }).click();
  await expect(page).toHaveURL(/\/compare\/1$/);
  const picker = page.getByRole('combobox', { name: 'Compare with' });
  await picker.fill('demo2');
  await page.getByRole('option', { name: /demo2/ }).click();
  await expect(page).toHaveURL(/\/compare\/1\/2$/);
  await expect(page.getByRole('heading', { name: 'demo vs demo2' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Figures side by side' })).toContainText('Level');
  await expect(page.locator('.compare-page .uplot').first()).toBeVisible();
});

test('the search page lists the matching characters and guilds as server tables, the term in the address', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'discord_prompt', value: 'hidden', url: baseURL! }]);
  await page.goto('/search?q=demo');
  const characters = page.getByRole('table', { name: 'Characters found' });
  // Best match first: the exact name, then names starting with the term.
  await expect(characters.getByRole('row').nth(1)).toContainText('demo');
  await expect(characters.getByRole('link', { name: 'demo2', exact: true })).toBeVisible();
  await expect(characters.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  // Sorted by level on the server (on a phone the table's sort picker stands for the headers).
  await page.getByRole('combobox', { name: 'Sort by' }).first().selectOption({ label: 'Level, highest first' });
  await expect(characters.getByRole('columnheader', { name: /Level/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('table', { name: 'Guilds found' })).toBeVisible();
  // A new term from the page's own box goes into the address.
  await page.getByLabel('Name', { exact: true }).fill('vipdemo');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=vipdemo$/);
  await expect(characters.getByRole('link', { name: 'vipdemo', exact: true })).toBeVisible();
});

test('a ranking link shared in the chat opens the table at the player, their row marked', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'discord_prompt', value: 'hidden', url: baseURL! }]);
  const { Position } = (await (await page.request.get('/api/ranking/player/global/position/1')).json()) as { Position: number };
  expect(Position).toBeGreaterThan(0);
  await page.goto('/ranking/player?category=global&player=1');
  const marked = page.locator('tr.ranking-row-shared');
  await expect(marked).toHaveCount(1);
  await expect(marked.getByRole('link', { name: 'demo', exact: true })).toBeVisible();
  await expect(marked).toContainText(`${Position}`);
  // On a phone the page is long: the row is brought into view.
  await expect(marked).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: shotPath('ranking-shared-position-phone') });
});
