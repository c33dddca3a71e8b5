import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import type { RenderPage } from '@contract/types/server-render';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { readLayout } from '@/app/page-loaders';
import { sendThrough } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { setPageSession } from '@/lib/page-session';
import { RequestCookies } from '@/lib/cookies';
import { loadParts } from '@/lib/lazy-part';
import { inLanguage } from '@contract/i18n/current';
import { LANGUAGES } from '@contract/i18n/languages';
import { provideMessages, type Messages } from '@/lib/i18n/translate';
import { provideCountryNames, type CountryNames } from '@/lib/i18n/country-tables';
import { inProcess } from './in-process';
import { provideSentences } from '@/lib/i18n/sentences';

// The server-side render of a page: the page arrives painted, with the data it shows, so a
// deep link paints without waiting for its scripts and a round trip. Built by `npm run build` into
// dist-ssr/ and called by the server's page route (server/src/page-render/spa.ts).

// Every language's messages, in the server's bundle: a render is in its reader's language.
const catalogues = import.meta.glob<Messages>('/src/locales/*.json', { import: 'default', eager: true });
for (const language of LANGUAGES) provideMessages(language, catalogues[`/src/locales/${language}.json`] ?? {});
// And every language's country names (a language without a table names countries in English).
const countryTables = import.meta.glob<CountryNames>('/src/locales/countries/*.json', { import: 'default', eager: true });
for (const language of LANGUAGES) {
  const names = countryTables[`/src/locales/countries/${language}.json`];
  if (names) provideCountryNames(language, names);
}
// And the shared sentences (a load error's text), as the browser has them when it takes the page over.
const sentences = import.meta.glob<Messages>(['/contract/locales/*.json', '!/contract/locales/en.json'], { import: 'default', eager: true });
for (const language of LANGUAGES) provideSentences(language, sentences[`/contract/locales/${language}.json`] ?? {});

export const renderPage: RenderPage = async (input) => {
  const queryClient = createQueryClient();
  // One answer per read: the browser asks again for what failed here.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // This page's reads are this player's own requests, answered by the API in process.
  sendThrough(queryClient, inProcess(input));
  // Its loaders know the request's session from its bootstrap (the page request already read it).
  setPageSession(queryClient, input.bootstrap);
  // The matched routes' loaders (the browser's own, PAGE_LOADERS) read what the page shows first,
  // and the static handler loads the page's module: the render waits for both, and for the
  // modules of the parts loaded on demand (lazyPart), once per process.
  const handler = createStaticHandler(createRoutes(queryClient, { waitForReads: true }));
  const [context] = await Promise.all([handler.query(new Request(input.url)), readLayout(queryClient)]);
  // A redirect, or a route that failed: the browser takes over as it always has.
  if (context instanceof Response || context.errors) return null;
  await loadParts().catch(() => undefined);
  const router = createStaticRouter(handler.dataRoutes, context);
  let html: string;
  try {
    // renderToString runs in one go, so the language is this render's alone (docs/translations.md).
    html = inLanguage(input.bootstrap.language, () =>
      renderToString(
        <StrictMode>
          <RequestCookies cookies={input.cookies}>
            <AppProvider bootstrap={input.bootstrap} queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProvider>
          </RequestCookies>
        </StrictMode>,
      ),
    );
  } catch {
    return null;
  }
  // The page goes out only as the browser's first frame shows it with this data: every read it
  // asked for answered (a read no loader declares, or one that failed, would paint a loading or
  // error state the browser replaces at once), and no part left to finish (the site's CSP allows
  // no inline script to finish it, and the browser would render it again).
  if (unanswered(queryClient) || html.includes('<!--$!') || html.includes('<!--$?')) return null;
  return { html, queries: dehydrate(queryClient) };
};

/** A read the page asked for that has no answer: failed, or never read (no loader declared it). */
const unanswered = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .some(
      (q) => q.state.status === 'error' || (q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.options.queryFn !== skipToken && isEnabled(q)),
    );

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};
