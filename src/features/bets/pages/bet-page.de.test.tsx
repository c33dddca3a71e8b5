import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setCurrentLanguage } from '@contract/i18n/current';
import { provideMessages } from '@/lib/i18n/translate';
import de from '@/locales/de.json';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { bet, betListHandler } from '@/testing/handlers/bets';
import BetPage from './bet-page';

// A German reader's bet page: the page, its table and the cancel modal in German, with the
// figures filled in. Stakes stay below 1,000 so the assertions do not depend on digit grouping.

vi.setConfig({ testTimeout: 30_000 });

describe('BetPage in German', () => {
  beforeAll(() => {
    provideMessages('de', de);
    setCurrentLanguage('de');
  });
  afterAll(() => setCurrentLanguage('en'));

  it('asks a visitor to log in, in German, and names the table columns in German', async () => {
    server.use(betListHandler([bet(7, { Coins: 500 })]));
    renderWithApp(<BetPage />, { route: '/bet', bootstrap: testBootstrap() });
    expect(screen.getByRole('heading', { level: 1, name: 'Münzwurf-Wetten' })).toBeInTheDocument();
    expect(screen.getByText('Melde dich an, um Wetten zu setzen, mitzumachen und zurückzuziehen.')).toBeInTheDocument();
    expect(screen.getByTestId('bet-tax-label')).toHaveTextContent(/^\d+ % Steuer$/);
    expect(await screen.findByRole('link', { name: 'Melde dich an, um bei der Wette über 500 Coins von demo mitzumachen' })).toHaveTextContent('Anmelden');
    const table = screen.getByRole('table', { name: /^Offene Wetten/ });
    expect(within(table).getByRole('columnheader', { name: /Ersteller/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Letzte Würfe' })).toBeInTheDocument();
  });

  it('warns before a cancel in German, with the refund figure', async () => {
    server.use(
      betListHandler([bet(7, { Coins: 500 })]),
      http.get('/api/bet/find/7', () => HttpResponse.json({ ...bet(7, { Coins: 500 }), coins: 900 })),
    );
    renderWithApp(<BetPage />, { route: '/bet', bootstrap: testBootstrap({ userId: 1, username: 'demo', coins: 900 }) });
    expect(screen.getByTestId('bet-balance').parentElement).toHaveTextContent('Dein Guthaben: 900 Coins');
    await userEvent.click(await screen.findByRole('button', { name: 'Wette über 500 Coins von demo zurückziehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diese Wette zurückziehen' });
    expect(await within(dialog).findByTestId('cancel-warning')).toHaveTextContent(
      'Wenn du zurückziehst, verlierst du 30 % deines Einsatzes. Du erhältst 350 Coins zurück, also 70 % deines ursprünglichen Einsatzes von 500 Coins.',
    );
    expect(within(dialog).getByText('Kopf')).toBeInTheDocument();
    expect(within(dialog).getByText('Wartet auf einen Spieler')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Wette behalten' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Wette zurückziehen' })).toBeInTheDocument();
  });
});
