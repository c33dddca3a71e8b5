import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { setCurrentLanguage } from '@contract/i18n/current';
import { PAGES } from '@contract/paths';
import { loadPageTexts, startLanguage } from '@/lib/i18n/catalogues';
import { t } from '@/lib/i18n/translate';
import { server } from '@/testing/msw-server';
import { betListHandler } from '@/testing/handlers/bets';
import { testBootstrap } from '@/testing/test-utils';
import { AppProvider } from './provider';
import { createRoutes } from './router';

// A German reader starts with the core part of the texts only (docs/translations.md#the-texts-each-page-loads):
// each page's own texts come with its chunk, before it renders, so a page followed by a navbar link
// paints in German at once, never in English first; a part the page loads on demand, with its module.

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => startLanguage('de'));
afterAll(() => setCurrentLanguage('en'));

describe("a German reader's pages", () => {
  it("paint in German with only their own texts loaded, another page's texts coming with that page", async () => {
    server.use(betListHandler([]));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: ['/discord'] });
    // Every first-level heading the reader is shown, however briefly.
    const headings: string[] = [];
    const observer = new MutationObserver(() => headings.push(...[...document.querySelectorAll('h1')].map((h) => h.textContent ?? '')));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(
      <AppProvider bootstrap={testBootstrap({ language: 'de' })} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Community-Chat' }, { timeout: 10_000 })).toBeInTheDocument();
    // The bet page's texts are not loaded while the chat page is shown.
    expect(t('Coin flip bets')).toBe('Coin flip bets');

    await userEvent.click(screen.getAllByRole('link', { name: 'Wetten' })[0]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Münzwurf-Wetten' }, { timeout: 10_000 })).toBeInTheDocument();
    observer.disconnect();
    expect(headings).not.toContain('Coin flip bets');
    expect(headings).not.toContain('Community chat');
  });

  it('have the texts of a part shown only after an action (the bet modals) once its module is loaded, not before', async () => {
    await loadPageTexts(PAGES['/bet'].module);
    // Not with the page: the page's first load stays lighter.
    expect(t('Cancel bet')).toBe('Cancel bet');
    // The module's import (React.lazy's) waits for its texts, so the modal paints in German at once.
    await import('@/features/bets/components/bet-modals');
    expect(t('Cancel bet')).toBe('Wette zurückziehen');
  });
});
