import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import type { CharacterProfile } from '@contract/types/character';
import type { ProfileTab } from '@contract/types/security';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/test-utils';
import ComparePage from './compare-page';

// The compare page honours the owners' privacy: a progress history or a friends
// list kept from the viewer is neither asked for nor shown.
vi.setConfig({ testTimeout: 30_000 });

const profile = (id: number, Username: string, hiddenTabs: ProfileTab[]): CharacterProfile => ({
  id,
  Username,
  ColorName: '#ffffff',
  ProfileVersion: 1,
  CurrentServer: 'Offline',
  CountryCode: 'FR',
  Level: 10 * id,
  LevelMax: 100,
  Coins: 100,
  KD: 1,
  KDDaily: 1,
  WorldBossMVPCount: 0,
  WorldBossDamageTotal: 0,
  RebirthCount: 0,
  RebirthMonthlyCount: 0,
  Role: 'player',
  VipUntil: null,
  IsVip: false,
  DateCreated: '2024-01-01T00:00:00.000Z',
  map: null,
  guild: null,
  title: null,
  titles: [],
  badges: [],
  preview: [],
  hiddenTabs,
});

function renderCompare(one: CharacterProfile, two: CharacterProfile) {
  const asked: string[] = [];
  server.use(
    http.get('/api/character/:id', ({ params }) => HttpResponse.json(Number(params.id) === one.id ? one : two)),
    http.get('/api/character/:id/history', ({ params }) => {
      asked.push(`history ${String(params.id)}`);
      return HttpResponse.json({ messages: ['not in this test'] }, { status: 500 });
    }),
    http.post('/api/ranking/friend/:id', ({ params }) => {
      asked.push(`friends ${String(params.id)}`);
      return HttpResponse.json({ draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] });
    }),
  );
  renderWithApp(
    <Routes>
      <Route path="/compare/:a/:b" element={<ComparePage />} />
    </Routes>,
    { route: `/compare/${one.id}/${two.id}` },
  );
  return asked;
}

describe('/compare/:a/:b and privacy', () => {
  it('says whose progress history is private and asks for neither when both are', async () => {
    const asked = renderCompare(profile(1, 'ada', ['history', 'friends']), profile(2, 'bob', ['history']));
    expect(await screen.findByText('ada keeps their progress history private.')).toBeInTheDocument();
    expect(screen.getByText('bob keeps their progress history private.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '7 days' })).not.toBeInTheDocument();
    // ada's friends list is private: bob's list is the one searched for ada.
    await waitFor(() => expect(asked).toContain('friends 2'));
    expect(asked.filter((a) => a.startsWith('history'))).toEqual([]);
    expect(asked).not.toContain('friends 1');
  });

  it('asks only for the history the viewer may see', async () => {
    const asked = renderCompare(profile(1, 'ada', []), profile(2, 'bob', ['history']));
    expect(await screen.findByText('bob keeps their progress history private.')).toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('history 1'));
    expect(asked).not.toContain('history 2');
  });
});
