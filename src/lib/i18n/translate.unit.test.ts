import { describe, expect, it } from 'vitest';
import { inLanguage } from '@contract/i18n/current';
import { provideMessages, t } from './translate';

describe('t', () => {
  provideMessages('de', { Contact: 'Kontakt', '{count, plural, one {# bet} other {# bets}}': '{count, plural, one {# Wette} other {# Wetten}}' });

  it('says a text in the page’s language, and English where no translation is loaded', () => {
    expect(t('Contact')).toBe('Contact');
    expect(inLanguage('de', () => t('Contact'))).toBe('Kontakt');
    expect(inLanguage('es', () => t('Contact'))).toBe('Contact');
    expect(inLanguage('de', () => t('Not in the catalogue'))).toBe('Not in the catalogue');
  });

  it('counts in the language', () => {
    expect(inLanguage('de', () => t('{count, plural, one {# bet} other {# bets}}', { count: 1 }))).toBe('1 Wette');
    expect(t('{count, plural, one {# bet} other {# bets}}', { count: 3 })).toBe('3 bets');
  });

  it('gives the language back after a render in another', () => {
    inLanguage('de', () => t('Contact'));
    expect(t('Contact')).toBe('Contact');
  });
});
