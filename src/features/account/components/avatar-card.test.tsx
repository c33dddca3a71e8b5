import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AccountDetails } from '@contract/types/account';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/test-utils';
import { testBootstrap } from '@/testing/bootstrap';
import { AvatarCard } from './avatar-card';

// Linking a social account makes it a way to sign in: the card asks for the password before the
// browser leaves for the provider; an account already linked only refreshes its picture.

const account: AccountDetails = {
  id: 7,
  Username: 'ada',
  Email: 'ada@example.test',
  CountryCode: 'FR',
  ProfileVersion: 1,
  ProviderName: null,
  hasUploadedAvatar: false,
  linkedProviders: ['discord'],
  EmailVerified: true,
  PendingEmail: null,
  DateCreated: '2026-01-01T00:00:00.000Z',
};
const bootstrap = testBootstrap();
bootstrap.settings.socialProviders = ['discord', 'google'];

let linkBodies: FormData[];
const assign = vi.fn();
beforeEach(() => {
  linkBodies = [];
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, assign });
  server.use(
    http.post('/api/user/account/social/:provider/link', async ({ request, params }) => {
      const body = await request.formData();
      linkBodies.push(body);
      if (body.get('password') !== 'my-password') return HttpResponse.json({ errors: { password: ['The password is incorrect.'] } }, { status: 422 });
      return HttpResponse.json({ url: `https://accounts.example/${String(params.provider)}/authorize?state=s` });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('AvatarCard social link', () => {
  it('asks for the password to link a new provider, and leaves only after the server accepted it', async () => {
    renderWithApp(<AvatarCard account={account} />, { bootstrap });
    await userEvent.selectOptions(screen.getByLabelText('Avatar source'), 'google');
    await userEvent.type(screen.getByLabelText('Your password'), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Your password'));
    await userEvent.type(screen.getByLabelText('Your password'), 'my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/google/authorize?state=s'));
    expect(linkBodies.map((b) => b.get('password'))).toEqual(['not-it', 'my-password']);
  });

  it('refreshes the picture of a linked provider without the password', async () => {
    renderWithApp(<AvatarCard account={account} />, { bootstrap });
    await userEvent.selectOptions(screen.getByLabelText('Avatar source'), 'discord');
    expect(screen.queryByLabelText('Your password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use this picture' }));
    expect(assign).toHaveBeenCalledWith('/api/login/social/redirect/discord');
    expect(linkBodies).toEqual([]);
  });
});
