import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Language } from '@contract/i18n/languages';
import { createTestApp, loginAs, TestClient, visitor, type TestApp } from './test-app';
import { newPlayerFields, solvedChallenge } from './account-helpers';
import { users } from '../src/db/schema/index';
import { factorChangeMail } from '../src/domain/account/security/factor-change';
import { noteSignIn } from '../src/domain/account/security/sign-in';

// Mails and the API's own sentences reach their reader in the reader's language
// (docs/translations.md#mails-and-the-servers-texts): an account's saved choice first, else the
// language of the request behind the mail; refusals and notices in the request's language.

const ORIGIN = 'https://guildhall.example';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10, config: { ALTCHA_MAX_NUMBER: '1000', PUBLIC_URL: ORIGIN, TEAM_EMAIL: 'support@guildhall.example' } });
});
afterAll(() => t.close());

const saveLanguage = (username: string, language: Language | null) => t.app.db.update(users).set({ Language: language }).where(eq(users.Username, username));
const idOf = async (username: string) => (await t.app.db.select({ id: users.id }).from(users).where(eq(users.Username, username)))[0].id;

/** A form post from a browser that reads `acceptLanguage`. */
function postIn(client: TestClient, acceptLanguage: string, url: string, fields: Record<string, string>) {
  return client.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': acceptLanguage },
  });
}

/** The mails sent to `to` while `work` ran. */
async function mailsDuring(to: string, work: () => Promise<unknown>) {
  await t.app.mailer.flush();
  const before = t.app.mailer.sent.length;
  await work();
  await t.app.mailer.flush();
  return t.app.mailer.sent.slice(before).filter((mail) => mail.to === to);
}

describe('the recovery mail', () => {
  it("is written in the account's saved language, whatever the asking browser reads, and its link works", async () => {
    await saveLanguage('demo', 'de');
    const client = await visitor(t.app);
    let answer = '';
    const [mail] = await mailsDuring('demo@guildhall.local', async () => {
      const res = await postIn(client, 'es', '/api/user/recovery/send', { email: 'demo@guildhall.local', challenge: await solvedChallenge(client) });
      answer = res.json().message;
    });
    // The answer is the asking browser's; the mail is the account's.
    expect(answer).toBe('Si alguna cuenta usa esa dirección de correo, le hemos enviado un enlace para elegir una nueva contraseña.');
    expect(mail.subject).toBe('Setze dein Guildhall-Passwort zurück');
    expect(mail.text).toContain('Hallo demo,');
    expect(mail.text).toContain('Wähle mit diesem Link innerhalb von 60 Minuten ein neues Passwort:');
    expect(mail.text).toContain('Dein Guildhall-Team');
    const token = new RegExp(`^${ORIGIN}/recovery/reset/([A-Za-z0-9_-]+)$`, 'm').exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect((await client.post('/api/user/recovery/factors', { token: token! })).statusCode).toBe(200);
  });

  it('follows the asking browser for an account that never chose a language', async () => {
    await saveLanguage('demo2', null);
    const client = await visitor(t.app);
    const [mail] = await mailsDuring('demo2@guildhall.local', async () =>
      postIn(client, 'pt-BR,pt;q=0.9', '/api/user/recovery/send', { email: 'demo2@guildhall.local', challenge: await solvedChallenge(client) }),
    );
    expect(mail.subject).toBe('Redefina sua senha do Guildhall');
    expect(mail.text).toContain('Escolha uma nova senha com este link nos próximos 60 minutos:');
  });

  it("sent by a moderator, is in the player's language, not the moderator's", async () => {
    await saveLanguage('vipdemo', 'es');
    const moderator = await loginAs(t.app, 'moderator');
    const vip = await idOf('vipdemo');
    const [reset] = await mailsDuring('vip@guildhall.local', () => moderator.post(`/api/dashboard/players/${vip}/password-reset`));
    expect(reset.subject).toBe('Restablece tu contraseña de Guildhall');
    expect(reset.text).toContain('Hola, vipdemo:');
  });
});

describe('the mail on a sign-in from a new device', () => {
  it('is in Brazilian Portuguese for a player who chose it', async () => {
    await saveLanguage('staffdemo', 'pt-BR');
    await loginAs(t.app, 'staffdemo');
    const [mail] = await mailsDuring('staff@guildhall.local', async () => {
      const browser = new TestClient(t.app);
      await browser.refresh();
      await browser.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: new URLSearchParams({ username: 'staffdemo', password: 'guildhall-demo' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': SAFARI_IPHONE, 'accept-language': 'en' },
      });
    });
    expect(mail.subject).toBe('Novo acesso à sua conta do Guildhall');
    expect(mail.text).toContain('Olá, staffdemo,');
    expect(mail.text).toContain('Dispositivo: Mobile Safari 17 em iOS 17.2 (Apple iPhone)');
    expect(mail.text).toContain('Endereço IP: 127.0.0.*');
    expect(mail.text).toContain(`Se não foi, troque sua senha e encerre as outras sessões em ${ORIGIN}/account/security`);
  });

  it('writes when it happened the language’s way', async () => {
    const userId = await idOf('staffdemo');
    const mail = await noteSignIn(t.app.db, {
      userId,
      ip: '203.0.113.9',
      userAgent: undefined,
      unknownBrowser: true,
      origin: ORIGIN,
      language: 'en',
      now: new Date('2026-11-27T04:05:00Z'),
    });
    expect(mail!.text).toContain('Quando: sexta-feira, 27 de novembro de 2026');
    expect(mail!.text).toContain('Dispositivo: um dispositivo desconhecido');
  });
});

describe('the mail after a sign-in method changed', () => {
  it("says the change in the account's language, the passkey's own name kept", async () => {
    await saveLanguage('demo', 'de');
    const mail = await factorChangeMail(t.app.db, {
      userId: await idOf('demo'),
      detail: 'A passkey was added: Laptop.',
      ip: '203.0.113.9',
      userAgent: SAFARI_IPHONE,
      origin: ORIGIN,
      language: 'en',
    });
    expect(mail!.subject).toBe('Eine Anmeldemethode deines Guildhall-Kontos wurde geändert');
    expect(mail!.text).toContain('  Ein Passkey wurde hinzugefügt: Laptop.');
    expect(mail!.text).toContain(`Wenn nicht, setze dein Passwort unter ${ORIGIN}/recovery zurück`);
  });
});

describe('a new account', () => {
  it('gets its verification mail in the language its browser reads', async () => {
    const fields = newPlayerFields();
    const client = await visitor(t.app);
    const [mail] = await mailsDuring(fields.email, async () => {
      const res = await postIn(client, 'es-ES,es;q=0.9', '/api/user/register', { ...fields, challenge: await solvedChallenge(client) });
      expect(res.statusCode, res.body).toBe(201);
    });
    expect(mail.subject).toBe('Verifica tu dirección de correo de Guildhall');
    expect(mail.text).toContain('abriendo este enlace en las próximas 48 horas:');
    expect(mail.text).toMatch(/verify-email\?token=[A-Za-z0-9_-]+/);
  });
});

describe("a visitor's contact form", () => {
  const message = { name: 'Ada', email: 'ada@example.test', subject: 'Lost my sword', message: 'It vanished after the raid yesterday evening.' };

  it('is refused in Spanish, field names and numbers included', async () => {
    const client = await visitor(t.app);
    const res = await postIn(client, 'es', '/api/help/contact', { name: '', email: 'nope', subject: '', message: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['El campo nombre es obligatorio.'],
      email: ['El campo correo electrónico debe ser una dirección válida, como nombre@ejemplo.com.'],
      subject: ['El campo asunto es obligatorio.'],
      message: ['El campo mensaje debe tener al menos 10 caracteres.'],
      challenge: ['Completa la verificación de seguridad.'],
    });
    const long = await postIn(client, 'de', '/api/help/contact', { ...message, message: 'x'.repeat(5001) });
    expect(long.json().errors.message).toEqual(['Das Feld Nachricht darf höchstens 5.000 Zeichen lang sein.']);
  });

  it("is acknowledged in Spanish, and the team's answer greets the visitor in Spanish", async () => {
    const client = await visitor(t.app);
    const res = await postIn(client, 'es', '/api/help/contact', { ...message, challenge: await solvedChallenge(client) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '¡Gracias por tu mensaje! Lo revisaremos en un plazo de 7 a 30 días.' });

    const moderator = await loginAs(t.app, 'moderator');
    const inbox = (await moderator.get('/api/dashboard/inbox?draw=1&start=0&length=1')).json();
    const [answer] = await mailsDuring('ada@example.test', () =>
      moderator.post(`/api/dashboard/inbox/${inbox.data[0].id}/answer`, { text: 'Está en tu banco.' }),
    );
    expect(answer).toEqual(expect.objectContaining({ subject: 'Re: Lost my sword', text: 'Hola, Ada:\n\nEstá en tu banco.\n\nEl equipo de Guildhall' }));
  });
});

describe('the link preview of a character or a guild', () => {
  // An unfurler sends no language: the preview is in the language the link names.
  const description = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return /<meta property="og:description" content="([^"]*)">/.exec(res.body)?.[1];
  };

  it('is written in the language the link names, with its digits, names kept', async () => {
    expect(await description('/charid/1?lang=de')).toMatch(
      /^Level \d+\/\d+ · (.+ von .+ · )?K\/D \d+,\d\d · [\d.]+ Münzen( · [\d.]+ Wiedergeburten?)? · (offline|online auf .+)\. Charakterprofil, Inventar, Zeitleiste und Freunde\.$/,
    );
    expect(await description('/guild/1?lang=pt-BR')).toMatch(
      /^Guilda de nível \d+ · (liderada por .+ · )?[\d.]+ membros? · taxa de vitórias em raides \d+,\d% · taxa de vitórias em guerras \d+,\d% · K\/D \d+,\d\d\. Registro da guilda, membros e alianças\.$/,
    );
  });
});

describe('the API reference', () => {
  it("opens with its introduction in the reader's language, the code and the calls as they are", async () => {
    const introduction = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers })).json().info.description as string;
    const german = await introduction({ 'accept-language': 'de' });
    expect(german).toMatch(/^Die Aufrufe der Guildhall-Website/);
    expect(german).toContain("const api = guildhallClient('https://guildhall.example');");
    expect(await introduction({})).toMatch(/^The calls of Guildhall's website/);
  });
});
