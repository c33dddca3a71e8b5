import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { server } from '@/testing/msw-server';
import { playerRankingHandler, playerRankingRow } from '@/testing/handlers/ranking';
import { renderWithApp } from '@/testing/test-utils';
import { http, HttpResponse } from 'msw';
import { TABLE_DEFAULT_PAGE_LENGTH } from '@contract/rules/constants';
import PlayerRankingPage from './player-ranking-page';

const renderPage = (route: string) =>
  renderWithApp(
    <Routes>
      <Route path="/ranking/player" element={<PlayerRankingPage />} />
    </Routes>,
    { route },
  );

describe('player ranking page', { timeout: 20_000 }, () => {
  let seen: { url: string; fields: Record<string, string> }[];
  beforeEach(() => {
    seen = [];
    localStorage.clear();
    server.use(playerRankingHandler(8, seen));
  });

  it('loads the category from the query and shows medals, links and abbreviated figures', async () => {
    renderPage('/ranking/player?category=boss');
    expect(await screen.findByRole('heading', { name: 'World boss player ranking' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'World boss player ranking' });
    await within(table).findByText('Hero1');
    expect(seen[0].url).toBe('/api/ranking/player/boss');
    expect(seen[0].fields).toMatchObject({
      'columns[0][data]': 'Position',
      'columns[3][data]': 'WorldBossDamageTotal',
      'order[0][column]': '0',
      'order[0][dir]': 'asc',
    });

    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByTitle('Gold medal')).toBeInTheDocument();
    expect(within(rows[1]).getByTitle('Silver medal')).toBeInTheDocument();
    expect(within(rows[2]).getByTitle('Bronze medal')).toBeInTheDocument();
    expect(within(rows[3]).queryByTitle(/medal/)).toBeNull();
    expect(within(rows[3]).getByText('4')).toBeInTheDocument();

    expect(within(rows[0]).getByRole('link', { name: 'Hero1' })).toHaveAttribute('href', '/charid/101');
    expect(within(rows[0]).getByRole('link', { name: 'Night Owls' })).toHaveAttribute('href', '/guild/7');
    expect(within(rows[1]).getByText('No guild')).toBeInTheDocument();
    expect(within(rows[0]).getByText('2.40B')).toBeInTheDocument();
    expect(within(rows[0]).getByText('99')).toBeInTheDocument();
    expect(within(rows[0]).getByText('/ 100')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Boss damage/ })).toHaveAttribute('aria-sort', 'none');
    expect(within(table).queryByRole('button', { name: /Level/ })).toBeNull();
  });

  it('shows a hidden player’s row with its position and no figures', async () => {
    const hidden = playerRankingRow(2, {
      user: null,
      hidden: true,
      guild: null,
      Level: 0,
      LevelMax: 0,
      Experience: 0,
      KD: 0,
      KDDaily: 0,
      WorldBossMVPCount: 0,
      WorldBossDamageTotal: 0,
      RebirthCount: 0,
      RebirthMonthlyCount: 0,
    });
    server.use(
      http.post('/api/ranking/player/:category', () =>
        HttpResponse.json({ draw: 1, recordsTotal: 2, recordsFiltered: 2, data: [playerRankingRow(1), hidden] }),
      ),
    );
    renderPage('/ranking/player?category=pvp');
    const table = await screen.findByRole('table', { name: 'PvP player ranking' });
    await within(table).findByText('Hero1');
    const row = within(table).getAllByRole('row')[2];
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(2)
        .map((c) => c.textContent),
    ).toEqual(['—', '—', '—']);
  });

  it('falls back to the global ranking for an unknown category and switches category by its pill', async () => {
    const user = userEvent.setup();
    renderPage('/ranking/player?category=richest');
    expect(await screen.findByRole('heading', { name: 'Global player ranking' })).toBeInTheDocument();
    await screen.findByText('Hero1');
    expect(seen[0].url).toBe('/api/ranking/player/global');
    await user.click(screen.getByRole('link', { name: 'PvP' }));
    expect(await screen.findByRole('heading', { name: 'PvP player ranking' })).toBeInTheDocument();
    await screen.findByText('3.11');
    expect(seen.at(-1)!.url).toBe('/api/ranking/player/pvp');
    expect(screen.getByRole('link', { name: 'PvP' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a deleted account without a name', async () => {
    server.use(
      http.post('/api/ranking/player/:category', () =>
        HttpResponse.json({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [playerRankingRow(1, { user: null, guild: null })] }),
      ),
    );
    renderPage('/ranking/player');
    expect(await screen.findByText('Deleted account')).toBeInTheDocument();
  });

  it('opens a shared link at the page holding the player, their row marked and brought into view', async () => {
    // jsdom has no scrollIntoView: record which row it is called on.
    const scrolled: Element[] = [];
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    });
    server.use(
      playerRankingHandler(200, seen),
      http.get('/api/ranking/player/:category/position/:id', ({ params }) =>
        HttpResponse.json(params.id === '157' ? { Position: 57, recordsTotal: 200 } : { Position: null, recordsTotal: 200 }),
      ),
    );
    renderPage('/ranking/player?category=pvp&player=157');
    const row = (await screen.findByRole('link', { name: 'Hero57' })).closest('tr')!;
    expect(row).toHaveClass('ranking-row-shared');
    await waitFor(() => expect(scrolled).toEqual([row]));
    expect(seen[0].url).toBe('/api/ranking/player/pvp');
    expect(Number(seen[0].fields.start)).toBe(Math.floor(56 / TABLE_DEFAULT_PAGE_LENGTH) * TABLE_DEFAULT_PAGE_LENGTH);
    expect(within(screen.getByRole('table')).getByRole('link', { name: 'Hero58' }).closest('tr')).not.toHaveClass('ranking-row-shared');
  });

  it('says so when the shared player is not in the ranking, and opens at the top', async () => {
    server.use(http.get('/api/ranking/player/:category/position/:id', () => HttpResponse.json({ Position: null, recordsTotal: 8 })));
    renderPage('/ranking/player?category=global&player=999');
    expect(await screen.findByText(/This player is not in this ranking/)).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Hero1' });
    expect(seen[0].fields.start).toBe('0');
  });
});

describe('player ranking layout', { timeout: 20_000 }, () => {
  it('keeps the rankings switch on its own row under the title whatever the category, so it does not move', async () => {
    server.use(playerRankingHandler(3, []));
    for (const category of ['global', 'vip', 'pvp']) {
      const { unmount } = renderPage(`/ranking/player?category=${category}`);
      const heading = await screen.findByRole('heading', { level: 1 });
      const kinds = screen.getByRole('navigation', { name: 'Rankings' });
      // Beside the title it shared a wrapping row with the description, and wrapped only under the long ones.
      expect(heading.closest('header')).not.toContainElement(kinds);
      expect(heading.compareDocumentPosition(kinds) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(kinds.nextElementSibling).toBe(screen.getByRole('navigation', { name: 'Categories' }));
      unmount();
    }
  });
});
