import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { endpoints } from '@contract/client';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import { pagesIn } from '@/testing/page-language';
import { SiteNavbar } from './site-navbar';

// The navbar of a German reader: its links and search in German, and its own language menu (besides
// the footer's) naming the page's language and sending another choice to the server.

pagesIn('de');

let sent: string[];
const assign = vi.fn();
beforeEach(() => {
  sent = [];
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, href: 'http://localhost/news?lang=de', assign });
  server.use(
    http.get('/api/online', () => HttpResponse.json({ total: 309, servers: [{ Name: 'Zephyr', Count: 309 }] })),
    http.post(endpoints.language(), async ({ request }) => {
      const language = String((await request.formData()).get('language'));
      sent.push(language);
      return HttpResponse.json({ language });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the navbar in German', () => {
  it('says its links, the search and the online count in German', async () => {
    renderWithApp(<SiteNavbar />, { route: '/news', bootstrap: testBootstrap({ language: 'de' }) });
    expect(screen.getByRole('link', { name: 'Spielen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ranglisten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wetten' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registrieren' })).toBeInTheDocument();
    expect(await screen.findByPlaceholderText('Spieler finden…')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '309 online' })).toBeInTheDocument();
  });

  it('has a language menu that names the page’s language and sends another choice', async () => {
    renderWithApp(<SiteNavbar />, { route: '/news', bootstrap: testBootstrap({ language: 'de' }) });
    const menu = await screen.findByRole('button', { name: 'Sprache: Deutsch' });
    expect(menu).toHaveTextContent('DE');
    await userEvent.click(menu);
    const list = document.getElementById('nav-language-menu')!;
    expect(within(list).getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(list).getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/news'));
    expect(sent).toEqual(['es']);
  });
});
