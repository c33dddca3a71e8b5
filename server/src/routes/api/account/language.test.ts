import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@contract/i18n/languages';
import { endpoints } from '@contract/client';
import { users } from '../../../db/schema/index';
import { clientFor, createTestApp, visitor, type TestApp } from '../../../../test/test-app';

// Choosing the site's language (docs/translations.md): a visitor keeps the choice in the `lang`
// cookie for a year; a player's account keeps it too, and refusals then come in that language.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10 });
});
afterAll(() => t.close());

const languageOf = async (userId: number) => (await t.app.db.select({ language: users.Language }).from(users).where(eq(users.id, userId)))[0].language;

describe('POST /api/user/language', () => {
  it("sets a visitor's lang cookie for a year, SameSite=Lax, and later answers come in that language", async () => {
    const client = await visitor(t.app);
    const res = await client.post(endpoints.language(), { language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ language: 'es' });
    const cookie = res.cookies.find((one) => one.name === LANGUAGE_COOKIE);
    expect(cookie).toMatchObject({ value: 'es', maxAge: 365 * 86400, sameSite: 'Lax', path: '/' });
    expect((await client.refresh()).language).toBe('es');
  });

  it("saves a signed-in player's choice on the account, which outranks the cookie and the browser", async () => {
    const client = await clientFor(t.app, 2);
    expect((await client.post(endpoints.language(), { language: 'de' })).statusCode).toBe(200);
    expect(await languageOf(2)).toBe('de');
    client.setCookie(LANGUAGE_COOKIE, 'es');
    const res = await client.inject({
      method: 'POST',
      url: endpoints.accountSave(),
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'pt-BR' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Das Feld E-Mail ist erforderlich.']);
  });

  it('refuses a language the site does not speak with 422, changing nothing', async () => {
    const client = await clientFor(t.app, 3);
    await client.post(endpoints.language(), { language: 'pt-BR' });
    for (const language of ['fr', 'PT-BR', '']) {
      const res = await client.post(endpoints.language(), { language });
      expect(res.statusCode).toBe(422);
      expect(res.cookies.find((one) => one.name === LANGUAGE_COOKIE)).toBeUndefined();
    }
    const missing = await client.post(endpoints.language(), {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.language).toEqual(['O campo idioma é obrigatório.']);
    expect(await languageOf(3)).toBe('pt-BR');
  });
});
