import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderCall } from '@contract/types/server-render';
import { renderPage } from './entry-server';
import { server } from '@/testing/msw-server';
import { testBootstrap } from '@/testing/bootstrap';
import { storeHandler, storePackage } from '@/testing/handlers/store';
import { playerRankingHandler } from '@/testing/handlers/ranking';
import { startApp } from '@/app/start';
import { setCsrfToken } from '@/lib/api-client';

/** How often the layout's footer has rendered: it stands for the page around the route's content. */
const footer = vi.hoisted(() => ({ renders: 0 }));
vi.mock('@/components/layout/site-footer', async (original) => {
  const { SiteFooter } = await original<typeof import('@/components/layout/site-footer')>();
  return {
    SiteFooter: () => {
      footer.renders += 1;
      return SiteFooter();
    },
  };
});

// The server paints a deep link with its first data (src/server-render/entry-server.tsx), and the browser
// takes it over (startApp) without rendering it again or asking for the same data a second time.

/** The API as the server's render reaches it: here, msw's handlers. */
async function call(request: RenderCall) {
  const answer = await fetch(new URL(request.url, window.location.origin), {
    method: request.method,
    headers: request.headers,
    body: request.body ? new Blob([new Uint8Array(request.body)]) : undefined,
  });
  return { status: answer.status, headers: Object.fromEntries(answer.headers), body: await answer.text() };
}

/** Renders `path` as the server does, puts it in the document as the server sends it, and starts the site on it. */
async function openServerRendered(path: string) {
  const bootstrap = testBootstrap();
  const rendered = await renderPage({ url: new URL(path, window.location.origin).href, bootstrap, cookies: {}, call });
  expect(rendered, `the server renders ${path}`).not.toBeNull();
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<script id="page-queries" type="application/json">${JSON.stringify(rendered!.queries)}</script><div id="root" data-server-rendered="true">${rendered!.html}</div>`;
  const root = document.getElementById('root')!;
  const painted = root.innerHTML;
  const requests: string[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${new URL(request.url).pathname}`));
  const mismatches: unknown[] = [];
  footer.renders = 0; // the server's render counted too
  await act(() => startApp(root, bootstrap, { onRecoverableError: (error) => void mismatches.push(error) }));
  await waitFor(() => expect(root).toHaveAttribute('data-live', 'true'));
  return { html: rendered!.html, painted, requests, mismatches, root };
}

afterEach(() => {
  footer.renders = 0;
  server.events.removeAllListeners();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('a page the server painted', () => {
  it('arrives with its data, and the browser takes it over without a mismatch or a second read', async () => {
    server.use(storeHandler([storePackage(1, { Name: 'Lucky Pouch' }), storePackage(2, { Name: 'Dragon Crate' })]));
    const page = await openServerRendered('/store');

    // Painted before any script: the packages are in the markup the server sent.
    expect(page.html).toContain('Lucky Pouch');
    expect(page.html).toContain('Dragon Crate');
    // Taken over as it was: no mismatch, the packages still shown, and the store not asked again.
    expect(page.mismatches).toEqual([]);
    expect(screen.getByText('Lucky Pouch')).toBeInTheDocument();
    expect(page.requests.filter((r) => r.includes('/api/store'))).toEqual([]);
  });

  it('is rendered once on the server when its route loader declares its reads, and its read asked for once', async () => {
    const asked: string[] = [];
    server.use(storeHandler([storePackage(1, { Name: 'Lucky Pouch' })]));
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    footer.renders = 0;
    const rendered = await renderPage({ url: new URL('/store', window.location.origin).href, bootstrap: testBootstrap(), cookies: {}, call });
    expect(rendered?.html).toContain('Lucky Pouch');
    // The loader read the catalogue before the render: no render to find the read, none to repeat it.
    expect(footer.renders).toBe(1);
    expect(asked.filter((p) => p.includes('/api/store'))).toHaveLength(1);
  });

  it('goes live without rendering the page again: its controls are enabled in the DOM, not through state', async () => {
    server.use(storeHandler([storePackage(1, { Name: 'Lucky Pouch' })]));
    const page = await openServerRendered('/store');
    // Painted with every control disabled, live with them enabled.
    expect(page.painted).toMatch(/<fieldset disabled="" class="app-controls">/);
    expect(page.root.querySelector('fieldset.app-controls')).not.toBeDisabled();
    // Rendered once by hydration (twice in development's StrictMode), and not again when it went live:
    // a second render of the whole page was one long task on a phone just after the page came to life.
    expect(footer.renders).toBe(2);
  });

  it('arrives with the first page of a server table, read through the same form post as the browser sends', async () => {
    const seen: { url: string; fields: Record<string, string> }[] = [];
    server.use(playerRankingHandler(60, seen));
    const page = await openServerRendered('/ranking/player');

    expect(seen[0]).toMatchObject({ url: '/api/ranking/player/global', fields: { start: '0', length: '25' } });
    expect(page.html).toContain('Hero1');
    expect(page.html).toContain('Hero25');
    expect(page.mismatches).toEqual([]);
    expect(await screen.findByText('Hero25')).toBeInTheDocument();
    // The browser does not read the first page again (only the next one, ahead of a click on Next).
    const firstPages = seen.slice(1).filter((s) => s.fields.start === '0');
    expect(firstPages).toEqual([]);
  });
});

describe('a page the browser renders itself', () => {
  it("sends its route loader's first reads with the session's CSRF token (a form post without it is refused)", async () => {
    const tokens: (string | null)[] = [];
    const empty = { draw: 1, recordsTotal: 0, recordsFiltered: 0, data: [] };
    server.use(
      http.post('/api/search/:kind', ({ request }) => {
        tokens.push(request.headers.get('X-CSRF-Token'));
        return HttpResponse.json(empty);
      }),
    );
    // A fresh document: no token yet (the pages before this one left theirs in the API client).
    setCsrfToken(undefined);
    window.history.replaceState(null, '', '/search?q=demo');
    document.body.innerHTML = '<div id="root"></div>';
    const bootstrap = testBootstrap();
    await act(() => startApp(document.getElementById('root')!, bootstrap));
    await waitFor(() => expect(tokens).toHaveLength(2));
    expect(tokens).toEqual([bootstrap.csrfToken, bootstrap.csrfToken]);
  });
});
