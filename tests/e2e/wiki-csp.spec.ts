import { expect, test } from '@playwright/test';
import { livePage } from './support';

// A title's rich name may carry hostile markup (a seeded title has <img src=x onerror=…>). It must be
// sanitised without the page's own document ever parsing it: a parse there starts the image load and
// the inline handler, which only the Content-Security-Policy stops, logging a violation each time.
test('the titles list renders hostile title markup without a single CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
      );
    });
  });
  await page.goto('/wiki/title');
  await livePage(page);
  // Wait until the sanitiser has run: the styled names replace the plain ones.
  await expect(page.locator('.server-table tbody .title-name').first()).toBeVisible();
  const inPage = await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);
  expect([...violations, ...inPage]).toEqual([]);
});
