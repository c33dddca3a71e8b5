import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { queryKeys } from '@/lib/api/keys';
import AccountSecurityPage from './account-security-page';

// The page's reads go through the one-at-a-time request queue; they should all be waiting in it as
// soon as the page opens, not each asked only once the card before it has its answer.

vi.setConfig({ testTimeout: 30_000 });

// The lazy cards' code arrives over the network in a browser: here it waits until the test lets it.
const code = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive };
});
vi.mock('../components/two-factor-card', async (original) => (await code.arrived, original()));
vi.mock('../components/passkeys-card', async (original) => (await code.arrived, original()));

const ANSWERS: Record<string, unknown> = {
  '/api/user/account/two-factor': { enabled: false, backupCodesLeft: 0, requiredForStaff: false },
  '/api/user/account/passkeys': [],
  '/api/user/account/sessions': [],
  '/api/user/account/privacy': {
    inventory: 'public',
    bank: 'public',
    friends: 'public',
    timeline: 'public',
    history: 'public',
    hideFromRankings: false,
    hideFromOnline: false,
    hideFromSearch: false,
  },
  '/api/user/account/activity': { draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] },
};

let release = () => {};
afterEach(() => {
  release();
  code.arrive();
});

describe('AccountSecurityPage', () => {
  it("queues every card's read when the page opens, before the first answer and before the lazy cards' code arrive", async () => {
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    server.use(
      http.get('/api/user/account/*', async ({ request }) => {
        const path = new URL(request.url).pathname;
        asked.push(path);
        await held;
        return HttpResponse.json(ANSWERS[path] ?? {});
      }),
    );
    const { queryClient } = renderWithApp(<AccountSecurityPage />, { route: '/account/security', bootstrap: testBootstrap({ userId: 7, username: 'hero' }) });

    const fetching = (key: readonly unknown[]) =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: key })
        .some((q) => q.state.fetchStatus === 'fetching');
    await waitFor(() => {
      for (const key of [queryKeys.account.twoFactor, queryKeys.account.passkeys, queryKeys.account.sessions, queryKeys.account.privacy]) {
        expect(fetching(key), String(key)).toBe(true);
      }
    });
    // Still on the first request: the queue sends one at a time and nothing has answered yet.
    expect(asked).toHaveLength(1);

    // Let everything answer while this test's handler is still in place.
    release();
    code.arrive();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});
