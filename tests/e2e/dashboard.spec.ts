import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { shotPath, livePage } from './support';

// The dashboard: staff only, the section links, and the upload widget filling its
// linked input with the stored path (storage prefix stripped) and showing a toast.

const DEMO_PASSWORD = 'guildhall-demo';
const demoSwf = readFileSync(new URL('../../game-files/loader.swf', import.meta.url));

/** Logs in through the API in this browser context (the login form is another feature's subject). */
async function logIn(page: Page, username: string) {
  await page.goto('/');
  const csrf = await page.evaluate(() => (JSON.parse(document.getElementById('bootstrap')!.textContent) as { csrfToken: string }).csrfToken);
  const res = await page.request.post('/api/user/login', { form: { username, password: DEMO_PASSWORD }, headers: { 'x-csrf-token': csrf } });
  expect(res.status()).toBe(200);
}

test('a visitor is sent to log in', async ({ page }) => {
  await page.goto('/dashboard/items');
  await expect(page).toHaveURL(/\/login/);
});

test('a player sees that the dashboard is for staff only', async ({ page }) => {
  await logIn(page, 'demo');
  await page.goto('/dashboard');
  await expect(page.getByTestId('staff-only')).toBeVisible();
  await expect(page.getByText('This area is for staff only.')).toBeVisible();
  await expect(page.getByLabel('Files', { exact: true })).toHaveCount(0);
});

test('staff see the section links and upload a file into the linked input', async ({ page }) => {
  await logIn(page, 'staffdemo');
  await page.goto('/dashboard');
  const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
  for (const name of ['Items', 'Monsters', 'NPCs', 'Maps', 'Skills']) await expect(sections.getByRole('link', { name })).toBeVisible();
  await page.screenshot({ path: shotPath('dashboard-overview-desktop'), fullPage: true });

  await sections.getByRole('link', { name: 'Maps' }).click();
  await expect(page).toHaveURL(/\/dashboard\/maps$/);
  await expect(page.locator('#upload-storage')).toHaveValue('game');
  await expect(page.getByLabel('Folder')).toHaveValue('maps/');
  const linked = page.getByLabel('Map file');
  await expect(linked).toHaveValue('');

  await page.getByLabel('Files', { exact: true }).setInputFiles({ name: 'castle-night.swf', mimeType: 'application/x-shockwave-flash', buffer: demoSwf });
  await page.getByRole('button', { name: 'Upload' }).click();

  await expect(page.getByText('castle-night.swf was uploaded to maps/.')).toBeVisible();
  // maps/ is stripped: the linked input holds the file name the game's data expects.
  await expect(linked).toHaveValue('castle-night.swf');
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100');
  await page.screenshot({ path: shotPath('dashboard-upload-desktop'), fullPage: true });
  await livePage(page);
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The stored file is what the game client gets.
  const served = await page.request.get('/api/game/files?path=maps/castle-night.swf');
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(demoSwf)).toBe(true);
});

test('staff upload several files; a folder outside the stripped ones keeps its path', async ({ page }) => {
  await logIn(page, 'staffdemo');
  await page.goto('/dashboard/items');
  await expect(page.getByLabel('Folder')).toHaveValue('items/');
  await page.getByLabel('Files', { exact: true }).setInputFiles([
    { name: 'sword-a.swf', mimeType: 'application/x-shockwave-flash', buffer: demoSwf },
    { name: 'sword-b.swf', mimeType: 'application/x-shockwave-flash', buffer: demoSwf },
  ]);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('sword-a.swf was uploaded to items/.')).toBeVisible();
  await expect(page.getByText('sword-b.swf was uploaded to items/.')).toBeVisible();
  await expect(page.getByLabel('Item file')).toHaveValue(/^items\/sword-[ab]\.swf$/);
});

test('a file whose content is not allowed is refused in a toast, its field marked, and nothing is stored', async ({ page }) => {
  await logIn(page, 'staffdemo');
  await page.goto('/dashboard/monsters');
  await page
    .getByLabel('Files', { exact: true })
    .setInputFiles({ name: 'slime.swf', mimeType: 'application/x-shockwave-flash', buffer: Buffer.from('<html>not a swf</html>') });
  await page.getByRole('button', { name: 'Upload' }).click();
  // Dashboard pages show refusals as toasts; the field is only marked.
  await expect(page.locator('.Toastify').getByText(/"slime\.swf" in the .+ field is named like a SWF file, but its content is not one\./)).toBeVisible();
  await expect(page.getByLabel('Files', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#upload-file-feedback')).toHaveText('');
  await expect(page.getByLabel('Monster file')).toHaveValue('');
  expect((await page.request.get('/api/game/files?path=mon/slime.swf')).status()).toBe(404);
});

test('the upload widget on a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await logIn(page, 'staffdemo');
  await page.goto('/dashboard/maps');
  await expect(page.getByLabel('Files', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: shotPath('dashboard-upload-mobile'), fullPage: true });
  await context.close();
});
