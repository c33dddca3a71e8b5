import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { setCurrentLanguage } from '@contract/i18n/current';
import { provideMessages } from '@/lib/i18n/translate';
import de from '@/locales/de.json';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { storeHandler, storePackage } from '@/testing/handlers/store';
import StorePage from './store-page';
import StoreConfirmationPage from './store-confirmation-page';

// A German reader's store: the layouts' labels and the purchase steps in German; the packages'
// names are game content and stay as they are. Figures stay below 1,000 (no digit grouping).

vi.setConfig({ testTimeout: 30_000 });

const player = () => testBootstrap({ userId: 1, username: 'demo', coins: 900 });

describe('the store in German', () => {
  beforeAll(() => {
    provideMessages('de', de);
    setCurrentLanguage('de');
  });
  afterAll(() => setCurrentLanguage('en'));

  it('labels the layouts, stock and buttons in German', async () => {
    server.use(
      storeHandler([
        storePackage(1, { Name: 'Lucky Pouch', Cost: 200 }),
        storePackage(2, { Name: 'Flash Sale', Type: 2, QuantityLeft: 3 }),
        storePackage(3, { Name: 'Gone', Type: 2, QuantityLeft: 0 }),
        storePackage(4, { Name: 'Gold Pass', Type: 3, Vip: 30 }),
      ]),
    );
    const { container } = renderWithApp(<StorePage />, { route: '/store', bootstrap: player() });
    await screen.findByRole('heading', { name: 'Lucky Pouch' }, { timeout: 5_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Limitierte Angebote' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'VIP-Mitgliedschaften' })).toBeInTheDocument();
    expect(screen.getByTestId('stock-left')).toHaveTextContent('Nur noch 3 übrig');
    const gone = container.querySelector<HTMLElement>('[data-package-id="3"]')!;
    expect(within(gone).getByTestId('out-of-stock')).toHaveTextContent('AUSVERKAUFT');
    expect(within(gone).getByRole('button', { name: 'Gone kann nicht gekauft werden' })).toHaveTextContent('Ausverkauft');
    expect(within(container.querySelector<HTMLElement>('[data-package-id="4"]')!).getByText('Tage VIP', { selector: 'div' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lucky Pouch kaufen' })).toHaveTextContent(/^Kaufen$/);
    expect(screen.getByTestId('store-balance')).toHaveTextContent('900 Coins');
  });

  it('walks through the purchase steps in German', async () => {
    server.use(storeHandler([storePackage(1, { Name: 'Lucky Pouch', Cost: 200 })]));
    renderWithApp(
      <Routes>
        <Route path="/store/confirmation/:id" element={<StoreConfirmationPage />} />
      </Routes>,
      { route: '/store/confirmation/1', bootstrap: player() },
    );
    expect(await screen.findByRole('heading', { name: 'Lucky Pouch', level: 1 }, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText('Bestätige deinen Kauf')).toBeInTheDocument();
    expect(screen.getByText('Für wen ist es?')).toBeInTheDocument();
    expect(screen.getByTestId('balance-after')).toHaveTextContent('700 Coins');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('group', { name: 'Kauf bestätigen' })).toHaveTextContent(
      'Möchtest du Lucky Pouch für 200 Coins für dich selbst kaufen? Dein Guthaben beträgt danach 700 Coins.',
    );
    expect(screen.getByRole('button', { name: 'Kauf bestätigen' })).toBeInTheDocument();
  });
});
