import { expect, test, type Page } from '@playwright/test';
import { loggedIn, shotPath } from './support';

// At 390 px the server tables cut off the figures that matter ("48" of "48.00M",
// the level hidden). On phones each row is a stacked card: every cell shows in full, nothing needs
// sideways scrolling, for rankings, wiki lists, guild tables, friends, bets and the recipient picker.

const PHONE = { width: 390, height: 844 };

/** Cells of the table's first rows that are cut or outside the screen, as readable descriptions. */
async function cutCells(page: Page, table: string) {
  return page.locator(`${table} tbody tr`).evaluateAll((rows, width) => {
    const problems: string[] = [];
    for (const row of rows.slice(0, 8)) {
      for (const cell of Array.from(row.querySelectorAll('td'))) {
        if (!cell.dataset.label) continue;
        const box = cell.getBoundingClientRect();
        const text = (cell.textContent ?? '').trim().slice(0, 40);
        if (box.left < -1 || box.right > width + 1) problems.push(`off-screen: ${text} (${Math.round(box.left)}–${Math.round(box.right)})`);
        if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`cut: ${text} (${cell.scrollWidth} > ${cell.clientWidth})`);
        if (getComputedStyle(cell).display === 'none') problems.push(`hidden: ${cell.dataset.label}`);
        // Names that end in an ellipsis are cut too.
        for (const inner of Array.from(cell.querySelectorAll<HTMLElement>('*'))) {
          if (inner.closest('.visually-hidden')) continue;
          if (inner.scrollWidth > inner.clientWidth + 1 && getComputedStyle(inner).overflow === 'hidden')
            problems.push(`ellipsis: ${(inner.textContent ?? '').trim().slice(0, 40)}`);
        }
      }
    }
    return problems;
  }, PHONE.width);
}

async function expectWholeTable(page: Page, table: string, name: string) {
  await expect(page.locator(`${table} tbody tr td[data-label]`).first()).toBeVisible({ timeout: 15_000 });
  expect(await cutCells(page, table), name).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name}: page width`).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: shotPath(`phone-table-${name}`) });
}

test('rankings and wiki lists show every figure on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  for (const [path, name] of [
    ['/ranking/player', 'ranking-player'],
    ['/ranking/player?category=boss', 'ranking-boss'],
    ['/ranking/guild?category=war', 'ranking-guild-war'],
    ['/ranking/guild?category=raid', 'ranking-guild-raid'],
    ['/ranking/monster', 'ranking-monster'],
    ['/wiki/item', 'wiki-item'],
    ['/wiki/market', 'wiki-market'],
  ]) {
    await page.goto(path);
    await expectWholeTable(page, 'main .server-table', name);
  }
  // Sorting moves to a select on phones.
  await page.goto('/ranking/player');
  await expect(page.getByLabel('Sort by')).toBeVisible();
  await context.close();
});

test('guild tables, friends, bets and the recipient picker show every figure on a phone', async ({ browser }) => {
  const { context, page } = await loggedIn(browser, 'demo', PHONE);
  await page.goto('/guild/1');
  await page.getByRole('tab', { name: 'Members' }).click();
  await expectWholeTable(page, 'main .tab-pane.active .server-table', 'guild-members');

  await page.goto('/charid/1');
  await page.getByRole('tab', { name: 'Friends' }).click();
  await expectWholeTable(page, 'main .tab-pane.active .server-table', 'friends');

  await page.goto('/bet');
  await expectWholeTable(page, '[data-table-id="bets-open"]', 'bets');

  await page.goto('/store/confirmation/1');
  await page.getByLabel('As a gift for another player').check();
  await page.getByRole('button', { name: 'Choose a player' }).click();
  await expectWholeTable(page, '.modal .server-table', 'recipient-picker');
  await context.close();
});

test('the comparison of two characters shows its Difference column on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/compare/1/2');
  const table = page.getByRole('table', { name: 'Figures side by side' });
  await expect(table).toBeVisible();
  // Every cell of the table lies on the screen, none scrolled away inside it.
  const outside = await table.locator('th, td').evaluateAll(
    (cells, width) =>
      cells
        .map((c) => ({ text: (c.textContent ?? '').trim(), box: c.getBoundingClientRect() }))
        .filter(({ box }) => box.right > width + 1 || box.left < -1)
        .map(({ text, box }) => `${text} (${Math.round(box.left)}–${Math.round(box.right)})`),
    PHONE.width,
  );
  expect(outside).toEqual([]);
  await expect(table.getByRole('columnheader', { name: 'Difference' })).toBeInViewport({ ratio: 1 });
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
  await page.screenshot({ path: shotPath('compare-phone'), fullPage: true });
  await context.close();
});
