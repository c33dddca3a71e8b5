import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { SearchCharacter, SearchGuild } from '@contract/types/search';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/test-utils';
import SearchPage from './search-page';

// /search?q=: two server tables (characters, guilds) asked with the term in q.

const character = (i: number): SearchCharacter => ({
  id: 100 + i,
  Username: `annie${i}`,
  ColorName: '#4fc3f7',
  ProfileVersion: 1,
  ProviderID: null,
  Level: 90 - i,
  LevelMax: 100,
  CurrentServer: i === 1 ? 'Artix' : 'Offline',
  guild: i === 1 ? { id: 7, Name: 'Night Owls', Color: '#f1c40f', ProfileVersion: 1 } : null,
});
const guild = (i: number): SearchGuild => ({ id: 200 + i, Name: `Annex ${i}`, Color: '#e67e22', ProfileVersion: 1, Level: 20 - i, Members: 1200 + i });

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}
const renderPage = (route: string) =>
  renderWithApp(
    <Routes>
      <Route
        path="/search"
        element={
          <>
            <SearchPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );

describe('search page', { timeout: 20_000 }, () => {
  let seen: { url: string; fields: Record<string, string> }[];
  beforeEach(() => {
    seen = [];
    localStorage.clear();
    const table =
      (total: number, row: (i: number) => SearchCharacter | SearchGuild) =>
      async ({ request }: { request: Request }) => {
        const fields = Object.fromEntries([...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]));
        seen.push({ url: new URL(request.url).pathname, fields });
        const start = Number(fields.start);
        const rows = Array.from({ length: Math.max(0, Math.min(Number(fields.length), total - start)) }, (_, i) => row(start + i + 1));
        return HttpResponse.json({ draw: Number(fields.draw), recordsTotal: total, recordsFiltered: total, data: rows });
      };
    server.use(http.post('/api/search/characters', table(60, character)), http.post('/api/search/guilds', table(2, guild)));
  });

  it('shows the matching characters (name, level, guild, status) and guilds as server tables asked with q', async () => {
    renderPage('/search?q=ann');
    const characters = await screen.findByRole('table', { name: 'Characters found' });
    const link = await within(characters).findByRole('link', { name: 'annie1' });
    expect(link).toHaveAttribute('href', '/charid/101');
    const first = link.closest('tr')!;
    expect(within(first).getByRole('link', { name: 'Night Owls' })).toHaveAttribute('href', '/guild/7');
    expect(within(first).getByText('Online · Artix')).toBeInTheDocument();
    expect(within(characters).getAllByText('Offline').length).toBeGreaterThan(0);
    const guilds = await screen.findByRole('table', { name: 'Guilds found' });
    expect(await within(guilds).findByRole('link', { name: 'Annex 1' })).toHaveAttribute('href', '/guild/201');
    expect(within(guilds).getByText('1,201')).toBeInTheDocument();
    const asked = seen.find((s) => s.url === '/api/search/characters')!;
    expect(asked.fields).toMatchObject({ q: 'ann', start: '0', 'columns[0][data]': 'Name', 'columns[1][data]': 'Level' });
    // Best match first: no order is sent until a column is sorted.
    expect(asked.fields['order[0][column]']).toBeUndefined();
    // 60 characters: more pages.
    expect(screen.getAllByRole('navigation', { name: /pag/i }).length).toBeGreaterThan(0);
  });

  it('sorts by level on the server and pages', async () => {
    const user = userEvent.setup();
    renderPage('/search?q=ann');
    const characters = await screen.findByRole('table', { name: 'Characters found' });
    await within(characters).findByRole('link', { name: 'annie1' });
    await user.click(within(characters).getByRole('button', { name: /Level/ }));
    await within(characters).findByRole('link', { name: 'annie1' });
    expect(seen.at(-1)!.fields).toMatchObject({ q: 'ann', 'order[0][column]': '1', 'order[0][dir]': 'desc' });
  });

  it('keeps the term in the address and asks again for a new one; asks nothing for a short term', async () => {
    const user = userEvent.setup();
    renderPage('/search?q=an');
    expect(screen.getByText('Type at least 3 characters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(seen).toEqual([]);
    const box = screen.getByLabelText('Name');
    await user.clear(box);
    await user.type(box, 'annex{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('?q=annex');
    await screen.findByRole('table', { name: 'Guilds found' });
    expect(seen.filter((s) => s.url === '/api/search/guilds').at(-1)!.fields.q).toBe('annex');
  });
});
