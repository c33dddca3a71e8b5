import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetConnection, serverUnreachable } from '@/lib/connection';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/test-utils';
import { SiteNavbar } from './site-navbar';

beforeEach(() => {
  resetConnection();
  server.use(
    http.get('/api/online', () => HttpResponse.json({ total: 309, servers: [{ Name: 'Zephyr', Count: 309 }] })),
    // The probe that follows a lost connection keeps failing: the server stays down.
    http.get('/healthz', () => HttpResponse.error()),
  );
});

describe('the site navbar', () => {
  it('does not show Play as the current page elsewhere, and does on /play', () => {
    const { unmount } = renderWithApp(<SiteNavbar />, { route: '/bet' });
    const play = screen.getByRole('link', { name: 'Play' });
    expect(play).not.toHaveAttribute('aria-current');
    expect(play).not.toHaveClass('active');
    // Highlighted text was what made it read as active on every page.
    expect(play).not.toHaveClass('text-warning');
    expect(screen.getByRole('link', { name: 'Bets' })).toHaveAttribute('aria-current', 'page');
    unmount();
    renderWithApp(<SiteNavbar />, { route: '/play' });
    expect(screen.getByRole('link', { name: 'Play' })).toHaveAttribute('aria-current', 'page');
  });

  it('drops the online count while the connection is lost', async () => {
    renderWithApp(<SiteNavbar />);
    expect(await screen.findByRole('link', { name: '309 online' })).toBeInTheDocument();
    act(() => serverUnreachable());
    const badge = screen.getByRole('link', { name: 'Online' });
    expect(badge).toHaveAttribute('title', 'Unknown while the connection is lost');
    expect(screen.queryByText('309 online')).not.toBeInTheDocument();
  });
});
