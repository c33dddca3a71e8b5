import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import type { StaffStorePackage } from '@contract/types/staff';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { DashboardNav } from '../components/dashboard-nav';
import DashboardStorePackagePage from './dashboard-store-package-page';
import DashboardStorePage from './dashboard-store-page';

// The store catalogue in the dashboard: the table of packages, and one package's form, which names
// the version it was based on, shows a conflict as a toast with the package read again, and marks a
// refused field.

vi.setConfig({ testTimeout: 30_000 });

const gameMaster = testBootstrap({ userId: 5, username: 'gamemaster', staffRole: 'game_master' });

const dragon: StaffStorePackage = {
  id: 7,
  Name: 'Dragon Pack',
  File: 'dragon-pack.png',
  Type: 2,
  RarityID: 1,
  Cost: 1500,
  Currency: 'Coins',
  QuantityLeft: 10,
  Coins: 100,
  Vip: 3,
  BadgeID: null,
  TitleID: null,
  SortOrder: 0,
  Status: 'draft',
  Version: 3,
  SaleStartsAt: null,
  SaleEndsAt: null,
  Giftable: true,
  Items: [{ ItemID: 1, Quantity: 2 }],
};

const renderPackage = () =>
  renderWithApp(
    <>
      <Routes>
        <Route path="/dashboard/store/:packageId" element={<DashboardStorePackagePage />} />
      </Routes>
      <ToastContainer />
    </>,
    { route: '/dashboard/store/7', bootstrap: gameMaster },
  );

describe('the dashboard store catalogue', () => {
  it('lists the packages with their state, price and stock, filtered by state', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/dashboard/store', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('status') ?? '');
        return HttpResponse.json({
          draw: 1,
          recordsTotal: 1,
          recordsFiltered: 1,
          data: [
            { id: 7, Name: 'Dragon Pack', Cost: 1500, Currency: 'Coins', QuantityLeft: 10, Status: 'draft', Version: 3, SaleStartsAt: null, SaleEndsAt: null },
          ],
        });
      }),
    );
    renderWithApp(<DashboardStorePage />, { route: '/dashboard/store', bootstrap: gameMaster });
    const row = (await screen.findByRole('link', { name: 'Dragon Pack' })).closest('tr')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText('1,500 Coins')).toBeInTheDocument();
    expect(within(row).getByText('10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New package' })).toHaveAttribute('href', '/dashboard/store/new');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'draft');
    await waitFor(() => expect(asked).toContain('draft'));
  });

  it('saves an edit naming the version it was based on', async () => {
    let sent: Record<string, string> | undefined;
    server.use(
      http.get('/api/dashboard/store/7', () => HttpResponse.json(dragon)),
      http.post('/api/dashboard/store/7', async ({ request }) => {
        sent = Object.fromEntries(await request.formData()) as Record<string, string>;
        return HttpResponse.json({ message: 'The package Dragon Pack was saved.', package: { ...dragon, Cost: 2000, Version: 4 } });
      }),
    );
    renderPackage();
    const price = await screen.findByLabelText('Price');
    await userEvent.clear(price);
    await userEvent.type(price, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The package Dragon Pack was saved.')).toBeInTheDocument();
    expect(sent).toMatchObject({ Version: '3', Cost: '2000', Name: 'Dragon Pack', Items: '1:2', Giftable: '1', QuantityLeft: '10' });
    expect(await screen.findByText('Store package #7, version 4')).toBeInTheDocument();
  });

  it('shows a conflict (409) as a toast and reads the package again', async () => {
    let reads = 0;
    server.use(
      http.get('/api/dashboard/store/7', () => {
        reads += 1;
        return HttpResponse.json(reads === 1 ? dragon : { ...dragon, Name: 'Dragon Hoard', Version: 4 });
      }),
      http.post('/api/dashboard/store/7', () =>
        HttpResponse.json({ code: 'conflict', messages: ['Someone else changed this package since you opened it.'] }, { status: 409 }),
      ),
    );
    renderPackage();
    await screen.findByLabelText('Price');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const toast = await screen.findByText('Someone else changed this package since you opened it.');
    expect(toast.closest('.Toastify')).not.toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Dragon Hoard'));
    expect(screen.getByText('Store package #7, version 4')).toBeInTheDocument();
  });

  it('marks a refused field (422) and shows its message as a toast', async () => {
    server.use(
      http.get('/api/dashboard/store/7', () => HttpResponse.json(dragon)),
      http.post('/api/dashboard/store/7', () =>
        HttpResponse.json({ errors: { QuantityLeft: ['A limited package needs its stock: a whole number from 0 to 1,000,000.'] } }, { status: 422 }),
      ),
    );
    renderPackage();
    const stock = await screen.findByLabelText('Stock');
    await userEvent.clear(stock);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const toast = await screen.findByText('A limited package needs its stock: a whole number from 0 to 1,000,000.');
    expect(toast.closest('.Toastify')).not.toBeNull();
    await waitFor(() => expect(stock).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Price')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the two-factor code when the server wants it, then saves', async () => {
    let saves = 0;
    server.use(
      http.get('/api/dashboard/store/7', () => HttpResponse.json(dragon)),
      http.post('/api/dashboard/second-factor', () => HttpResponse.json({ message: 'Confirmed for 12 hours.' })),
      http.post('/api/dashboard/store/7', () => {
        saves += 1;
        return saves === 1
          ? HttpResponse.json({ code: 'second_factor_required', messages: ['Confirm it is you.'] }, { status: 403 })
          : HttpResponse.json({ message: 'The package Dragon Pack was saved.', package: { ...dragon, Version: 4 } });
      }),
    );
    renderPackage();
    await screen.findByLabelText('Price');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(await screen.findByLabelText('Code from the app, or a backup code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('The package Dragon Pack was saved.')).toBeInTheDocument();
    expect(saves).toBe(2);
  });

  it('shows the Store link to a game master and not to a moderator', () => {
    const { unmount } = renderWithApp(<DashboardNav />, { route: '/dashboard', bootstrap: gameMaster });
    expect(screen.getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/dashboard/store');
    unmount();
    renderWithApp(<DashboardNav />, { route: '/dashboard', bootstrap: testBootstrap({ userId: 6, username: 'moderator', staffRole: 'moderator' }) });
    expect(screen.getByRole('link', { name: 'Players' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Store' })).toBeNull();
  });
});
