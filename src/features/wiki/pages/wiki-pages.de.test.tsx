import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { setCurrentLanguage } from '@contract/i18n/current';
import { provideMessages } from '@/lib/i18n/translate';
import de from '@/locales/de.json';
import { server } from '@/testing/msw-server';
import { wikiItemDetail } from '@/testing/handlers/wiki';
import { renderWithApp } from '@/testing/test-utils';
import WikiDetailPage from './wiki-detail-page';
import WikiListPage from './wiki-list-page';

// A German reader's wiki: the labels around the game's content are German, the content itself
// (item, shop, quest and monster names) stays as the game names it.

const renderAt = (route: string) =>
  renderWithApp(
    <Routes>
      <Route path="/wiki/:type" element={<WikiListPage />} />
      <Route path="/wiki/:type/:id" element={<WikiDetailPage />} />
    </Routes>,
    { route },
  );

describe('the wiki in German', { timeout: 20_000 }, () => {
  beforeAll(() => {
    provideMessages('de', de);
    setCurrentLanguage('de');
  });
  afterAll(() => setCurrentLanguage('en'));

  it('an item page names its sections, facts, flags and effects in German', async () => {
    server.use(http.get('/api/wiki/item/42', () => HttpResponse.json(wikiItemDetail())));
    renderAt('/wiki/item/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Starforged Blade' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gegenstände' })).toHaveAttribute('href', '/wiki/item');
    for (const section of ['Details', 'Effekte', 'In Läden erhältlich', 'Questbelohnung von', 'Fallengelassen von', 'Neueste Marktangebote'])
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    const flags = screen.getByRole('list', { name: 'Merkmale' });
    expect(within(flags).getByText('Nur mit Upgrade')).toBeInTheDocument();
    expect(within(flags).getByText('Glücksrad')).toBeInTheDocument();
    expect(screen.getByText('Schadenserhöhung')).toBeInTheDocument();
    expect(screen.getByText('Ruf')).toBeInTheDocument();
    expect(screen.getByText('Seltenheit', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Mira's Forge" })).toBeInTheDocument();
    expect(screen.getByText('Verkauft')).toBeInTheDocument();
  });

  it('a list names its section, columns, search hint and empty text in German', async () => {
    server.use(http.get('/api/wiki/map', () => HttpResponse.json({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] })));
    renderAt('/wiki/map');
    expect(screen.getByRole('heading', { level: 1, name: 'Karten' })).toBeInTheDocument();
    expect(screen.getByText('Wohin es geht und welches Level man dafür braucht.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Wiki-Bereiche' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Karten im Wiki' });
    expect(within(table).getByRole('columnheader', { name: /Benötigtes Level/ })).toBeInTheDocument();
    expect(await within(table).findByText('Noch keine Karten.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Kartenname')).toBeInTheDocument();
  });
});
