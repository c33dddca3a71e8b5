import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, visitor, type TestApp } from '../../test/test-app';
import { LANGUAGE_COOKIE } from '@contract/i18n/languages';

// A refusal reaches the reader in their language (docs/translations.md): the link's `?lang=`, else
// the `lang` cookie, else the browser's Accept-Language; English otherwise, word for word.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10 });
});
afterAll(() => t.close());

const wrongPassword = async (opts: { headers?: Record<string, string>; cookie?: string; url?: string } = {}) => {
  const client = await visitor(t.app);
  if (opts.cookie) client.setCookie(LANGUAGE_COOKIE, opts.cookie);
  const res = await client.inject({
    method: 'POST',
    url: opts.url ?? '/api/user/login',
    payload: new URLSearchParams({ username: 'demo', password: 'not-the-password' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...opts.headers },
  });
  expect(res.statusCode).toBe(422);
  return Object.values(res.json().errors as Record<string, string[]>).flat();
};

describe('refusals in the reader language', () => {
  it('answers a wrong password in the visitor Accept-Language', async () => {
    expect(await wrongPassword({ headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' } })).toEqual([
      'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
    ]);
  });

  it('prefers the lang cookie to the browser, and a ?lang= link to both', async () => {
    const headers = { 'accept-language': 'de' };
    expect(await wrongPassword({ headers, cookie: 'es' })).toEqual(['Estas credenciales no coinciden con nuestros registros.']);
    expect(await wrongPassword({ headers, cookie: 'es', url: '/api/user/login?lang=pt-BR' })).toEqual([
      'Essas credenciais não correspondem aos nossos registros.',
    ]);
  });

  it('keeps English word for word without a choice or for a language the site does not speak', async () => {
    expect(await wrongPassword()).toEqual(['These credentials do not match our records.']);
    expect(await wrongPassword({ headers: { 'accept-language': 'fr-FR' } })).toEqual(['These credentials do not match our records.']);
  });

  it('translates a field message made from a template, the field name included', async () => {
    const client = await visitor(t.app);
    const res = await client.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: new URLSearchParams({ username: 'demo' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['El campo contraseña es obligatorio.']);
  });

  it('translates the messages list of other refusals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: { 'accept-language': 'pt-BR' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().messages).toEqual(['O recurso solicitado não foi encontrado.']);
  });
});
