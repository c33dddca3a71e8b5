import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SiteNavbar } from './site-navbar';
import { SiteFooter } from './site-footer';
import { connectionState, resetConnection } from '@/lib/connection';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/test-utils';

// The navbar's search box and the language menu load their modules on their own once the page is up.
// When the connection drops just then, their modules cannot be fetched: the navbar and the page must
// stay (each part keeps its placeholder), not give way to an error page in place of the whole site.
vi.mock('./character-search-box', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/character-search-box.js');
});
vi.mock('./language-switcher', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/language-switcher.js');
});

afterEach(() => resetConnection());

describe('a layout part whose module could not be fetched', () => {
  it('keeps its placeholder and the rest of the navbar, and the banner says the connection is lost', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('/healthz', () => HttpResponse.error()));
    const { container } = renderWithApp(
      <>
        <SiteNavbar />
        <main>The page</main>
        <SiteFooter />
      </>,
    );
    await waitFor(() => expect(connectionState()).toBe('lost'));
    expect(screen.getByRole('link', { name: 'Rankings' })).toBeVisible();
    expect(screen.getByText('The page')).toBeVisible();
    expect(container.querySelector('.character-search-placeholder')).not.toBeNull();
    expect(container.querySelector('.nav-language-placeholder')).not.toBeNull();
    errors.mockRestore();
  });
});
