import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from './msw-server';
import { provideCountryNames } from '@/lib/i18n/country-tables';
import englishCountries from '@/locales/countries/en.json';

// findBy and waitFor wait on state, never a fixed time: on a loaded two-core machine an answer can
// take longer than the default second to render (a test fails on a wrong state, not a slow one).
configure({ asyncUtilTimeout: 5_000 });

// The English country names, as an English page that shows them has loaded them (src/lib/i18n/catalogues.ts):
// a test renders a page's parts without its route.
provideCountryNames('en', englishCountries);

// msw intercepts every request of component tests; an unhandled one is a test bug.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => server.close());
