import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, negotiateLanguage } from './languages';

describe('negotiateLanguage', () => {
  it('takes the link first, then the account, then the cookie, then the browser', () => {
    const all = { query: 'de', preference: 'es', cookie: 'pt-BR', acceptLanguage: 'en' };
    expect(negotiateLanguage(all)).toBe('de');
    expect(negotiateLanguage({ ...all, query: null })).toBe('es');
    expect(negotiateLanguage({ ...all, query: null, preference: null })).toBe('pt-BR');
    expect(negotiateLanguage({ acceptLanguage: 'de-AT,de;q=0.9' })).toBe('de');
  });

  it('falls back to English for nothing or a language the site does not speak', () => {
    expect(negotiateLanguage({})).toBe('en');
    expect(negotiateLanguage({ query: 'fr', cookie: 'xx', acceptLanguage: 'fr-FR,ja;q=0.8' })).toBe('en');
  });

  it('reads Accept-Language by weight and maps a bare "pt" to Brazilian Portuguese', () => {
    expect(fromAcceptLanguage('fr;q=1, es;q=0.4, de;q=0.7')).toBe('de');
    expect(fromAcceptLanguage('pt')).toBe('pt-BR');
    expect(fromAcceptLanguage('PT-br')).toBe('pt-BR');
    expect(fromAcceptLanguage('es;q=0, de;q=0.1')).toBe('de');
    expect(fromAcceptLanguage('*')).toBeNull();
  });
});
