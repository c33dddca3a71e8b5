import { afterEach, beforeEach } from 'vitest';
import { setCurrentLanguage } from '@contract/i18n/current';
import { DEFAULT_LANGUAGE, type Language } from '@contract/i18n/languages';
import { startLanguage } from '@/lib/i18n/catalogues';

/** The tests of the block run in `language`, with its real catalogues loaded as the site starts in it; English again after each. */
export function pagesIn(language: Language) {
  beforeEach(() => startLanguage(language));
  afterEach(() => setCurrentLanguage(DEFAULT_LANGUAGE));
}
