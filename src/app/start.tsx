import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { Bootstrap } from '@contract/types/bootstrap';
import { createQueryClient } from '@/lib/query-client';
import { forgetPreviousDocumentScroll } from '@/lib/scroll-positions';
import { AppProvider } from './provider';
import { createRouter, createRoutes } from './router';
import { hydratePageQueries, isServerRendered, loadRoutesFor } from '@/server-render/hydration';
import { loadSentences, startLanguage } from '@/lib/i18n/catalogues';
import { setCsrfToken } from '@/lib/api-client';
import { setPageSession } from '@/lib/page-session';

/**
 * Starts the site in `root`: takes over the page the server painted, or renders it here.
 * `onRecoverableError` hears of a first render that did not match the server's markup.
 */
export async function startApp(root: HTMLElement, bootstrap: Bootstrap, options: Pick<RootOptions, 'onRecoverableError'> = {}) {
  forgetPreviousDocumentScroll();
  // Before the router exists: it starts a page's loaders as it is created, before the first render,
  // and their calls (a table's form post among them) need the session's CSRF token.
  setCsrfToken(bootstrap.csrfToken);
  const queryClient = createQueryClient();
  // And the loaders of the pages behind the login need to know whether there is one.
  setPageSession(queryClient, bootstrap);
  const serverRendered = isServerRendered(root);
  const routes = createRoutes(queryClient);
  const language = startLanguage(bootstrap.language);
  if (serverRendered) {
    hydratePageQueries(queryClient);
    await loadRoutesFor(routes, window.location);
  }
  // The page's first render says what the server's did, in the same language.
  await language;
  const app = (
    <StrictMode>
      <AppProvider bootstrap={bootstrap} queryClient={queryClient}>
        <RouterProvider router={createRouter(routes, serverRendered)} />
      </AppProvider>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds (a painted page stays
  // responsive, no long task) instead of running in one block.
  if (serverRendered) startTransition(() => void hydrateRoot(root, app, options));
  else createRoot(root, options).render(app);
  // Said only once the player acts or an answer arrives, so not part of the first load.
  void loadSentences();
}
