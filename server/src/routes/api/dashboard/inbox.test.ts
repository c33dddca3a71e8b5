import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { solvedChallenge } from '../../../../test/account-helpers';
import { auditRows } from '../../../../test/staff-helpers';
import { contactMessages, contactReplies } from '../../../db/schema/index';

// The contact inbox: a message sent through the contact form is listed with its status, answered by
// mail with the answer kept in its thread, and closed; players are refused and nothing changes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ players: 10, config: { ALTCHA_MAX_NUMBER: '1000', TEAM_EMAIL: 'support@guildhall.example' } });
});
afterAll(() => t.close());

async function sendContact(subject: string): Promise<number> {
  const client = await visitor(t.app);
  const res = await client.post('/api/help/contact', {
    name: 'Ada',
    email: 'ada@example.test',
    subject,
    message: 'It vanished after the raid yesterday evening.',
    challenge: await solvedChallenge(client),
  });
  expect(res.statusCode).toBe(200);
  return (await t.app.db.select({ id: contactMessages.id }).from(contactMessages).orderBy(desc(contactMessages.id)).limit(1))[0].id;
}

const table = (client: TestClient, query = '') => client.get(`/api/dashboard/inbox?draw=1&start=0&length=25${query}`);
const statusOf = async (id: number) => (await t.app.db.select({ s: contactMessages.Status }).from(contactMessages).where(eq(contactMessages.id, id)))[0].s;

describe('the contact inbox', () => {
  it('lists a new message, answers it by mail into its thread, and closes it once', async () => {
    const id = await sendContact('Lost my sword');
    const mod = await loginAs(t.app, 'moderator');
    const fresh = (await table(mod, '&status=new')).json();
    expect(fresh.data[0]).toMatchObject({ id, Name: 'Ada', Email: 'ada@example.test', Subject: 'Lost my sword', Status: 'new' });

    await t.app.mailer.flush();
    const mailsBefore = t.app.mailer.sent.length;
    const answered = await mod.post(`/api/dashboard/inbox/${id}/answer`, { text: 'We put it back in your bank.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().message).toBe('The answer was sent.');
    await t.app.mailer.flush();
    expect(t.app.mailer.sent.slice(mailsBefore)).toEqual([
      expect.objectContaining({
        to: 'ada@example.test',
        subject: 'Re: Lost my sword',
        text: 'Hello Ada,\n\nWe put it back in your bank.\n\nThe Guildhall team',
      }),
    ]);

    const thread = (await mod.get(`/api/dashboard/inbox/${id}`)).json();
    expect(thread.message).toMatchObject({ id, Status: 'answered', Message: 'It vanished after the raid yesterday evening.' });
    expect(thread.replies).toEqual([expect.objectContaining({ StaffName: 'moderator', Body: 'We put it back in your bank.' })]);
    expect((await table(mod, '&status=new')).json().data.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await table(mod, '&status=answered')).json().data.map((r: { id: number }) => r.id)).toContain(id);

    expect((await mod.post(`/api/dashboard/inbox/${id}/close`)).statusCode).toBe(200);
    expect(await statusOf(id)).toBe('closed');
    expect((await mod.post(`/api/dashboard/inbox/${id}/close`)).statusCode).toBe(409);
    expect((await auditRows(t)).filter((r) => r.action.startsWith('contact.')).map((r) => r.summary)).toEqual([
      `moderator answered contact message #${id} from Ada: Lost my sword`,
      `moderator closed contact message #${id} from Ada: Lost my sword`,
    ]);
    expect((await mod.get('/api/dashboard/inbox/999999')).statusCode).toBe(404);
  });

  it('refuses an empty answer and a bad filter with 422, changing nothing', async () => {
    const id = await sendContact('Password trouble');
    const mod = await loginAs(t.app, 'gamemaster');
    const empty = await mod.post(`/api/dashboard/inbox/${id}/answer`, { text: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ text: ['The text field must be between 1 and 5,000 characters.'] });
    expect((await table(mod, '&status=lost')).statusCode).toBe(422);
    expect(await statusOf(id)).toBe('new');
    expect(await t.app.db.select().from(contactReplies).where(eq(contactReplies.MessageID, id))).toEqual([]);
  });

  it('refuses players every inbox call, changing nothing', async () => {
    const id = await sendContact('Refused');
    const before = (await auditRows(t)).length;
    for (const name of ['demo', 'vipdemo']) {
      const player = await loginAs(t.app, name);
      expect((await table(player)).statusCode, name).toBe(403);
      expect((await player.get(`/api/dashboard/inbox/${id}`)).statusCode, name).toBe(403);
      expect((await player.post(`/api/dashboard/inbox/${id}/answer`, { text: 'Hi' })).statusCode, name).toBe(403);
      expect((await player.post(`/api/dashboard/inbox/${id}/answer`, { text: '' })).statusCode, name).toBe(403);
      expect((await player.post(`/api/dashboard/inbox/${id}/close`)).statusCode, name).toBe(403);
    }
    expect(await statusOf(id)).toBe('new');
    expect(await auditRows(t)).toHaveLength(before);
  });
});
