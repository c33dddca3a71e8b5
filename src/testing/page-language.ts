import { afterEach, beforeEach } from 'vitest';
import { setCurrentLanguage } from '@contract/i18n/current';
import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import { PAGES } from '@contract/paths';
import { loadPageTexts, startLanguage } from '@/lib/i18n/catalogues';

/**
 * The tests of the block run in `language`, with its real catalogues loaded as the site starts in it
 * and as every page has been shown once (a test renders a page's parts without its route); English
 * again after each.
 */
export function pagesIn(language: Language) {
  beforeEach(async () => {
    await startLanguage(language);
    await Promise.all(Object.values(PAGES).map((page) => loadPageTexts(page.module)));
  });
  afterEach(() => setCurrentLanguage(DEFAULT_LANGUAGE));
}
