import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loggedIn, shotPath } from './support';

// Operating the site: the reference in an unknown-error alert leads support to the server's log line
// of that request; read-only mode shows its banner and disables the forms.

/** The log of this run's server (scripts/e2e-server.mjs writes it into its DATA_DIR). */
function serverLog(): Record<string, unknown>[] {
  const port = process.env.E2E_PORT ?? '8787';
  const dataDir = readFileSync(path.join(tmpdir(), `guildhall-e2e-${port}.datadir`), 'utf8');
  return readFileSync(path.join(dataDir, 'server.log'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test('an unknown error names its request, and the server logged that request under the same id', async ({ page }) => {
  // The real server answers; its answer is turned into a failure on the way back, headers kept.
  let requestId = '';
  await page.route('**/api/user/timeline', async (route) => {
    const answer = await route.fetch();
    requestId = answer.headers()['x-request-id'];
    await route.fulfill({
      status: 500,
      headers: answer.headers(),
      contentType: 'application/json',
      body: JSON.stringify({ messages: ['An unknown error has occurred. Please contact the administrator for assistance.'], code: 'server_error' }),
    });
  });
  await page.goto('/charid/1');
  await page.getByRole('tab', { name: 'Timeline' }).click();
  const error = page.locator('.timeline-error');
  await expect(error).toContainText('An unknown error has occurred. Please contact the administrator for assistance. Reference: ');
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(error).toContainText(`Reference: ${requestId}`);
  await expect
    .poll(() =>
      serverLog()
        .filter((line) => line.reqId === requestId)
        .map((line) => line.msg),
    )
    .toContain('request completed');
});

test('read-only mode: a banner on every page and forms that cannot be sent, until staff turn it off', async ({ browser }) => {
  const staff = await loggedIn(browser, 'staffdemo');
  const boot = await (await staff.context.request.get('/api/bootstrap')).json();
  const turn = (readOnly: boolean) =>
    staff.context.request.put('/api/dashboard/maintenance', { data: { readOnly }, headers: { 'X-CSRF-Token': boot.csrfToken } });
  expect((await turn(true)).status()).toBe(200);
  try {
    for (const [name, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1280, height: 900 }],
    ] as const) {
      const visitor = await browser.newContext({ viewport });
      const page = await visitor.newPage();
      await page.goto('/help/contact');
      const banner = page.getByTestId('read-only-banner');
      await expect(banner).toContainText('The site is read-only for a few minutes');
      await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
      await page.screenshot({ path: shotPath(`read-only-${name}`) });
      await visitor.close();
    }
  } finally {
    expect((await turn(false)).status()).toBe(200);
  }
  const page = await staff.context.newPage();
  await page.goto('/help/contact');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await expect(page.getByTestId('read-only-banner')).toHaveCount(0);
  await staff.context.close();
});
