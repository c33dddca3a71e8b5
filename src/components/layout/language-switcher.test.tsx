import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { endpoints } from '@contract/client';
import { SiteFooter } from './site-footer';
import { server } from '@/testing/msw-server';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';

// The footer's language choice: each language in its own words, the page's own selected; a choice is
// sent to the server, and the page loads again in it (without a ?lang= that would outrank it).

let sent: string[];
const assign = vi.fn();
beforeEach(() => {
  sent = [];
  assign.mockReset();
  vi.stubGlobal('location', { ...window.location, href: 'http://localhost/news?lang=de&page=2', assign });
  server.use(
    http.post(endpoints.language(), async ({ request }) => {
      const language = String((await request.formData()).get('language'));
      sent.push(language);
      return HttpResponse.json({ language });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the language switcher', () => {
  it('lists every language in its own words, the page language chosen', async () => {
    renderWithApp(<SiteFooter />, { bootstrap: testBootstrap({ language: 'de' }) });
    const select = await screen.findByLabelText('Language');
    expect([...(select as HTMLSelectElement).options].map((option) => [option.value, option.text])).toEqual([
      ['en', 'English'],
      ['pt-BR', 'Português (Brasil)'],
      ['es', 'Español'],
      ['de', 'Deutsch'],
    ]);
    expect(select).toHaveValue('de');
  });

  it('saves the choice, then loads the page again without the link language', async () => {
    renderWithApp(<SiteFooter />, { bootstrap: testBootstrap({ language: 'de' }) });
    await userEvent.selectOptions(await screen.findByLabelText('Language'), 'pt-BR');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/news?page=2'));
    expect(sent).toEqual(['pt-BR']);
  });
});
