import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { setCurrentLanguage } from '@contract/i18n/current';
import { provideMessages } from '@/lib/i18n/translate';
import de from '@/locales/de.json';
import { server } from '@/testing/msw-server';
import { playerRankingHandler } from '@/testing/handlers/ranking';
import { renderWithApp } from '@/testing/test-utils';
import PlayerRankingPage from './player-ranking-page';

// A German reader's ranking: title, explanation, the ranking switch, category pills and column
// titles in German; players' and guilds' names as they are.

describe('the player ranking in German', { timeout: 20_000 }, () => {
  beforeAll(() => {
    provideMessages('de', de);
    setCurrentLanguage('de');
  });
  afterAll(() => setCurrentLanguage('en'));

  it('names the category, its columns and the other rankings in German', async () => {
    server.use(playerRankingHandler(3));
    renderWithApp(
      <Routes>
        <Route path="/ranking/player" element={<PlayerRankingPage />} />
      </Routes>,
      { route: '/ranking/player?category=boss' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Weltboss-Spielerrangliste' })).toBeInTheDocument();
    expect(screen.getByText('Gesamtschaden an Weltbossen; bei Gleichstand entscheiden MVP-Auszeichnungen.')).toBeInTheDocument();
    const kinds = screen.getByRole('navigation', { name: 'Ranglisten' });
    expect(within(kinds).getByRole('link', { name: 'Gildenranglisten' })).toHaveAttribute('href', '/ranking/guild');
    const categories = screen.getByRole('navigation', { name: 'Kategorien' });
    expect(within(categories).getByRole('link', { name: 'Weltboss' })).toHaveAttribute('aria-current', 'page');
    expect(within(categories).getByRole('link', { name: 'Neuling' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Weltboss-Spielerrangliste' });
    await within(table).findByText('Hero1');
    for (const column of [/Spieler/, /Boss-Schaden/, /MVP/]) expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Spielername')).toBeInTheDocument();
  });
});
