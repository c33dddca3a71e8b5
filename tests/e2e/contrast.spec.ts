import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { loggedIn, livePage } from './support';

// Player (and guild) names in their game colours measured 2.7:1 to 3.6:1 on the
// light theme. With real seeded data, axe's colour-contrast check passes on the ranking and bet
// pages in both themes, the coloured names included (nothing is excluded).

const contrastViolations = async (page: Page) => {
  await livePage(page);
  const results = await new AxeBuilder({ page }).include('main').withRules(['color-contrast']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`));
};

for (const theme of ['light', 'dark'] as const) {
  test(`coloured names pass axe colour contrast on the rankings and the bet page (${theme} theme)`, async ({ browser }) => {
    const { context, page } = await loggedIn(browser, 'demo');
    await page.emulateMedia({ colorScheme: theme });
    for (const path of ['/ranking/player', '/ranking/player?category=boss', '/ranking/guild']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', theme);
      await expect(page.locator('main tbody .tinted-text').first()).toBeVisible();
      expect(await contrastViolations(page), path).toEqual([]);
    }
    await page.goto('/bet');
    // Real bets of other players, and the latest flips, with the players' colours.
    await expect(page.locator('[data-table-id="bets-open"] tbody .tinted-text').first()).toBeVisible();
    expect(await contrastViolations(page), '/bet').toEqual([]);
    await context.close();
  });
}
