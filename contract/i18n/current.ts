import { DEFAULT_LANGUAGE, type Language } from './languages';

// The language the page being rendered is in: what the shared formatters (numbers, dates) and the
// SPA's `t` read when not told otherwise. A browser tab holds one page in one language (choosing
// another loads the page again), so it is set once as the site starts. The server's page render
// sets it for the span of one synchronous render (`inLanguage`), so renders for readers of other
// languages never see each other's. The API server's own code passes a language explicitly.

let current: Language = DEFAULT_LANGUAGE;

export const currentLanguage = (): Language => current;

/** The language from now on (the browser, as the site starts). */
export function setCurrentLanguage(language: Language) {
  current = language;
}

/** `work` run with `language` as the current one; must be synchronous, so nothing else runs in between. */
export function inLanguage<T>(language: Language, work: () => T): T {
  const before = current;
  current = language;
  try {
    return work();
  } finally {
    current = before;
  }
}
