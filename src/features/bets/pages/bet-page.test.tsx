import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { bet, betListHandler, betPlayer } from '@/testing/handlers/bets';
import BetPage from './bet-page';

// The bet page against recorded contract answers: the tax label and hint from the one setting, the
// cancel warning, and docs/product-rules.md#error-messages: rule that find and cancel errors land on the bet form.

// Journeys through modals and tables: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const player = (over = {}) => testBootstrap({ userId: 1, username: 'demo', coins: 10_000, ...over });

describe('BetPage', () => {
  it('derives the table label and the coin hint from the one tax setting', async () => {
    server.use(betListHandler([]));
    const bootstrap = player();
    bootstrap.settings.betTaxPercent = 5;
    renderWithApp(<BetPage />, { route: '/bet', bootstrap });
    expect(screen.getByTestId('bet-tax-label')).toHaveTextContent('5% tax');
    // The form arrives after the page (its own chunk).
    const input = await screen.findByLabelText('Coins');
    await userEvent.type(input, '250');
    expect(screen.getByTestId('bet-coin-hint')).toHaveTextContent('250 Coins + 13 Coins tax');
    await userEvent.clear(input);
    await userEvent.type(input, '12.5');
    expect(screen.getByTestId('bet-coin-hint')).toHaveTextContent('Whole coins, from 10 to 10,000,000, plus 5% tax.');
  });

  it('shows the server field error with the bold label, and the new balance after a bet', async () => {
    server.use(betListHandler([]));
    let calls = 0;
    server.use(
      http.post('/api/bet/new', () => {
        calls++;
        if (calls === 1) return HttpResponse.json({ errors: { coins: ['This bet costs 110,000 coins with its tax, but you have 10,000.'] } }, { status: 422 });
        return HttpResponse.json({ message: 'Your bet of 100 Coins is open. Good luck!', bet: bet(9, { Coins: 100 }), coins: 9_890 }, { status: 201 });
      }),
    );
    renderWithApp(<BetPage />, { route: '/bet', bootstrap: player() });
    await userEvent.type(await screen.findByLabelText('Coins'), '100000');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    const feedback = await screen.findByText(/with its tax, but you have 10,000\./);
    expect(within(feedback).getByText('Coins').tagName).toBe('STRONG');
    await userEvent.clear(screen.getByLabelText('Coins'));
    await userEvent.type(screen.getByLabelText('Coins'), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText('Your bet of 100 Coins is open. Good luck!')).toBeInTheDocument();
    expect(screen.getByTestId('bet-balance')).toHaveTextContent('9,890');
  });

  it('warns with the 70 % figure rounded down before cancelling, then shows the refund', async () => {
    server.use(
      betListHandler([bet(7)]),
      http.get('/api/bet/find/7', () => HttpResponse.json({ ...bet(7), coins: 10_000 })),
      http.get('/api/bet/cancel/7', ({ request }) => {
        // The state-changing GET carries the CSRF header like any POST.
        expect(request.headers.get('x-csrf-token')).toBe('test-csrf-token');
        return HttpResponse.json({ message: 'Your bet was cancelled and 1,088 Coins were returned to you.', refund: 1_088, coins: 11_088 });
      }),
    );
    renderWithApp(<BetPage />, { route: '/bet', bootstrap: player() });
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel the bet of 1,555 Coins/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this bet' });
    expect(await within(dialog).findByTestId('cancel-warning')).toHaveTextContent(
      'Upon cancellation, you will forfeit 30% of your bet. You will receive 1,088 Coins, which is 70% of your original bet of 1,555 Coins.',
    );
    // The bet id can be copied from the modal.
    const user = userEvent.setup();
    expect(within(dialog).getByTestId('bet-id')).toHaveTextContent('#7');
    await user.click(within(dialog).getByRole('button', { name: 'Copy the bet id 7' }));
    expect(await navigator.clipboard.readText()).toBe('7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel bet' }));
    expect(await screen.findByText('Your bet was cancelled and 1,088 Coins were returned to you.')).toBeInTheDocument();
    expect(screen.getByTestId('bet-balance')).toHaveTextContent('11,088');
  });

  it('shows the balance the bet list carries (it changed since the page loaded: a bet was joined)', async () => {
    server.use(betListHandler([], 4_321));
    renderWithApp(<BetPage />, { route: '/bet', bootstrap: player() });
    await waitFor(() => expect(screen.getByTestId('bet-balance')).toHaveTextContent('4,321'));
  });

  it('closes the modal and shows a find error as a danger alert on the bet form', async () => {
    server.use(
      betListHandler([bet(8, { UserID: 2, user: { id: 2, Username: 'demo2', ColorName: '#ffffff', ProfileVersion: 1, ProviderID: null } })]),
      http.get('/api/bet/find/8', () => HttpResponse.json({ messages: ['The bet was not found.'] }, { status: 404 })),
    );
    renderWithApp(<BetPage />, { route: '/bet', bootstrap: player() });
    await userEvent.click(await screen.findByRole('button', { name: /^Join the bet of 1,555 Coins by demo2/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The bet was not found.');
    expect(screen.getByRole('form', { name: 'New bet' }).closest('.card')).toContainElement(alert);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  // Stale row actions.
  const other = (id: number, over = {}) => bet(id, { UserID: 2, user: betPlayer(2, 'demo2'), ...over });
  /** Answers the open table from `rows()` at each call and counts the calls. */
  const liveTable = (rows: () => ReturnType<typeof bet>[]) => {
    const calls = { open: 0 };
    server.use(
      http.get('/api/bet/all', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const data = params.get('list') === 'joined' ? [] : rows();
        if (params.get('list') !== 'joined') calls.open++;
        return HttpResponse.json({ draw: Number(params.get('draw')), recordsTotal: data.length, recordsFiltered: data.length, data });
      }),
    );
    return calls;
  };

  it('shows a bet cancelled meanwhile as cancelled instead of offering Join and flip, and refreshes the table', async () => {
    let cancelled = false;
    const table = liveTable(() => (cancelled ? [] : [other(8)]));
    server.use(http.get('/api/bet/find/8', () => HttpResponse.json({ ...other(8, { Status: 'cancelled' }), coins: 10_000 })));
    renderWithApp(<BetPage />, { route: '/bet', bootstrap: player() });
    const join = await screen.findByRole('button', { name: /^Join the bet of 1,555 Coins by demo2/ });
    const before = table.open;
    cancelled = true;
    await userEvent.click(join);
    const dialog = await screen.findByRole('dialog', { name: 'Join this bet' });
    expect(await within(dialog).findByTestId('bet-gone')).toHaveTextContent('This bet was cancelled');
    expect(within(dialog).queryByRole('button', { name: 'Join and flip' })).not.toBeInTheDocument();
    await waitFor(() => expect(table.open).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Join the bet of 1,555 Coins by demo2/ })).not.toBeInTheDocument());
  });

  it('shows a bet the staff voided meanwhile as voided instead of offering Join and flip', async () => {
    liveTable(() => [other(8)]);
    server.use(http.get('/api/bet/find/8', () => HttpResponse.json({ ...other(8, { Status: 'voided' }), coins: 10_000 })));
    renderWithApp(<BetPage />, { route: '/bet', bootstrap: player() });
    await userEvent.click(await screen.findByRole('button', { name: /^Join the bet of 1,555 Coins by demo2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Join this bet' });
    expect(await within(dialog).findByTestId('bet-gone')).toHaveTextContent('This bet was voided by the staff: each player got their stake back.');
    expect(within(dialog).queryByRole('button', { name: 'Join and flip' })).not.toBeInTheDocument();
  });

  it('after a refused join (409) reads the bet again and shows its state, and refreshes the table', async () => {
    let state: 'open' | 'cancelled' = 'open';
    const table = liveTable(() => (state === 'open' ? [other(8)] : []));
    server.use(
      http.get('/api/bet/find/8', () => HttpResponse.json({ ...other(8, { Status: state }), coins: 10_000 })),
      http.post('/api/bet/join/8', () => {
        state = 'cancelled';
        return HttpResponse.json({ messages: ['This bet was cancelled before you joined it.'] }, { status: 409 });
      }),
    );
    renderWithApp(<BetPage />, { route: '/bet', bootstrap: player() });
    await userEvent.click(await screen.findByRole('button', { name: /^Join the bet of 1,555 Coins by demo2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Join this bet' });
    const before = table.open;
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Join and flip' }));
    expect(await within(dialog).findByText('This bet was cancelled before you joined it.')).toBeInTheDocument();
    expect(await within(dialog).findByTestId('bet-gone')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Join and flip' })).not.toBeInTheDocument();
    await waitFor(() => expect(table.open).toBeGreaterThan(before));
  });

  it('reads the bet again at each opening of the modal instead of showing an earlier read', async () => {
    let state: 'open' | 'cancelled' = 'open';
    let release: () => void = () => {};
    let gate: Promise<void> = Promise.resolve();
    liveTable(() => [other(8)]);
    server.use(
      http.get('/api/bet/find/8', async () => {
        const answer = { ...other(8, { Status: state }), coins: 10_000 };
        await gate;
        return HttpResponse.json(answer);
      }),
    );
    renderWithApp(<BetPage />, { route: '/bet', bootstrap: player() });
    await userEvent.click(await screen.findByRole('button', { name: /^Join the bet of 1,555 Coins by demo2/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Join this bet' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Cancelled meanwhile; the next read is held back: the earlier read must not be shown.
    state = 'cancelled';
    gate = new Promise((resolve) => (release = resolve));
    await userEvent.click(screen.getByRole('button', { name: /^Join the bet of 1,555 Coins by demo2/ }));
    dialog = await screen.findByRole('dialog', { name: 'Join this bet' });
    expect(within(dialog).getByText('Loading the bet…')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Join and flip' })).not.toBeInTheDocument();
    release();
    expect(await within(dialog).findByTestId('bet-gone')).toBeInTheDocument();
  });

  it('shows visitors the table and a prompt to log in', async () => {
    server.use(betListHandler([bet(7)]));
    renderWithApp(<BetPage />, { route: '/bet', bootstrap: testBootstrap() });
    expect(screen.getByText('Log in to place, join and cancel bets.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Log in to join the bet of 1,555 Coins by demo/ })).toHaveAttribute('href', '/login?back=%2Fbet');
    expect(screen.queryByRole('form', { name: 'New bet' })).not.toBeInTheDocument();
  });
});
