import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import DashboardAuditPage from './dashboard-audit-page';

// The staff record's action filter offers the game-data and store changes too, not only the
// player actions: an administrator looking for who renamed an item or published a package finds it.

vi.setConfig({ testTimeout: 30_000 });

const admin = testBootstrap({ userId: 4, username: 'staffdemo', staffRole: 'administrator' });

const line = (id: number, Action: string, Summary: string) => ({
  id,
  At: '2026-11-27T04:00:00.000Z',
  ActorID: 5,
  ActorName: 'gamemaster',
  ActorIP: '127.0.0.1',
  Action,
  TargetUserID: null,
  Target: null,
  Summary,
  Before: null,
  After: null,
});

describe('the staff record page', () => {
  it('filters by game-data and store actions', async () => {
    const asked: string[] = [];
    const lines = [
      line(2, 'store.publish', 'gamemaster published the store package #11 Harvest Moon Satchel.'),
      line(1, 'gamedata.edit', 'gamemaster edited item #9 Lantern: Name'),
    ];
    server.use(
      http.get('/api/dashboard/audit', ({ request }) => {
        const action = new URL(request.url).searchParams.get('action') ?? '';
        asked.push(action);
        const data = lines.filter((l) => !action || l.Action === action);
        return HttpResponse.json({ draw: 1, recordsTotal: lines.length, recordsFiltered: data.length, data });
      }),
    );
    renderWithApp(<DashboardAuditPage />, { route: '/dashboard/audit', bootstrap: admin });
    expect(await screen.findByText('gamemaster edited item #9 Lantern: Name')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'store.publish');
    await waitFor(() => expect(screen.queryByText('gamemaster edited item #9 Lantern: Name')).not.toBeInTheDocument());
    expect(asked).toContain('store.publish');
    expect(screen.getByText('gamemaster published the store package #11 Harvest Moon Satchel.')).toBeInTheDocument();

    // The options are named in words; their values stay the codes the API filters by.
    for (const [action, name] of [
      ['gamedata.create', 'Game data created'],
      ['gamedata.edit', 'Game data edited'],
      ['gamedata.revert', 'Game data reverted'],
      ['store.create', 'Store package created'],
      ['store.edit', 'Store package edited'],
      ['store.retire', 'Store package retired'],
      ['site.read-only', 'Read-only mode switched'],
    ])
      expect(screen.getByRole('option', { name })).toHaveValue(action);
  });
});
