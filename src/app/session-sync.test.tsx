import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { SiteNavbar } from '@/components/layout/site-navbar';
import { RequireLogin } from '@/features/account/components/require-login';
import { useLogin } from '@/features/account/api/session';
import { getJson } from '@/lib/api-client';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { endpoints } from '@contract/client';
import { PAGE_LOADERS } from './page-loaders';

// A logout or login in another tab went unnoticed until the next action failed.

const CHANNEL = 'guildhall-session';
const opened: BroadcastChannel[] = [];
/** Another tab of the same browser. */
const otherTab = () => {
  const channel = new BroadcastChannel(CHANNEL);
  opened.push(channel);
  return channel;
};
afterEach(() => opened.splice(0).forEach((c) => c.close()));

/** The CSRF token the page's next API call carries. */
async function csrfTokenSent() {
  let sent: string | null = null;
  server.use(
    http.get('/api/echo', ({ request }) => {
      sent = request.headers.get('X-CSRF-Token');
      return HttpResponse.json({});
    }),
  );
  await getJson('/api/echo');
  return sent;
}

const accountScreen = () => (
  <>
    <SiteNavbar />
    <Routes>
      <Route
        path="/account"
        element={
          <RequireLogin>
            <p>Account details</p>
          </RequireLogin>
        }
      />
    </Routes>
  </>
);

describe('tabs in step with the session', () => {
  it('a logout in another tab updates the navbar and the guarded page at once', async () => {
    renderWithApp(accountScreen(), { route: '/account', bootstrap: testBootstrap({ userId: 7, username: 'ada', coins: 1_234 }) });
    expect(screen.getByText('Account details')).toBeInTheDocument();
    expect(screen.getByText('ada')).toBeInTheDocument();

    otherTab().postMessage({ change: 'logout', from: 'another-tab' });

    const notice = await screen.findByTestId('logged-out-notice');
    expect(notice).toHaveTextContent('You are no longer logged in');
    expect(within(notice).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?back=%2Faccount');
    expect(screen.queryByText('Account details')).not.toBeInTheDocument();
    expect(screen.queryByText('ada')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Log in' }).length).toBeGreaterThan(1);
    // The next request carries the token of the new (visitor) session.
    expect(await csrfTokenSent()).toBe('fresh-csrf-token');
  });

  it('a login in another tab shows the player in this one', async () => {
    server.use(http.get('/api/bootstrap', () => HttpResponse.json(testBootstrap({ userId: 9, username: 'bob', coins: 50, csrfToken: 'bob-token' }))));
    renderWithApp(<SiteNavbar />, { route: '/', bootstrap: testBootstrap() });
    otherTab().postMessage({ change: 'login', from: 'another-tab' });
    expect(await screen.findByText('bob')).toBeInTheDocument();
    expect(await csrfTokenSent()).toBe('bob-token');
  });

  it('after a login in another tab, a followed link to the account reads it for the new player', async () => {
    let accountReads = 0;
    server.use(
      http.get('/api/bootstrap', () => HttpResponse.json(testBootstrap({ userId: 9, username: 'bob', csrfToken: 'bob-token' }))),
      http.get(endpoints.account(), () => {
        accountReads += 1;
        return HttpResponse.json({});
      }),
    );
    const { queryClient } = renderWithApp(<SiteNavbar />, { route: '/', bootstrap: testBootstrap() });
    const followAccountLink = () => PAGE_LOADERS['/account']!(queryClient, {}, new URL('/account', window.location.origin));
    await followAccountLink();
    expect(accountReads).toBe(0);

    otherTab().postMessage({ change: 'login', from: 'another-tab' });
    expect(await screen.findByText('bob')).toBeInTheDocument();
    await followAccountLink();
    expect(accountReads).toBe(1);
  });

  it('a 401 answer makes this tab check the session and tells the other tabs', async () => {
    const told: string[] = [];
    otherTab().onmessage = (e: MessageEvent<{ change: string }>) => told.push(e.data.change);
    server.use(http.get('/api/private', () => HttpResponse.json({ messages: ['Your session has expired.'] }, { status: 401 })));
    renderWithApp(<SiteNavbar />, { route: '/', bootstrap: testBootstrap({ userId: 7, username: 'ada' }) });
    await expect(getJson('/api/private')).rejects.toBeTruthy();
    await waitFor(() => expect(screen.queryByText('ada')).not.toBeInTheDocument());
    await waitFor(() => expect(told).toContain('expired'));
  });

  it('logging in tells the other tabs', async () => {
    const told: string[] = [];
    otherTab().onmessage = (e: MessageEvent<{ change: string }>) => told.push(e.data.change);
    server.use(http.post('/api/user/login', () => HttpResponse.json({ id: 7, Username: 'ada' })));
    const LogIn = () => {
      const login = useLogin();
      return <button onClick={() => login.mutate({ username: 'ada', password: 'secret password' })}>Log in</button>;
    };
    renderWithApp(<LogIn />, { route: '/login' });
    screen.getByRole('button', { name: 'Log in' }).click();
    await waitFor(() => expect(told).toEqual(['login']));
  });
});
