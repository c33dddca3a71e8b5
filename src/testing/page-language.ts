import { afterEach, beforeEach } from 'vitest';
import { setCurrentLanguage } from '@contract/i18n/current';
import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import { PAGES } from '@contract/paths';
import { loadOnDemandTexts, loadPageTexts, loadSentences, startLanguage } from '@/lib/i18n/catalogues';

/**
 * The tests of the block run in `language`, with its real catalogues loaded as a live page has them
 * once every page and every part it loads on demand has been shown (a test renders a page's parts
 * without its route or their import); English again
 * after each.
 */
export function pagesIn(language: Language) {
  beforeEach(async () => {
    await startLanguage(language);
    await Promise.all([...Object.values(PAGES).map((page) => loadPageTexts(page.module)), loadSentences()]);
    await loadOnDemandTexts();
  });
  afterEach(() => setCurrentLanguage(DEFAULT_LANGUAGE));
}
