import { expect, test } from '@playwright/test';
import { livePage } from './support';

// The navbar's search box shows its whole placeholder where the navbar is one row (it read "Search a characte").
for (const width of [1280, 1200, 390]) {
  test(`the navbar search placeholder is not cut at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/news');
    await livePage(page);
    if (width < 992) await page.getByRole('button', { name: /toggle navigation/i }).click();
    const box = page.getByRole('combobox', { name: /search/i }).first();
    await expect(box).toBeVisible();
    // The placeholder's words written into the box (without telling React) show whether they fit: a
    // search field keeps room for its clear button, so measuring the text alone is not enough.
    const fit = await box.evaluate((input: HTMLInputElement) => {
      input.value = input.placeholder;
      const result = { text: input.placeholder, needed: input.scrollWidth, room: input.clientWidth };
      input.value = '';
      return result;
    });
    await page.screenshot({
      path: `/work/notes/shots-r3-polish/navbar-search-${width}-${process.env.SHOT_TAG ?? 'after'}.png`,
      clip: { x: 0, y: 0, width, height: 120 },
    });
    expect(fit.needed, JSON.stringify(fit)).toBeLessThanOrEqual(fit.room);
  });
}
