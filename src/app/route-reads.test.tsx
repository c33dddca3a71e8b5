import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { endpoints } from '@contract/client';
import { matchPage } from '@contract/paths';
import type { Bootstrap } from '@contract/types/bootstrap';
import type { OnlineCounts } from '@contract/types/online';
import { createQueryClient } from '@/lib/query-client';
import { setPageSession } from '@/lib/page-session';
import { server } from '@/testing/msw-server';
import { testBootstrap } from '@/testing/test-utils';
import { AppProvider } from './provider';
import { createRoutes } from './router';
import { PAGE_LOADERS } from './page-loaders';

// A followed link starts the page's first reads (its route loader) beside its chunk: here the
// chunk never arrives, so the page never mounts, and the reads are asked for all the same.
vi.setConfig({ testTimeout: 30_000 });

const never = vi.hoisted(() => () => new Promise<never>(() => undefined));
vi.mock('@/features/ranking/pages/player-ranking-page', never);
vi.mock('@/features/ranking/pages/guild-ranking-page', never);
vi.mock('@/features/ranking/pages/monster-ranking-page', never);
vi.mock('@/features/ranking/pages/gains-ranking-page', never);
vi.mock('@/features/wiki/pages/wiki-list-page', never);
vi.mock('@/features/bets/pages/bet-page', never);
vi.mock('@/features/guild/pages/guild-page', never);
vi.mock('@/features/character/pages/character-page', never);
vi.mock('@/features/store/pages/store-confirmation-page', never);
vi.mock('@/features/online/pages/online-page', never);
vi.mock('@/features/search/pages/search-page', never);
vi.mock('@/features/bets/pages/bet-verify-page', never);
vi.mock('@/features/account/pages/account-page', never);
vi.mock('@/features/account/pages/account-security-page', never);
vi.mock('@/features/account/pages/account-wheel-page', never);
vi.mock('@/features/dashboard/pages/dashboard-page', never);
vi.mock('@/features/dashboard/pages/dashboard-news-page', never);
vi.mock('@/features/dashboard/pages/dashboard-players-page', never);
vi.mock('@/features/dashboard/pages/dashboard-player-page', never);
vi.mock('@/features/dashboard/pages/dashboard-audit-page', never);
vi.mock('@/features/dashboard/pages/dashboard-inbox-page', never);
vi.mock('@/features/dashboard/pages/dashboard-message-page', never);
vi.mock('@/features/dashboard/pages/dashboard-store-page', never);
vi.mock('@/features/dashboard/pages/dashboard-store-package-page', never);
vi.mock('@/features/dashboard/pages/dashboard-game-data-page', never);

/** The API reads asked for, with their DataTables fields (form or query string). */
let asked: { path: string; fields: Record<string, string> }[] = [];

const emptyTable = { draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] };

let router: ReturnType<typeof createMemoryRouter> | undefined;

afterEach(() => {
  // A navigation left waiting for its page must not go on into the next test.
  router?.dispose();
  asked = [];
  localStorage.clear();
});

/** Every API read answers (an empty table for most), noting what was asked for. */
function answerReads(online: OnlineCounts = { total: 0, servers: [] }) {
  server.use(
    http.all('/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const fields = Object.fromEntries(url.searchParams);
      if (request.method === 'POST') for (const [k, v] of await request.formData()) fields[k] = String(v);
      if (url.pathname === endpoints.online()) return HttpResponse.json(online);
      asked.push({ path: url.pathname, fields });
      return HttpResponse.json(url.pathname === endpoints.store() ? [] : emptyTable);
    }),
  );
}

const testQueryClient = (bootstrap: Bootstrap) => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // As the site's start tells it (src/app/start.tsx): who the session is.
  setPageSession(queryClient, bootstrap);
  return queryClient;
};

/**
 * Starts the site on a page that needs no read, then follows a link to `path` (never awaited: the
 * page never arrives). `online` is who the game servers say is playing; `bootstrap` the session.
 */
async function follow(path: string, { online, bootstrap = testBootstrap() }: { online?: OnlineCounts; bootstrap?: Bootstrap } = {}) {
  answerReads(online);
  const queryClient = testQueryClient(bootstrap);
  router = createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/discord'] });
  render(
    <AppProvider bootstrap={bootstrap} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
  void router.navigate(path);
}

const paths = () => asked.map((a) => a.path);

describe('a followed link starts its page reads before the page mounts', () => {
  const tables: [string, string][] = [
    ['/ranking/player?category=pvp', endpoints.ranking('player/pvp')],
    ['/ranking/guild', endpoints.ranking('guild/global')],
    ['/ranking/monster', endpoints.ranking('monster')],
    ['/ranking/gains', endpoints.gains('day', 'experience')],
    ['/wiki/item', endpoints.wikiList('item')],
  ];
  for (const [path, read] of tables) {
    it(`${path}: the first page of its table`, async () => {
      await follow(path);
      await waitFor(() => expect(paths()).toContain(read));
      expect(asked.find((a) => a.path === read)?.fields).toMatchObject({ start: '0', length: '25' });
    });
  }

  it('/ranking/player: the page the table kept from an earlier visit, as the table will open', async () => {
    const kept = { page: 2, length: 50, search: 'hero', sort: { column: 'Position', dir: 'desc' }, savedAt: Date.now() };
    localStorage.setItem('guildhall.table.ranking-player-global', JSON.stringify(kept));
    await follow('/ranking/player');
    await waitFor(() => expect(paths()).toContain(endpoints.ranking('player/global')));
    expect(asked[0].fields).toMatchObject({ start: '100', length: '50', 'search[value]': 'hero', 'order[0][dir]': 'desc' });
  });

  it('/bet: both bet tables', async () => {
    await follow('/bet');
    await waitFor(() => expect(asked.filter((a) => a.path === endpoints.bets()).map((a) => a.fields.list)).toEqual(['open', 'joined']));
  });

  it('/guild/1: the guild and its log, the tab it opens at', async () => {
    await follow('/guild/1');
    await waitFor(() => expect(paths()).toEqual(expect.arrayContaining([endpoints.guild(1), endpoints.guildTable('log', 1)])));
  });

  it('/charid/1: the profile, then its inventory, the tab it opens at', async () => {
    await follow('/charid/1');
    await waitFor(() => expect(paths()).toEqual([endpoints.character(1), endpoints.inventory('default', 1)]));
  });

  it('/online?server=…&page=2: who is online, then that page of the named server', async () => {
    const servers = [
      { Name: 'Aria', Count: 3 },
      { Name: 'Boreal', Count: 60 },
    ];
    await follow('/online?server=Boreal&page=2', { online: { total: 63, servers } });
    await waitFor(() => expect(paths()).toContain(endpoints.onlinePlayers()));
    expect(asked.find((a) => a.path === endpoints.onlinePlayers())?.fields).toMatchObject({ server: 'Boreal', page: '2' });
  });

  it('/search?q=…: the first page of both its tables, looking for the term', async () => {
    await follow('/search?q=hero');
    const searched = () => asked.filter((a) => a.path === endpoints.search('characters') || a.path === endpoints.search('guilds'));
    await waitFor(() => expect(searched()).toHaveLength(2));
    expect(searched().find((a) => a.path === endpoints.search('characters'))?.fields).toMatchObject({ q: 'hero', start: '0', length: '25' });
    expect(searched().find((a) => a.path === endpoints.search('guilds'))?.fields).toMatchObject({ q: 'hero', start: '0', length: '10' });
  });

  it('/store/confirmation/1: the catalogue', async () => {
    await follow('/store/confirmation/1');
    await waitFor(() => expect(paths()).toEqual([endpoints.store()]));
  });
});

describe('the pages behind the login start their reads for a session that may see them', () => {
  const player = testBootstrap({ userId: 7, username: 'demo', role: 'player' });
  const staff = (staffRole: NonNullable<Bootstrap['staffRole']>) => testBootstrap({ userId: 1, username: 'admin', role: 'staff', staffRole });

  it('/bet/verify/…: the bet', async () => {
    await follow('/bet/verify/12345');
    await waitFor(() => expect(paths()).toEqual([endpoints.bet(12345)]));
  });

  it('/account: a signed-in player’s account', async () => {
    await follow('/account', { bootstrap: player });
    await waitFor(() => expect(paths()).toEqual([endpoints.account()]));
  });

  it('/account/security: the cards’ reads and the first page of the activity log', async () => {
    await follow('/account/security', { bootstrap: player });
    const reads = [endpoints.twoFactor(), endpoints.accountSessions(), endpoints.accountPrivacy(), endpoints.accountActivity()];
    await waitFor(() => expect(paths()).toEqual(expect.arrayContaining(reads)));
    expect(asked.find((a) => a.path === endpoints.accountActivity())?.fields).toMatchObject({ start: '0', length: '10' });
  });

  it('/account/wheel: the first page of the wheel’s items', async () => {
    await follow('/account/wheel', { bootstrap: player });
    await waitFor(() => expect(paths()).toEqual([endpoints.accountWheel()]));
  });

  const dashboard: [string, NonNullable<Bootstrap['staffRole']>, string[]][] = [
    ['/dashboard/news', 'moderator', [endpoints.dashboardNews()]],
    ['/dashboard/players', 'moderator', [endpoints.dashboardPlayers()]],
    ['/dashboard/players/5', 'moderator', [endpoints.dashboardPlayer(5), endpoints.dashboardPlayerLedger(5)]],
    ['/dashboard/inbox', 'moderator', [endpoints.dashboardInbox()]],
    ['/dashboard/inbox/3', 'moderator', [endpoints.dashboardInboxMessage(3)]],
    ['/dashboard/store', 'game_master', [endpoints.dashboardStore()]],
    ['/dashboard/store/4', 'game_master', [endpoints.dashboardStorePackage(4)]],
    ['/dashboard/items', 'game_master', [endpoints.dashboardGameData('items')]],
    [
      '/dashboard/items/2',
      'game_master',
      [endpoints.dashboardGameDataChoices(), endpoints.dashboardGameDataEntry('items', 2), endpoints.dashboardGameDataRevisions('items', 2)],
    ],
    ['/dashboard/audit', 'administrator', [endpoints.dashboardAudit()]],
  ];
  for (const [path, role, reads] of dashboard) {
    it(`${path}: what the page shows first, for a ${role}`, async () => {
      await follow(path, { bootstrap: staff(role) });
      await waitFor(() => expect([...paths()].sort()).toEqual([...reads].sort()));
    });
  }

  it('a dashboard table opens at its first page, as the table will', async () => {
    await follow('/dashboard/inbox', { bootstrap: staff('moderator') });
    await waitFor(() => expect(paths()).toEqual([endpoints.dashboardInbox()]));
    expect(asked[0].fields).toMatchObject({ status: 'new', start: '0', length: '25', 'order[0][dir]': 'desc' });
  });

  // Asked as a visitor, or without the role, the read would be refused (and a 401 makes every tab
  // read its session again): the loader settles having asked for nothing.
  const refused: [string, Bootstrap][] = [
    ['/account', testBootstrap()],
    ['/account/security', testBootstrap()],
    ['/account/wheel', testBootstrap()],
    ['/dashboard/players', testBootstrap()],
    ['/dashboard/players', player],
    ['/dashboard/audit', staff('game_master')],
    ['/dashboard/items', staff('moderator')],
    ['/dashboard/store/4', staff('moderator')],
  ];
  for (const [path, bootstrap] of refused) {
    it(`${path}: nothing for ${bootstrap.staffRole ?? (bootstrap.userId ? 'a player' : 'a visitor')}`, async () => {
      answerReads();
      const match = matchPage(path)!;
      await PAGE_LOADERS[match.pattern]!(testQueryClient(bootstrap), match.params, new URL(path, 'http://localhost'));
      expect(asked).toEqual([]);
    });
  }
});
