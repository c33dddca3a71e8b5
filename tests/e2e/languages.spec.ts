import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { livePage, loggedIn, shotPath } from './support';

// The site in each language other than English, as a reader whose browser asks for it
// (docs/translations.md): registering, a refused login, a bet and a character page, each text
// read from the language's catalogues so the journey follows them.

const catalogue = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as Record<string, string>;

const READERS = [
  { language: 'pt-BR', locale: 'pt-BR' },
  { language: 'es', locale: 'es-ES' },
  { language: 'de', locale: 'de-DE' },
] as const;

for (const { language, locale } of READERS) {
  const pages = catalogue(`../../src/locales/${language}.json`);
  const refusals = catalogue(`../../contract/locales/${language}.json`);
  /** The text as the reader sees it; a text missing from the catalogue fails here, not as a timeout. */
  const tr = (text: string, values: Record<string, string> = {}) => {
    const message = pages[text] ?? refusals[text];
    expect(message, `${language} translates ${JSON.stringify(text)}`).toBeDefined();
    return Object.entries(values).reduce((out, [name, value]) => out.replace(`{${name}}`, value), message);
  };

  const passHumanCheck = async (page: Page) => {
    const group = page.getByRole('group', { name: tr('Human check') });
    const box = group.getByRole('checkbox');
    await expect(box).toBeVisible();
    await expect(async () => {
      if (!(await box.isChecked())) await box.click();
      await expect(box).toBeChecked({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  };

  test(`in ${language}: register, a refused login, a bet and a character page`, async ({ browser }) => {
    const stamp = `${Date.now().toString(36)}${language.slice(0, 2)}`;
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
      const page = await context.newPage();
      const shot = (name: string) => page.screenshot({ path: shotPath(`language-${language}-${name}-${width}`), fullPage: true });

      // A first visit opens in the browser's language, painted so by the server.
      await page.goto('/register');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await livePage(page);
      const username = `lang_${stamp}_${width}`;
      await page.getByLabel(tr('Username')).fill(username);
      await page.getByLabel(tr('Email')).fill(`${username}@example.test`);
      await page.getByLabel(tr('Password'), { exact: true }).fill('a long password 1');
      await page.getByLabel(tr('Confirm password')).fill('a long password 1');
      await page.getByLabel(tr('Country')).selectOption('BR');
      await passHumanCheck(page);
      await shot('register');
      await page.getByRole('button', { name: tr('Create account') }).click();
      await expect(page.getByRole('dialog', { name: tr('Welcome to Guildhall, {name}!', { name: username }) })).toBeVisible();
      const { userId } = (await (await page.request.get('/api/bootstrap')).json()) as { userId: number };
      await context.clearCookies();

      // Staff give the new player coins to bet with.
      const staff = await loggedIn(browser, 'staffdemo');
      const staffBoot = (await (await staff.context.request.get('/api/bootstrap')).json()) as { csrfToken: string };
      const credited = await staff.context.request.post(`/api/dashboard/players/${userId}/balance`, {
        form: { amount: '100', reason: 'Coins for the language journey' },
        headers: { 'X-CSRF-Token': staffBoot.csrfToken },
      });
      expect(credited.status()).toBe(200);
      await staff.context.close();

      // A wrong password is refused in the reader's language (the server's own sentence).
      await page.goto('/login');
      await livePage(page);
      await page.getByLabel(tr('Username or email')).fill(username);
      await page.getByLabel(tr('Password')).fill('not the password');
      await page.getByRole('button', { name: tr('Log in'), exact: true }).click();
      await expect(page.getByText(tr('These credentials do not match our records.'))).toBeVisible();
      await shot('login-refused');
      await page.getByLabel(tr('Password')).fill('a long password 1');
      await page.getByRole('button', { name: tr('Log in'), exact: true }).click();
      await expect(page).not.toHaveURL(/\/login/);

      // A bet.
      await page.goto('/bet');
      await livePage(page);
      await page.getByLabel(tr('Coins'), { exact: true }).fill('10');
      const [placed] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/bet/new')),
        page.getByRole('button', { name: tr('Place bet') }).click(),
      ]);
      expect(placed.ok()).toBe(true);
      // The server's own answer, in the reader's language.
      await expect(page.getByText(tr('Your bet of {coins} Coins is open. Good luck!', { coins: '10' }))).toBeVisible();
      await shot('bet');

      // A character page: its tabs are the reader's, its game content is the game's.
      await page.goto('/charid/1');
      await livePage(page);
      await expect(page.getByRole('tab', { name: tr('Inventory') })).toBeVisible();
      await shot('character');
      await context.close();
    }
  });
}
