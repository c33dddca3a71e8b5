import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { RECOVERY_SPAM_TEXT } from '@contract/rules/messages';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { humanCheckResets } from '@/testing/human-check-stub';
import { reloadAt } from '../api/session';
import LoginPage from './login-page';
import RegisterPage from './register-page';
import RecoveryPage from './recovery-page';
import AccountDeletePage from './account-delete-page';

// The account screens against recorded contract answers: where each success sends the browser (a
// full page load), the back rule, field errors with bold labels, the human check reset after each
// attempt, and the deletion wait (docs/product-rules.md#pages-and-routes, docs/product-rules.md#states-and-transitions, docs/product-rules.md#validation-and-field-messages, docs/product-rules.md#error-messages).

vi.mock('@/components/forms/human-check', async () => ({ HumanCheck: (await import('@/testing/human-check-stub')).HumanCheckStub }));
vi.mock('../api/session', async (importOriginal) => ({ ...(await importOriginal<typeof import('../api/session')>()), reloadAt: vi.fn() }));

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.mocked(reloadAt).mockClear();
  humanCheckResets.count = 0;
});

const player = testBootstrap({ userId: 7, username: 'ada' });

async function logIn(route: string) {
  server.use(http.post('/api/user/login', () => HttpResponse.json({ id: 7, Username: 'ada' })));
  renderWithApp(<LoginPage />, { route });
  await userEvent.type(screen.getByLabelText('Username or email'), 'ada');
  await userEvent.type(screen.getByLabelText('Password'), 'secret password');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(reloadAt).toHaveBeenCalledTimes(1));
  return vi.mocked(reloadAt).mock.calls[0][0];
}

describe('LoginPage', () => {
  it.each([
    ['/login', '/account'],
    ['/login?back=%2Fbet', '/bet'],
    ['/login?back=%2Flogout', '/account'],
    ['/login?back=https%3A%2F%2Fevil.example%2Fsteal', '/account'],
    ['/login?back=%2F%2Fevil.example', '/account'],
  ])('%s sends the player to %s after login', async (route, target) => {
    expect(await logIn(route)).toBe(target);
    expect(screen.getByRole('button', { name: 'Redirecting…' })).toBeDisabled();
  });

  it('shows the credentials error at the field and stays on the page', async () => {
    server.use(
      http.post('/api/user/login', () => HttpResponse.json({ errors: { username: ['These credentials do not match our records.'] } }, { status: 422 })),
    );
    renderWithApp(<LoginPage />, { route: '/login' });
    await userEvent.type(screen.getByLabelText('Username or email'), 'ada');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeVisible();
    expect(screen.getByLabelText('Username or email')).toHaveAttribute('aria-invalid', 'true');
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('confirms a deletion on /login?delete', () => {
    renderWithApp(<LoginPage />, { route: '/login?delete' });
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted.');
  });
});

describe('RegisterPage', () => {
  it('lands on /account?welcome after registering', async () => {
    server.use(http.post('/api/user/register', () => HttpResponse.json({ id: 8, Username: 'newbie' }, { status: 201 })));
    renderWithApp(<RegisterPage />, { route: '/register' });
    await userEvent.type(screen.getByLabelText('Username'), 'newbie');
    await userEvent.type(screen.getByLabelText('Email'), 'newbie@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'FR');
    await userEvent.click(screen.getByRole('button', { name: 'Solve the human check' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/account?welcome'));
  });

  it('shows server field errors with bold labels and resets the human check', async () => {
    server.use(
      http.post('/api/user/register', () =>
        HttpResponse.json(
          { errors: { username: ['The username has already been taken.'], challenge: ['The challenge has expired or was already used. Please try again.'] } },
          { status: 422 },
        ),
      ),
    );
    renderWithApp(<RegisterPage />, { route: '/register' });
    await userEvent.type(screen.getByLabelText('Username'), 'demo');
    await userEvent.type(screen.getByLabelText('Email'), 'demo@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long enough');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'FR');
    await userEvent.click(screen.getByRole('button', { name: 'Solve the human check' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const taken = await screen.findByText(/has already been taken\./);
    expect(within(taken).getByText('Username').tagName).toBe('STRONG');
    expect(humanCheckResets.count).toBe(1);
    expect(reloadAt).not.toHaveBeenCalled();
  });
});

/** The page reads the path and its :token parameter, as the app's router gives them. */
const RecoveryResetRoute = () => (
  <Routes>
    <Route path="/recovery/reset/:token" element={<RecoveryPage />} />
  </Routes>
);

describe('RecoveryPage', () => {
  beforeEach(() => {
    server.use(http.post('/api/user/recovery/factors', () => HttpResponse.json({ passkeys: [], twoFactor: false, linkedProviders: [] })));
  });

  it('lists the other ways to sign in, all kept by default, and sends the ones ticked for removal', async () => {
    let asked: FormData | undefined;
    let sent: FormData | undefined;
    server.use(
      http.post('/api/user/recovery/factors', async ({ request }) => {
        asked = await request.formData();
        return HttpResponse.json({
          passkeys: [
            { id: 9, Name: 'Thief key' },
            { id: 4, Name: 'My phone' },
          ],
          twoFactor: true,
          linkedProviders: ['google'],
        });
      }),
      http.post('/api/user/recovery/reset', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: 'Your password has been changed.' });
      }),
    );
    renderWithApp(<RecoveryResetRoute />, { route: '/recovery/reset/tok123' });
    const factors = await screen.findByRole('group', { name: 'Other ways to sign in' });
    expect(asked?.get('token')).toBe('tok123');
    const boxes = within(factors).getAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([false, false, false, false]);
    expect(within(factors).getByLabelText('Unlink Google')).toBeInTheDocument();
    await userEvent.click(within(factors).getByLabelText('Remove the passkey “Thief key”'));
    await userEvent.click(within(factors).getByLabelText('Turn off two-factor sign-in'));
    await userEvent.type(screen.getByLabelText('New password'), 'a new secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a new secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/login?reset'));
    expect(sent?.get('remove_passkeys')).toBe('9');
    expect(sent?.get('remove_two_factor')).toBe('1');
    expect(sent?.has('remove_providers')).toBe(false);
  });

  it('shows the answer and the spam-folder sentence after sending', async () => {
    server.use(http.post('/api/user/recovery/send', () => HttpResponse.json({ message: 'If an account uses that email address, we have sent it a link.' })));
    renderWithApp(<RecoveryPage />, { route: '/recovery' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Solve the human check' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(`If an account uses that email address, we have sent it a link. ${RECOVERY_SPAM_TEXT}`)).toBeVisible();
    expect(humanCheckResets.count).toBe(1);
  });

  it('on a used or invalid reset link, shows why and a link to ask again instead of the form', async () => {
    const text = 'This password reset link is invalid, expired or already used. Please ask for a new one.';
    server.use(http.post('/api/user/recovery/factors', () => HttpResponse.json({ messages: [text] }, { status: 400 })));
    renderWithApp(<RecoveryResetRoute />, { route: '/recovery/reset/used' });
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/recovery');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });

  it('shows the reset form when the path contains reset, sends the token, then goes to /login', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post('/api/user/recovery/reset', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: 'Your password has been changed.' });
      }),
    );
    renderWithApp(<RecoveryResetRoute />, { route: '/recovery/reset/tok123' });
    await userEvent.type(screen.getByLabelText('New password'), 'a new secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a new secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/login?reset'));
    expect(sent?.get('token')).toBe('tok123');
  });

  it('shows a bad link as an alert', async () => {
    server.use(http.post('/api/user/recovery/reset', () => HttpResponse.json({ messages: ['This password reset link is invalid.'] }, { status: 400 })));
    renderWithApp(<RecoveryResetRoute />, { route: '/recovery/reset/bad' });
    await userEvent.type(screen.getByLabelText('New password'), 'a new secret');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a new secret');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid.');
  });
});

describe('AccountDeletePage', () => {
  it('waits with a countdown, then unlocks and resets the challenge; on success redirects without the challenge', async () => {
    let body: FormData | undefined;
    let started = 0;
    server.use(
      // The server counts the wait from the moment it sees the screen open.
      http.post('/api/user/account/delete/start', () => {
        started++;
        return HttpResponse.json({ waitSeconds: 2 });
      }),
      http.post('/api/user/account/delete', async ({ request }) => {
        body = await request.formData();
        return HttpResponse.json({ message: 'Your account has been deleted.' });
      }),
    );
    const bootstrap = { ...player, settings: { ...player.settings, deleteWaitSeconds: 2 } };
    renderWithApp(<AccountDeletePage />, { route: '/account/delete', bootstrap });
    const submit = screen.getByRole('button', { name: /^Delete my account/ });
    expect(submit).toBeDisabled();
    expect(submit).toHaveTextContent('Delete my account (0:02)');
    expect(screen.getByText(/the button unlocks in/)).toBeVisible();
    await waitFor(() => expect(submit).toBeEnabled(), { timeout: 5000 });
    expect(started).toBe(1);
    expect(submit).toHaveTextContent(/^Delete my account$/);
    // The unlock resets the human check in an effect after the render that enabled the button.
    await waitFor(() => expect(humanCheckResets.count).toBe(1));

    await userEvent.type(screen.getByLabelText('Password'), 'my password');
    await userEvent.click(screen.getByRole('button', { name: 'Solve the human check' }));
    await userEvent.click(submit);
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/login?delete'));
    expect(screen.getByRole('button', { name: 'Redirecting…' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Solve the human check' })).toBeNull();
    expect(body?.get('password')).toBe('my password');
    expect(body?.get('challenge')).toBe('solved-challenge');
  });

  it('starts unlocked when the wait setting is 0, and shows a wrong password at the field', async () => {
    server.use(
      http.post('/api/user/account/delete/start', () => HttpResponse.json({ waitSeconds: 0 })),
      http.post('/api/user/account/delete', () => HttpResponse.json({ errors: { password: ['The password is incorrect.'] } }, { status: 422 })),
    );
    const bootstrap = { ...player, settings: { ...player.settings, deleteWaitSeconds: 0 } };
    renderWithApp(<AccountDeletePage />, { route: '/account/delete', bootstrap });
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Solve the human check' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const error = await screen.findByText(/is incorrect\./);
    expect(within(error).getByText('Password').tagName).toBe('STRONG');
    expect(humanCheckResets.count).toBe(1);
    expect(reloadAt).not.toHaveBeenCalled();
  });
});
