import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { PasskeyRow } from '@contract/types/security';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/test-utils';
import { reloadAt } from '../api/session';
import LoginPage from '../pages/login-page';
import { ActivityCard } from './activity-card';
import { PasskeysCard } from './passkeys-card';

// The passkeys card and the login button against recorded contract answers. The
// browser's passkey prompt (@simplewebauthn/browser) is replaced: it answers, or it is cancelled.

vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));
vi.mock('../api/session', async (importOriginal) => ({ ...(await importOriginal<typeof import('../api/session')>()), reloadAt: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

const REGISTRATION_OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rp: { name: 'Guildhall', id: 'localhost' },
  user: { id: 'dXNlcg', name: 'ada', displayName: 'ada' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};
const CREDENTIAL = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA' },
  clientExtensionResults: {},
};

let stored: PasskeyRow[];
let added: FormData[];
let removed: string[];
let optionsAsked: FormData[];
let removeBodies: FormData[];

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  vi.mocked(startRegistration).mockReset();
  vi.mocked(startAuthentication).mockReset();
  vi.mocked(reloadAt).mockClear();
  stored = [{ id: 4, Name: 'Laptop', DateCreated: '2026-03-01T10:00:00.000Z', LastUsedAt: '2026-03-02T09:30:00.000Z' }];
  added = [];
  removed = [];
  optionsAsked = [];
  removeBodies = [];
  server.use(
    http.get('/api/user/account/passkeys', () => HttpResponse.json(stored)),
    http.post('/api/user/account/passkeys/options', async ({ request }) => {
      const body = await request.formData();
      optionsAsked.push(body);
      if (body.get('password') !== 'my-password') return HttpResponse.json({ errors: { password: ['The password is incorrect.'] } }, { status: 422 });
      return HttpResponse.json(REGISTRATION_OPTIONS);
    }),
    http.post('/api/user/account/passkeys', async ({ request }) => {
      const body = await request.formData();
      added.push(body);
      const row = { id: 9, Name: String(body.get('name')), DateCreated: '2026-03-05T12:00:00.000Z', LastUsedAt: null };
      stored = [...stored, row];
      return HttpResponse.json(row, { status: 201 });
    }),
    http.post('/api/user/account/passkeys/:id/remove', async ({ params, request }) => {
      const body = await request.formData();
      removeBodies.push(body);
      if (body.get('password') !== 'my-password') return HttpResponse.json({ errors: { password: ['The password is incorrect.'] } }, { status: 422 });
      removed.push(String(params.id));
      stored = stored.filter((p) => String(p.id) !== params.id);
      return HttpResponse.json({ message: 'The passkey “Laptop” has been removed.' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const card = () => screen.getByRole('region', { name: 'Passkeys' });
/** Fills the add form: the name, and the password it needs. */
async function fillAdd(name: string, password = 'my-password') {
  await userEvent.type(within(card()).getByLabelText('Name of the new passkey'), name);
  await userEvent.type(within(card()).getByLabelText('Password'), password);
}

describe('PasskeysCard', () => {
  it('lists the passkeys and adds one with its name through the browser prompt', async () => {
    vi.mocked(startRegistration).mockResolvedValue(CREDENTIAL as never);
    renderWithApp(<PasskeysCard />);
    const row = await screen.findByTestId('passkey-row');
    expect(row).toHaveTextContent('Laptop');
    expect(row).toHaveTextContent('last used');

    await fillAdd('Phone');
    await userEvent.click(within(card()).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(card()).findByRole('status')).toHaveTextContent('The passkey “Phone” has been added.');
    expect(startRegistration).toHaveBeenCalledWith({ optionsJSON: REGISTRATION_OPTIONS });
    expect(optionsAsked.map((b) => b.get('password'))).toEqual(['my-password']);
    expect(added).toHaveLength(1);
    expect(added[0].get('name')).toBe('Phone');
    expect(JSON.parse(String(added[0].get('credential')))).toEqual(CREDENTIAL);
    await waitFor(() => expect(screen.getAllByTestId('passkey-row')).toHaveLength(2));
    expect(screen.getAllByTestId('passkey-row')[1]).toHaveTextContent('never used');
  });

  it('says so when the browser prompt is cancelled, and sends nothing', async () => {
    vi.mocked(startRegistration).mockRejectedValue(Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }));
    renderWithApp(<PasskeysCard />);
    await screen.findByTestId('passkey-row');
    await fillAdd('Phone');
    await userEvent.click(within(card()).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('The passkey prompt was closed or timed out. Nothing was changed.');
    expect(added).toHaveLength(0);
  });

  it("shows the server's refusal of the browser's answer", async () => {
    vi.mocked(startRegistration).mockResolvedValue(CREDENTIAL as never);
    server.use(
      http.post('/api/user/account/passkeys', () =>
        HttpResponse.json({ errors: { credential: ['This passkey request has expired or was already used. Please try again.'] } }, { status: 422 }),
      ),
    );
    renderWithApp(<PasskeysCard />);
    await screen.findByTestId('passkey-row');
    await fillAdd('Phone');
    await userEvent.click(within(card()).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('This passkey request has expired or was already used. Please try again.');
    expect(screen.getAllByTestId('passkey-row')).toHaveLength(1);
  });

  it('shows a wrong password at its field, and opens no prompt', async () => {
    renderWithApp(<PasskeysCard />);
    await screen.findByTestId('passkey-row');
    await fillAdd('Phone', 'not-it');
    await userEvent.click(within(card()).getByRole('button', { name: 'Add a passkey' }));
    const field = within(card()).getByLabelText('Password');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field.closest('.mb-3')).toHaveTextContent('The Password is incorrect.');
    expect(startRegistration).not.toHaveBeenCalled();
    expect(added).toHaveLength(0);
  });

  it('asks for the name before the prompt opens', async () => {
    renderWithApp(<PasskeysCard />);
    await screen.findByTestId('passkey-row');
    await userEvent.click(within(card()).getByRole('button', { name: 'Add a passkey' }));
    expect(await within(card()).findByText('field is required.', { exact: false })).toBeInTheDocument();
    expect(startRegistration).not.toHaveBeenCalled();
  });

  it('removes a passkey only after the confirmation', async () => {
    renderWithApp(<PasskeysCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Laptop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(removed).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Laptop' }));
    const confirm = screen.getByRole('group', { name: 'Remove the passkey Laptop?' });
    // A wrong password removes nothing and keeps the confirmation open.
    await userEvent.type(within(confirm).getByLabelText('Your password'), 'not-it');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    expect(await within(card()).findByRole('alert')).toHaveTextContent('The password is incorrect.');
    expect(removed).toEqual([]);
    await userEvent.clear(within(confirm).getByLabelText('Your password'));
    await userEvent.type(within(confirm).getByLabelText('Your password'), 'my-password');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    expect(await within(card()).findByRole('status')).toHaveTextContent('The passkey “Laptop” has been removed.');
    expect(removed).toEqual(['4']);
    expect(removeBodies.map((b) => b.get('password'))).toEqual(['not-it', 'my-password']);
    await waitFor(() => expect(screen.queryByTestId('passkey-row')).not.toBeInTheDocument());
    expect(screen.getByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('the activity log on the same page shows the removal at once', async () => {
    server.use(
      http.get('/api/user/account/activity', () => {
        const data = removed.map((id) => ({
          Kind: 'passkey_removed',
          Detail: `Passkey ${id} removed`,
          ip: null,
          device: null,
          Date: '2026-03-06T08:00:00.000Z',
        }));
        return HttpResponse.json({ draw: 1, recordsTotal: data.length, recordsFiltered: data.length, data });
      }),
    );
    renderWithApp(
      <>
        <PasskeysCard />
        <ActivityCard />
      </>,
    );
    expect(await screen.findByText('Nothing has happened on your account yet.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Laptop' }));
    const confirm = screen.getByRole('group', { name: 'Remove the passkey Laptop?' });
    await userEvent.type(within(confirm).getByLabelText('Your password'), 'my-password');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    expect(await screen.findByText('Passkey 4 removed')).toBeInTheDocument();
  });

  it('offers no passkey where the browser cannot make one', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    renderWithApp(<PasskeysCard />);
    await screen.findByTestId('passkey-row');
    expect(screen.getByText('This browser cannot make passkeys.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });
});

describe('Sign in with a passkey on /login', () => {
  it('signs in without the password and goes where the login would', async () => {
    const signInOptions = { challenge: 'c2lnbg', rpId: 'localhost', userVerification: 'required' };
    const sent: FormData[] = [];
    server.use(
      http.post('/api/user/login/passkey/options', () => HttpResponse.json(signInOptions)),
      http.post('/api/user/login/passkey', async ({ request }) => {
        sent.push(await request.formData());
        return HttpResponse.json({ id: 7, Username: 'ada' });
      }),
    );
    vi.mocked(startAuthentication).mockResolvedValue(CREDENTIAL as never);
    renderWithApp(<LoginPage />, { route: '/login?back=%2Fbet' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/bet'));
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: signInOptions });
    expect(JSON.parse(String(sent[0].get('credential')))).toEqual(CREDENTIAL);
  });

  it('shows why a passkey did not sign in', async () => {
    server.use(
      http.post('/api/user/login/passkey/options', () => HttpResponse.json({ challenge: 'c2lnbg' })),
      http.post('/api/user/login/passkey', () =>
        HttpResponse.json({ errors: { credential: ['This passkey could not sign you in. It may have been removed from your account.'] } }, { status: 422 }),
      ),
    );
    vi.mocked(startAuthentication).mockResolvedValue(CREDENTIAL as never);
    renderWithApp(<LoginPage />, { route: '/login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This passkey could not sign you in.');
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it('is not offered where the browser has no passkeys', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    renderWithApp(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    // The button's module loads after the page: let it arrive before looking for the button.
    await act(async () => {
      await import('./passkey-sign-in');
    });
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).not.toBeInTheDocument();
  });
});
