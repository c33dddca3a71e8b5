import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AccountDetails } from '@contract/types/account';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import AccountPage from './account-page';

// The account page (/account): the welcome modal of ?welcome and the avatar upload of the form.
vi.setConfig({ testTimeout: 30_000 });

const DAY = 24 * 60 * 60 * 1000;
const player = testBootstrap({ userId: 7, username: 'ada' });
const accountDetails = (over: Partial<AccountDetails> = {}): AccountDetails => ({
  id: 7,
  Username: 'ada',
  Email: 'ada@example.test',
  CountryCode: 'FR',
  ProfileVersion: 1,
  ProviderName: null,
  hasUploadedAvatar: false,
  linkedProviders: [],
  EmailVerified: true,
  PendingEmail: null,
  DateCreated: new Date().toISOString(),
  ...over,
});
const accountHandler = (details: AccountDetails) => http.get('/api/user/account', () => HttpResponse.json(details));

describe('/account?welcome', () => {
  it('tells a player who just registered that the account is ready', async () => {
    server.use(accountHandler(accountDetails({ DateCreated: new Date(Date.now() - 60_000).toISOString() })));
    renderWithApp(<AccountPage />, { route: '/account?welcome', bootstrap: player });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Guildhall, ada!' });
    expect(dialog).toHaveTextContent('Your account is ready.');
  });

  it('welcomes an existing player back instead of saying the account is ready', async () => {
    server.use(accountHandler(accountDetails({ DateCreated: new Date(Date.now() - 90 * DAY).toISOString() })));
    renderWithApp(<AccountPage />, { route: '/account?welcome', bootstrap: player });
    const dialog = await screen.findByRole('dialog', { name: 'Welcome back, ada!' });
    expect(dialog).not.toHaveTextContent('Your account is ready');
    await userEvent.click(within(dialog).getByRole('button', { name: 'See my account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('the avatar file of the account form', () => {
  it('clears a file the server refused and names it, so the next save goes through without it', async () => {
    const sentAvatars: (string | null)[] = [];
    server.use(
      accountHandler(accountDetails({ DateCreated: new Date(Date.now() - 90 * DAY).toISOString() })),
      http.post('/api/user/account/save', async ({ request }) => {
        // A file part is a Blob with a name (not always this realm's File class).
        const avatar = (await request.formData()).get('avatar') as (Blob & { name?: string }) | string | null;
        const name = avatar && typeof avatar !== 'string' ? (avatar.name ?? 'blob') : null;
        sentAvatars.push(name);
        return name
          ? HttpResponse.json({ errors: { avatar: ['The avatar must be a PNG, JPEG, WebP or GIF image.'] } }, { status: 422 })
          : HttpResponse.json({ account: { type: 'success', message: 'Your account details have been saved.' } });
      }),
    );
    renderWithApp(<AccountPage />, { route: '/account', bootstrap: player });
    const fileInput = await screen.findByLabelText<HTMLInputElement>('New avatar');
    await userEvent.upload(fileInput, new File(['not an image'], 'holiday.txt', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sentAvatars).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('New avatar')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByTestId('refused-avatar-file')).toHaveTextContent('The file holiday.txt was refused');
    expect(document.getElementById('field-avatar-feedback')).toHaveTextContent('must be a PNG, JPEG, WebP or GIF image');
    expect(screen.getByLabelText<HTMLInputElement>('New avatar').files).toHaveLength(0);

    // Saving again (e.g. a new country) no longer sends the refused file.
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your account details have been saved.')).toBeInTheDocument();
    // (jsdom's multipart body loses the file name, so only "a file, then none" is checked here.)
    expect(sentAvatars).toEqual([expect.any(String), null]);
    expect(screen.queryByTestId('refused-avatar-file')).not.toBeInTheDocument();
  });
});
