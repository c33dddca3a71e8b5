import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { PlayerDetail } from '@contract/types/staff';
import { server } from '@/testing/msw-server';
import { pagesIn } from '@/testing/page-language';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import DashboardPlayerPage from './dashboard-player-page';

// A German staff member reads a player's recent activity in German, as the player reads it.

pagesIn('de');

const player: PlayerDetail = {
  account: {
    id: 42,
    Username: 'Lyra',
    Email: 'lyra@example.com',
    Role: 'player',
    StaffRole: null,
    Coins: 12500,
    DateCreated: '2026-01-02T10:00:00.000Z',
    Suspended: false,
    SuspendedUntil: null,
    EmailVerifiedAt: null,
    Level: 30,
    SuspendedAt: null,
    SuspendReason: null,
    DeletedAt: null,
  },
  sessions: [],
  bets: [],
  purchases: [],
  activity: [
    {
      Kind: 'bet_joined',
      Detail: 'Joined bet #77 for 2,500 coins',
      message: 'bet_joined',
      args: { bet: 77, coins: 2500 },
      ip: null,
      device: null,
      Date: '2026-11-20T10:00:00.000Z',
    },
    {
      Kind: 'staff_action',
      Detail: 'staffdemo added 500 coins to Lyra’s balance: Lost to a server error',
      message: 'staff_action',
      args: { action: 'player.balance', reason: 'Lost to a server error' },
      ip: null,
      device: null,
      Date: '2026-11-19T10:00:00.000Z',
    },
  ],
};

describe('the dashboard player page’s activity in German', () => {
  it('writes each row in German', async () => {
    server.use(
      http.get('/api/dashboard/players/42', () => HttpResponse.json(player)),
      http.get('/api/dashboard/players/42/ledger', () => HttpResponse.json({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] })),
    );
    renderWithApp(
      <Routes>
        <Route path="/dashboard/players/:playerId" element={<DashboardPlayerPage />} />
      </Routes>,
      { route: '/dashboard/players/42', bootstrap: testBootstrap({ userId: 4, username: 'staffdemo', staffRole: 'administrator' }) },
    );
    const card = (await screen.findByRole('heading', { name: 'Letzte Aktivität' })).closest('section')!;
    expect(await within(card).findByText('An Wette #77 über 2.500 Coins teilgenommen')).toBeInTheDocument();
    expect(within(card).getByText('Kontostand korrigiert (Begründung: Lost to a server error)')).toBeInTheDocument();
  });
});
