import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AccountDetails } from '@contract/types/account';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import VerifyEmailPage from './verify-email-page';
import AccountPage from './account-page';

// The mailed email link (/account/verify-email?token=…) and the account page's verification badge
//.
vi.setConfig({ testTimeout: 30_000 });

describe('/account/verify-email', () => {
  it('sends the token once, even under StrictMode, and shows what it verified', async () => {
    const tokens: string[] = [];
    server.use(
      http.post('/api/user/account/email/confirm', async ({ request }) => {
        tokens.push(String((await request.formData()).get('token')));
        return HttpResponse.json({ purpose: 'verify', Email: 'ada@example.test', message: 'Your email address ada@example.test is verified.' });
      }),
    );
    renderWithApp(
      <StrictMode>
        <VerifyEmailPage />
      </StrictMode>,
      { route: '/account/verify-email?token=abc_DEF-123' },
    );
    expect(await screen.findByRole('heading', { name: 'Email address verified' })).toBeInTheDocument();
    expect(screen.getByText('Your email address ada@example.test is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    expect(tokens).toEqual(['abc_DEF-123']);
  });

  it('names a confirmed new address as a change', async () => {
    server.use(
      http.post('/api/user/account/email/confirm', () =>
        HttpResponse.json({ purpose: 'change', Email: 'new@example.test', message: 'Your account now uses the email address new@example.test.' }),
      ),
    );
    renderWithApp(<VerifyEmailPage />, { route: '/account/verify-email?token=t' });
    expect(await screen.findByRole('heading', { name: 'Email address changed' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a used or expired link and where to ask for a new one', async () => {
    server.use(
      http.post('/api/user/account/email/confirm', () =>
        HttpResponse.json(
          { messages: ['This email link is invalid, expired or already used. Please ask for a new one.'], code: 'bad_request' },
          { status: 400 },
        ),
      ),
    );
    renderWithApp(<VerifyEmailPage />, { route: '/account/verify-email?token=used' });
    expect(await screen.findByText('This email link is invalid, expired or already used. Please ask for a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your account page' })).toHaveAttribute('href', '/account');
  });

  it('says so when the link has no token, without calling the server', async () => {
    const calls = vi.fn();
    server.use(http.post('/api/user/account/email/confirm', () => (calls(), HttpResponse.json({}))));
    renderWithApp(<VerifyEmailPage />, { route: '/account/verify-email' });
    expect(await screen.findByText(/This link has no token/)).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });
});

describe('the verification badge of /account', () => {
  const details = (over: Partial<AccountDetails>): AccountDetails => ({
    id: 7,
    Username: 'ada',
    Email: 'ada@example.test',
    CountryCode: 'FR',
    ProfileVersion: 1,
    ProviderName: null,
    hasUploadedAvatar: false,
    linkedProviders: [],
    EmailVerified: false,
    PendingEmail: null,
    DateCreated: new Date(Date.now() - 90 * 86_400_000).toISOString(),
    ...over,
  });
  const player = testBootstrap({ userId: 7, username: 'ada' });

  it('shows an unverified address and resends the link on request', async () => {
    let resent = 0;
    server.use(
      http.get('/api/user/account', () => HttpResponse.json(details({}))),
      http.post('/api/user/account/email/resend', () => {
        resent += 1;
        return HttpResponse.json({ message: 'We have sent a new verification link to your email address.' });
      }),
    );
    renderWithApp(<AccountPage />, { route: '/account', bootstrap: player });
    expect(await screen.findByText('Unverified')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification mail' }));
    expect(await screen.findByText('We have sent a new verification link to your email address.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification mail' })).toBeDisabled();
    expect(resent).toBe(1);
  });

  it('shows a verified address and the new one waiting for its link', async () => {
    server.use(http.get('/api/user/account', () => HttpResponse.json(details({ EmailVerified: true, PendingEmail: 'new@example.test' }))));
    renderWithApp(<AccountPage />, { route: '/account', bootstrap: player });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification mail' })).not.toBeInTheDocument();
    expect(screen.getByText('new@example.test')).toBeInTheDocument();
    expect(screen.getByText(/Waiting for confirmation of/)).toHaveTextContent('Until then your address stays ada@example.test.');
  });
});
