import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { CONTACT_SUCCESS_TEXT } from '@contract/rules/messages';
import { createTestApp, loginAs, visitor, type TestApp } from '../../../../test/test-app';
import { solvedChallenge } from '../../../../test/account-helpers';
import { contactMessages } from '../../../db/schema/index';

// POST /api/help/contact: open to visitors, stored, mailed to TEAM_EMAIL (docs/product-rules.md#http-contract, docs/product-rules.md#error-messages).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10, config: { ALTCHA_MAX_NUMBER: '1000', TEAM_EMAIL: 'support@guildhall.example' } });
});
afterAll(() => t.close());

const message = { name: 'Ada', email: 'ada@example.test', subject: 'Lost my sword', message: 'It vanished after the raid yesterday evening.' };
const latest = async () => (await t.app.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1))[0];

describe('POST /api/help/contact', () => {
  it('stores a visitor message, mails the team, and answers the success text', async () => {
    const client = await visitor(t.app);
    const res = await client.post('/api/help/contact', { ...message, challenge: await solvedChallenge(client) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONTACT_SUCCESS_TEXT });
    const row = await latest();
    expect(row).toMatchObject({ Name: 'Ada', Email: 'ada@example.test', Subject: 'Lost my sword', UserID: null });
    await t.app.mailer.flush();
    const mail = t.app.mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ to: 'support@guildhall.example', replyTo: 'ada@example.test', subject: `[Contact #${row.id}] Lost my sword` });
    expect(mail.text).toContain('It vanished after the raid');
  });

  it('links the message to the logged-in player', async () => {
    const client = await loginAs(t.app, 'demo');
    const res = await client.post('/api/help/contact', { ...message, challenge: await solvedChallenge(client) });
    expect(res.statusCode).toBe(200);
    expect((await latest()).UserID).toBe(1);
  });

  it('validates every field and needs the human check', async () => {
    const client = await visitor(t.app);
    const res = await client.post('/api/help/contact', { name: '', email: 'nope', subject: '', message: 'short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid address, like name@example.com.'],
      subject: ['The subject field is required.'],
      message: ['The message field must be at least 10 characters.'],
      challenge: ['Please complete the challenge field.'],
    });
  });

  it('drops the spaces around the fields: blank ones are missing, the rest are stored trimmed', async () => {
    const client = await visitor(t.app);
    const blank = await client.post('/api/help/contact', { ...message, name: '   ', email: '  ', challenge: await solvedChallenge(client) });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: ['The name field is required.'], email: ['The email field is required.'] });
    const padded = { name: ' Ada ', email: ' ada@example.test ', subject: ' Lost my sword ', message: `  ${message.message}  ` };
    const res = await client.post('/api/help/contact', { ...padded, challenge: await solvedChallenge(client) });
    expect(res.statusCode).toBe(200);
    expect(await latest()).toMatchObject({ Name: 'Ada', Email: 'ada@example.test', Subject: 'Lost my sword', Message: message.message });
  });

  it('refuses a replayed challenge and a call without the CSRF token', async () => {
    const client = await visitor(t.app);
    const challenge = await solvedChallenge(client);
    expect((await client.post('/api/help/contact', { ...message, challenge })).statusCode).toBe(200);
    const replay = await client.post('/api/help/contact', { ...message, challenge });
    expect(replay.statusCode).toBe(422);
    expect(Object.keys(replay.json().errors)).toEqual(['challenge']);
    expect((await client.post('/api/help/contact', { ...message, challenge: await solvedChallenge(client) }, { csrf: false })).statusCode).toBe(403);
  });

  it('keeps the subject on one line (no mail header injection)', async () => {
    const client = await visitor(t.app);
    const res = await client.post('/api/help/contact', { ...message, subject: 'Hi\r\nBcc: victim@example.test', challenge: await solvedChallenge(client) });
    expect(res.statusCode).toBe(200);
    await t.app.mailer.flush();
    expect(t.app.mailer.sent.at(-1)!.subject).not.toMatch(/[\r\n]/);
  });
});
