import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { setCurrentLanguage } from '@contract/i18n/current';
import type { StaffStorePackage } from '@contract/types/staff';
import { provideMessages } from '@/lib/i18n/translate';
import de from '@/locales/de.json';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import DashboardGameDataPage from './dashboard-game-data-page';
import DashboardStorePackagePage from './dashboard-store-package-page';
import DashboardStorePage from './dashboard-store-page';

// A German staff member's dashboard: the screens' own texts are German, the game's content (package
// names) stays as written, and figures are written the German way.

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
  QuantityLeft: null,
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
  Items: [],
};

beforeAll(() => {
  provideMessages('de', de);
  setCurrentLanguage('de');
});
afterAll(() => setCurrentLanguage('en'));

describe('the dashboard in German', () => {
  it('shows the store catalogue with German headings, columns, states and numbers', async () => {
    server.use(
      http.get('/api/dashboard/store', () => HttpResponse.json({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [{ ...dragon, QuantityLeft: null }] })),
    );
    renderWithApp(<DashboardStorePage />, { route: '/dashboard/store', bootstrap: gameMaster });
    const row = (await screen.findByRole('link', { name: 'Dragon Pack' })).closest('tr')!;
    expect(within(row).getByText('Entwurf')).toBeInTheDocument();
    expect(within(row).getByText('1.500 Coins')).toBeInTheDocument();
    expect(within(row).getByText('Unbegrenzt')).toBeInTheDocument();
    expect(within(row).getByText('Immer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard · Shop' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Paket/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Preis/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neues Paket' })).toHaveAttribute('href', '/dashboard/store/new');
    expect(screen.getByRole('link', { name: 'Übersicht' })).toBeInTheDocument();
    expect(screen.queryByText('New package')).toBeNull();
  });

  it("shows a package's form with German labels and buttons", async () => {
    server.use(http.get('/api/dashboard/store/7', () => HttpResponse.json(dragon)));
    renderWithApp(
      <Routes>
        <Route path="/dashboard/store/:packageId" element={<DashboardStorePackagePage />} />
      </Routes>,
      { route: '/dashboard/store/7', bootstrap: gameMaster },
    );
    expect(await screen.findByLabelText('Preis')).toHaveValue('1500');
    expect(screen.getByText('Shop-Paket #7, Version 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Seltenheit')).toBeInTheDocument();
    expect(screen.getByLabelText('Kann als Geschenk gekauft werden')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Veröffentlichen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Pakete' })).toBeInTheDocument();
  });

  it("shows a new game-data entry's form with the registry's labels in German", async () => {
    renderWithApp(
      <Routes>
        <Route path="/dashboard/:section/:entryId" element={<DashboardGameDataPage />} />
      </Routes>,
      { route: '/dashboard/monsters/new', bootstrap: gameMaster },
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard · Neues Monster' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zu den Monstern' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Felder des Monsters' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Energiekosten/)).toBeInTheDocument();
    expect(screen.getAllByText('0 bis 10.000')).toHaveLength(2);
  });
});
