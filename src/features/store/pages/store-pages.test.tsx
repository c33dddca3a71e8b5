import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { recipient, recipientsHandler, storeHandler, storePackage } from '@/testing/handlers/store';
import StorePage from './store-page';
import StoreConfirmationPage from './store-confirmation-page';

// Full journeys through modals and tables: slower than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const player = () => testBootstrap({ userId: 1, username: 'demo', coins: 10_000 });
const confirmation = () => (
  <Routes>
    <Route path="/store/confirmation/:id" element={<StoreConfirmationPage />} />
  </Routes>
);

describe('StorePage', () => {
  it('gives each Type its own layout, shows stock, and labels a sold-out package without a buy link', async () => {
    server.use(
      storeHandler([
        storePackage(1, { Name: 'Standard' }),
        storePackage(2, { Name: 'Limited', Type: 2, QuantityLeft: 3 }),
        storePackage(3, { Name: 'Sold out', Type: 2, QuantityLeft: 0 }),
        storePackage(4, { Name: 'Membership', Type: 3, Vip: 30 }),
      ]),
    );
    const { container } = renderWithApp(<StorePage />, { route: '/store', bootstrap: player() });
    await screen.findByRole('heading', { name: 'Standard' }, { timeout: 5_000 });
    expect(container.querySelector('[data-package-id="1"]')).toHaveClass('package-standard');
    expect(container.querySelector('[data-package-id="2"]')).toHaveClass('package-limited');
    expect(container.querySelector('[data-package-id="4"]')).toHaveClass('package-membership');
    expect(within(container.querySelector<HTMLElement>('[data-package-id="2"]')!).getByTestId('stock-left')).toHaveTextContent('Only 3 left');
    const soldOut = container.querySelector<HTMLElement>('[data-package-id="3"]')!;
    expect(within(soldOut).getByTestId('out-of-stock')).toHaveTextContent('OUT OF STOCK');
    expect(soldOut.querySelector('.package-image')).toHaveClass('is-sold-out');
    expect(within(soldOut).getByRole('button', { name: "Sold out can't be bought" })).toBeDisabled();
    expect(within(soldOut).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Standard' })).toHaveAttribute('href', '/store/confirmation/1');
    expect(screen.getByTestId('store-balance')).toHaveTextContent('10,000 Coins');
    // Further down a long list: the cards' pictures load as they come into view.
    expect(within(container.querySelector<HTMLElement>('[data-package-id="1"]')!).getByRole('img')).toHaveAttribute('loading', 'lazy');
  });
});

describe('StoreConfirmationPage', () => {
  it('gifts to a player picked in the modal after a confirmation step, then says what was granted to whom', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      storeHandler([storePackage(1, { Name: 'Lucky Pouch' })]),
      recipientsHandler([recipient(2, 'demo2'), recipient(3, 'vipdemo')]),
      http.post('/api/store/buy/1', async ({ request }) => {
        sent.push(Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)])));
        const pkg = storePackage(1, { Name: 'Lucky Pouch' });
        return HttpResponse.json({
          message: 'You sent the Lucky Pouch to vipdemo as a gift.',
          coins: 8_000,
          purchase: {
            id: 77,
            package: { id: 1, Name: 'Lucky Pouch' },
            Cost: 2_000,
            Currency: 'Coins',
            recipient: recipient(3, 'vipdemo'),
            gift: true,
            granted: { Coins: 500, Vip: 0, VipUntil: null, Badge: null, Title: null, Items: pkg.Items },
          },
        });
      }),
    );
    renderWithApp(confirmation(), { route: '/store/confirmation/1', bootstrap: player() });
    expect(await screen.findByRole('heading', { name: 'Lucky Pouch', level: 1 }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Confirm your purchase')).toBeInTheDocument();
    expect(screen.getByTestId('balance-before')).toHaveTextContent('10,000 Coins');
    expect(screen.getByTestId('balance-after')).toHaveTextContent('8,000 Coins');

    await userEvent.click(screen.getByLabelText('As a gift for another player'));
    expect(screen.getByRole('button', { name: 'Continue to send the gift' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Choose a player' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose who receives the gift' });
    // The picker pages like every table: 25 rows first, 5 to 1,000 to choose from.
    const show = within(picker).getByLabelText('Show');
    expect(show).toHaveValue('25');
    expect(
      within(show)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '25', '50', '100', '500', '1000']);
    await userEvent.type(within(picker).getByLabelText('Search'), 'vip');
    await userEvent.click(await within(picker).findByRole('button', { name: 'Send the gift to vipdemo' }));
    expect(screen.getByTestId('chosen-recipient')).toHaveTextContent('vipdemo');

    await userEvent.click(screen.getByRole('button', { name: 'Continue to send the gift' }));
    expect(screen.getByRole('group', { name: 'Confirm the purchase' })).toHaveTextContent('as a gift for vipdemo');
    expect(sent).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    const done = await screen.findByTestId('purchase-done');
    expect(sent).toEqual([{ RecipientID: '3' }]);
    expect(done).toHaveTextContent('Gift sent!');
    expect(done).toHaveTextContent('vipdemo received:');
    expect(done).toHaveTextContent('500 Coins');
    expect(within(done).getByTestId('balance-after-purchase')).toHaveTextContent('8,000');
    // Once bought, the header no longer asks for a confirmation.
    expect(screen.queryByText('Confirm your purchase')).not.toBeInTheDocument();
    expect(screen.getByText('Gift sent')).toBeInTheDocument();
  });

  it('without enough coins names what is missing instead of a negative balance', async () => {
    server.use(storeHandler([storePackage(1, { Name: 'Lucky Pouch', Cost: 94_111 })]));
    renderWithApp(confirmation(), { route: '/store/confirmation/1', bootstrap: player() });
    expect(await screen.findByTestId('balance-after', {}, { timeout: 5_000 })).toHaveTextContent('84,111 Coins');
    expect(screen.getByTestId('balance-after')).not.toHaveTextContent('-');
    expect(screen.getByText('Coins missing')).toBeInTheDocument();
    expect(screen.queryByText('Your balance after')).not.toBeInTheDocument();
  });

  it('shows a refusal from the server and goes back to the choice', async () => {
    server.use(
      storeHandler([storePackage(1, { Name: 'Lucky Pouch', Type: 2, QuantityLeft: 1 })]),
      http.post('/api/store/buy/1', () => HttpResponse.json({ messages: ['This package is out of stock.'] }, { status: 409 })),
    );
    renderWithApp(confirmation(), { route: '/store/confirmation/1', bootstrap: player() });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm purchase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This package is out of stock.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it("asks for the package's picture at once and first: it is the page's largest paint", async () => {
    server.use(storeHandler([storePackage(1, { Name: 'Lucky Pouch' })]));
    renderWithApp(confirmation(), { route: '/store/confirmation/1', bootstrap: player() });
    const picture = await screen.findByRole('img', { name: 'Lucky Pouch' }, { timeout: 5_000 });
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('width', '400');
    expect(picture).toHaveAttribute('height', '260');
  });

  it('asks visitors to log in, and answers an unknown package with the not-found page', async () => {
    server.use(storeHandler([storePackage(1)]));
    renderWithApp(confirmation(), { route: '/store/confirmation/1', bootstrap: testBootstrap() });
    expect(await screen.findByText('Log in to buy this package or send it as a gift.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?back=%2Fstore%2Fconfirmation%2F1');

    renderWithApp(confirmation(), { route: '/store/confirmation/9', bootstrap: player() });
    expect(await screen.findByText("We couldn't find that package")).toBeInTheDocument();
  });
});
