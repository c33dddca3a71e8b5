import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { GuildRankingRow } from '@contract/types/ranking';
import { server } from '@/testing/msw-server';
import { playerRankingHandler } from '@/testing/handlers/ranking';
import { renderWithApp } from '@/testing/test-utils';
import HomePage from './home-page';

// The home page shows the top of the rankings.

vi.setConfig({ testTimeout: 20_000 });

const guildRow = (Position: number): GuildRankingRow => ({
  Position,
  guild: { id: 10 + Position, Name: `Guild ${Position}`, Color: '#e67e22', ProfileVersion: 0 },
  owner: null,
  Level: 60 - Position,
  RW: 50,
  WL: 50,
  KD: 1,
  Members: 20,
});

describe('HomePage', () => {
  it('shows the top 3 of the main player and guild rankings, linked, with links to the whole rankings', async () => {
    const seen: { url: string; fields: Record<string, string> }[] = [];
    server.use(
      http.get('/api/news', () => HttpResponse.json({ data: [], page: 1, pageCount: 0, total: 0 })),
      playerRankingHandler(40, seen),
      http.post('/api/ranking/guild/global', () =>
        HttpResponse.json({ draw: 1, recordsTotal: 9, recordsFiltered: 9, data: [guildRow(1), guildRow(2), guildRow(3)] }),
      ),
    );
    renderWithApp(<HomePage />);
    const players = await screen.findByRole('list', { name: 'Top players' });
    expect(await within(players).findByRole('link', { name: 'Hero1' })).toHaveAttribute('href', '/charid/101');
    expect(within(players).getAllByRole('listitem')).toHaveLength(3);
    expect(within(players).getByText('Hero3')).toBeInTheDocument();
    expect(within(players).getByText('(gold medal)', { exact: false })).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ url: '/api/ranking/player/global', fields: { start: '0', length: '3' } });

    const guilds = screen.getByRole('list', { name: 'Top guilds' });
    expect(await within(guilds).findByRole('link', { name: 'Guild 1' })).toHaveAttribute('href', '/guild/11');
    expect(within(guilds).getAllByRole('listitem')).toHaveLength(3);

    const wholeRankings = screen.getAllByRole('link', { name: 'See the whole ranking' }).map((a) => a.getAttribute('href'));
    expect(wholeRankings).toEqual(['/ranking/player', '/ranking/guild']);
  });
});
