import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/test-utils';
import { TwoFactorCard } from './two-factor-card';
import { PasskeysCard } from './passkeys-card';

// Setting up two-factor sign-in asks for the password first: a session alone cannot turn it on.

let setupBodies: FormData[];
beforeEach(() => {
  setupBodies = [];
  server.use(
    http.get('/api/user/account/two-factor', () => HttpResponse.json({ enabled: false, backupCodesLeft: 0, requiredForStaff: false })),
    http.post('/api/user/account/two-factor/setup', async ({ request }) => {
      const body = await request.formData();
      setupBodies.push(body);
      if (body.get('password') !== 'my-password') return HttpResponse.json({ errors: { password: ['The password is incorrect.'] } }, { status: 422 });
      return HttpResponse.json({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Guildhall:ada', qr: 'data:image/png;base64,iVBORw0KGgo=' });
    }),
  );
});

const card = () => screen.getByRole('region', { name: 'Two-factor sign-in' });

describe('TwoFactorCard', () => {
  it('shows the QR code and the secret only after the right password', async () => {
    renderWithApp(<TwoFactorCard />);
    const password = await within(card()).findByLabelText('Password');
    await userEvent.type(password, 'not-it');
    await userEvent.click(within(card()).getByRole('button', { name: 'Set up two-factor sign-in' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password.closest('.mb-3')).toHaveTextContent('The Password is incorrect.');
    expect(screen.queryByTestId('two-factor-setup')).not.toBeInTheDocument();

    await userEvent.clear(password);
    await userEvent.type(password, 'my-password');
    await userEvent.click(within(card()).getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(setupBodies.map((b) => b.get('password'))).toEqual(['not-it', 'my-password']);
  });

  it('asks for the password before sending anything', async () => {
    renderWithApp(<TwoFactorCard />);
    await userEvent.click(await within(card()).findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await within(card()).findByText('adding or removing a way to sign in needs it.', { exact: false })).toBeInTheDocument();
    expect(setupBodies).toEqual([]);
  });

  it('keeps its password field apart from the one of the passkeys card on the same page', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    server.use(http.get('/api/user/account/passkeys', () => HttpResponse.json([])));
    renderWithApp(
      <>
        <TwoFactorCard />
        <PasskeysCard />
      </>,
    );
    const twoFactorPassword = await within(card()).findByLabelText('Password');
    const passkeysPassword = within(screen.getByRole('region', { name: 'Passkeys' })).getByLabelText('Password');
    expect(twoFactorPassword).not.toBe(passkeysPassword);
    vi.unstubAllGlobals();
  });
});
