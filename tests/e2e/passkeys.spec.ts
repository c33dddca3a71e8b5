import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Browser, type CDPSession, type Page } from '@playwright/test';
import { DEMO_PASSWORD, shotPath } from './support';

// Passkeys with Chromium's virtual authenticator (the DevTools protocol's WebAuthn
// domain): add one on /account/security, log out, sign in with it from /login, remove it.
//
// Browsers refuse WebAuthn on an IP address, and the shared test server lives at 127.0.0.1 (its
// PUBLIC_URL, which the CSRF origin check and the passkey origin both follow). This journey starts its
// own server, one port above, whose public address is localhost.

const PORT = Number(process.env.E2E_PORT ?? 8787) + 1;
const SITE = `http://localhost:${PORT}`;
let site: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Another run's server on this port would answer the health check below, and this journey would run
  // against a site whose address is not localhost (every change refused by the origin check).
  const taken = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${PORT} is taken: give this run another E2E_PORT`);
  site = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    env: { ...process.env, PORT: String(PORT), E2E_PUBLIC_HOST: 'localhost', SEED_PLAYERS: '20' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect(async () => {
    if (site!.exitCode !== null) throw new Error(`the passkey journey's server exited (${site!.exitCode})`);
    const res = await fetch(`http://127.0.0.1:${PORT}/healthz`);
    expect(res.ok).toBe(true);
  }).toPass({ timeout: 170_000, intervals: [500] });
});

test.afterAll(async () => {
  if (!site || site.exitCode !== null) return;
  const exited = new Promise((resolve) => site!.once('exit', resolve));
  site.kill('SIGTERM');
  await exited;
});

/** A browser signed in as `username` on the localhost site, with a virtual platform authenticator that verifies its user. */
async function withAuthenticator(browser: Browser, username: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL: SITE, viewport });
  const boot = await (await context.request.get('/api/bootstrap')).json();
  const res = await context.request.post('/api/user/login', { form: { username, password: DEMO_PASSWORD }, headers: { 'X-CSRF-Token': boot.csrfToken } });
  expect(res.status(), `login ${username}`).toBe(200);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { context, page, cdp, authenticatorId };
}

async function logOut(page: Page, username: string) {
  await page
    .getByRole('navigation')
    .getByRole('button', { name: new RegExp(username) })
    .click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Log in' })).toBeVisible();
}

const setUserVerified = (cdp: CDPSession, authenticatorId: string, isUserVerified: boolean) =>
  cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified });

test('a passkey: added on /account/security, signs in from /login without the password, removed', async ({ browser }) => {
  const { context, page, cdp, authenticatorId } = await withAuthenticator(browser, 'demo');
  await page.goto('/account/security');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();

  // The device refuses to verify its user: the ceremony fails, nothing is added.
  await setUserVerified(cdp, authenticatorId, false);
  await card.getByLabel('Name of the new passkey').fill('This laptop');
  // Adding a way to sign in needs the password, not only the session.
  await card.getByLabel('Password').fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(card.getByRole('alert')).toContainText('Nothing was changed.');
  await expect(card.getByTestId('passkey-row')).toHaveCount(0);

  await setUserVerified(cdp, authenticatorId, true);
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(card.getByRole('status')).toHaveText('The passkey “This laptop” has been added. You can sign in with it from the login page.');
  await expect(card.getByTestId('passkey-row')).toHaveCount(1);
  await expect(card.getByTestId('passkey-row')).toContainText('This laptop');
  await expect(card.getByTestId('passkey-row')).toContainText('never used');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);
  await card.screenshot({ path: shotPath('passkeys-card-desktop') });

  // Log out; the login page offers the passkey; the device signs, and the session opens without the password.
  await logOut(page, 'demo');
  await page.goto('/login?back=/account/security');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByRole('navigation').getByRole('button', { name: /demo/ })).toBeVisible();
  await expect(card.getByTestId('passkey-row')).toContainText('last used');
  await expect(page.getByRole('region', { name: 'Account activity' }).getByText('Signed in with a passkey: This laptop.')).toBeVisible();

  // Remove it, after the confirmation.
  await card.getByRole('button', { name: 'Remove This laptop' }).click();
  const confirm = card.getByRole('group', { name: 'Remove the passkey This laptop?' });
  await confirm.getByLabel('Your password').fill(DEMO_PASSWORD);
  await confirm.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(card.getByRole('status')).toHaveText('The passkey “This laptop” has been removed.');
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();

  // The device still holds it, but it signs nobody in any more.
  await logOut(page, 'demo');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert')).toContainText('This passkey could not sign you in.');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Log in' })).toBeVisible();
  await context.close();
});

test('the passkeys card on a phone', async ({ browser }) => {
  const { context, page } = await withAuthenticator(browser, 'demo2', { width: 390, height: 844 });
  await page.goto('/account/security');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await card.getByLabel('Name of the new passkey').fill('Phone with a rather long name for its passkey');
  await card.getByLabel('Password').fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(card.getByTestId('passkey-row')).toContainText('Phone with a rather long name');
  await card.getByRole('button', { name: /^Remove / }).click();
  await expect(card.getByRole('button', { name: 'Yes, remove' })).toBeVisible();
  // Nothing sticks out of the card on a narrow screen.
  const overflow = await card.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await card.screenshot({ path: shotPath('passkeys-card-phone') });
  await context.close();
});
