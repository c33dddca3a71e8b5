import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { dehydrate, skipToken, type Query, type QueryClient } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, getAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { RenderCall, RenderPage, RenderPageInput } from '@contract/types/server-render';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { readLayout } from '@/app/page-loaders';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { readCookiesFrom } from '@/lib/cookies';
import { inLanguage } from '@contract/i18n/current';
import { LANGUAGES, type Language } from '@contract/i18n/languages';
import { provideMessages, type Messages } from '@/lib/i18n/translate';
import { provideSentences } from '@/lib/i18n/sentences';

// The server-side render of a page: the page arrives painted, with the data it shows, so a
// deep link paints without waiting for its scripts and a round trip. Built by `npm run build` into
// dist-ssr/ and called by the server's page route (server/src/page-render/spa.ts).

/** The API reads of the render in progress go to its player's session (renders run side by side). */
const current = new AsyncLocalStorage<RenderPageInput>();

const ownAdapter = getAdapter(api.defaults.adapter);

// Every language's messages, in the server's bundle: a render is in its reader's language.
const catalogues = import.meta.glob<Messages>('/src/locales/*.json', { import: 'default', eager: true });
for (const language of LANGUAGES) provideMessages(language, catalogues[`/src/locales/${language}.json`] ?? {});
// And the shared sentences (a load error's text), as the browser has them when it takes the page over.
const sentences = import.meta.glob<Messages>(['/contract/locales/*.json', '!/contract/locales/en.json'], { import: 'default', eager: true });
for (const language of LANGUAGES) provideSentences(language, sentences[`/contract/locales/${language}.json`] ?? {});

// The page's code reads the cookies of the request being rendered.
readCookiesFrom(() => current.getStore()?.cookies);

/** During a render the one axios instance answers through the API itself, never over the network. */
api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
  const input = current.getStore();
  if (!input) return ownAdapter(config);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
    if (typeof value === 'string') headers[name.toLowerCase()] = value;
  }
  // The token of this render's session, whatever another render left in the client's module.
  if (input.bootstrap.csrfToken) headers['x-csrf-token'] = input.bootstrap.csrfToken;
  const call: RenderCall = { method: (config.method ?? 'get').toUpperCase(), url: api.getUri(config), headers };
  if (config.data instanceof FormData) {
    // The multipart body and its boundary, as a browser would send the form.
    const encoded = new Request('http://render.local/', { method: 'POST', body: config.data });
    headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
    call.body = new Uint8Array(await encoded.arrayBuffer());
  }
  const answer = await input.call(call);
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: '',
    headers: answer.headers,
    config,
    request: {},
  };
  // As axios's own adapters settle: success only where the instance says so (200 and 201).
  if (config.validateStatus && !config.validateStatus(answer.status)) {
    throw new AxiosError(`Request failed with status code ${answer.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  }
  return response;
};

const isEnabled = (query: Query) => {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/** Queries the page asked for in the last pass and that nobody has read yet. */
const unread = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.options.queryFn !== skipToken && isEnabled(q));

/**
 * prerender leaves the values of the page's context providers in place when it is done (React
 * restores them only when it next renders something), where the next render, of this page or of
 * another player's, would read them: an empty render puts every context back to its default.
 */
const resetContexts = async () => void (await (await prerender(<></>)).prelude.cancel());

/** Renders of a page whose reads no route loader declares, and depend on other reads (a page, then its table). */
const MAX_PASSES = 3;

export const renderPage: RenderPage = (input) => current.run(input, () => render(input));

async function render(input: RenderPageInput) {
  const queryClient = createQueryClient();
  // One answer per read: the browser asks again for what failed here.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // The matched routes' loaders (the browser's own, PAGE_LOADERS) start the page's reads beside its
  // chunk, and the render waits for them: a page whose reads they declare renders once.
  const handler = createStaticHandler(createRoutes(queryClient, { waitForReads: true }));
  const [context] = await Promise.all([handler.query(new Request(input.url)), readLayout(queryClient)]);
  // A redirect, or a route that failed: the browser takes over as it always has.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <AppProvider bootstrap={input.bootstrap} queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>
  );
  const unfinished = (html: string) => html.includes('<!--$!') || html.includes('<!--$?');

  // With the loaders' reads in and the page's modules loaded (after its first request), one render is the page.
  const language = input.bootstrap.language;
  let html = firstRender(page, language);
  // A read no loader declares (a table's first page, a tab's), or a part whose module is not loaded
  // yet: it is read (a trial render loads the part and tells its reads), and the page rendered again.
  for (let pass = 1; pass < MAX_PASSES && (html === null || unfinished(html) || unread(queryClient).length > 0); pass++) {
    if (html === null || unfinished(html)) await trial(page);
    await Promise.all(unread(queryClient).map((q) => q.fetch(q.options).catch(() => undefined)));
    html = firstRender(page, language);
  }
  if (html === null) return null;
  // A read that failed shows its error on the page; the browser asks again and shows its own answer.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error')
  )
    return null;
  // The page as sent renders in one go, with no part left to finish by an inline script (the site's
  // CSP allows none) or by the browser.
  if (unfinished(html)) return null;
  return { html, queries: dehydrate(queryClient) };
}

/** The page rendered as it stands, or null where a part of it waits for its module outside any boundary. */
function firstRender(page: ReactElement, language: Language) {
  try {
    // renderToString runs in one go, so the language is this render's alone (docs/translations.md).
    return inLanguage(language, () => renderToString(page));
  } catch {
    return null;
  }
}

/**
 * A trial render: prerender waits for the lazy parts of the page (their modules stay loaded
 * afterwards), where renderToString leaves them to the browser, and tells which reads they ask
 * for. A part that throws fails the render.
 */
async function trial(page: ReactElement) {
  let failure: unknown;
  try {
    const { prelude } = await prerender(page, { onError: (error) => void (failure ??= error) });
    await prelude.cancel();
  } finally {
    await resetContexts();
  }
  if (failure) throw failure instanceof Error ? failure : new Error('A part of the page failed to render', { cause: failure });
}
