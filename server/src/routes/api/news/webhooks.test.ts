import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, clientFor, type TestApp, type TestClient } from '../../../../test/test-app';
import { guilds, jobs, newsPosts, recurringJobs, storePackages } from '../../../db/schema/index';
import { setBalance } from '../../../../test/support/balances';

// Community-chat webhooks, against a local HTTP receiver: queued when the event happens,
// delivered by the job queue with retries and backoff, Discord-compatible JSON.

interface Received {
  body: { username: string; embeds: { title: string; url: string; description?: string }[]; allowed_mentions: unknown };
  contentType: string | undefined;
}
const received: Received[] = [];
let failuresLeft = 0;
let receiver: Server;
let t: TestApp;
let staff: TestClient;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  receiver = createServer((req, res) => {
    void readBody(req).then((text) => {
      const body = JSON.parse(text);
      if (failuresLeft > 0) {
        failuresLeft--;
        res.writeHead(500).end();
        return;
      }
      received.push({ body, contentType: req.headers['content-type'] });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  t = await createTestApp({
    players: 20,
    config: {
      DISCORD_WEBHOOK_URL: url,
      WEBHOOK_ALLOW_PRIVATE: '1',
      JOB_POLL_MS: '0',
      WEBHOOK_BIG_BET_COINS: '1000',
      WEBHOOK_STOCK_LOW: '2',
      PUBLIC_URL: 'https://guildhall.example',
    },
  });
  staff = await clientFor(t.app, 4);
});
afterAll(async () => {
  await t?.close();
  receiver?.close();
});

/** Runs due jobs the way the runner's timer would, making retries due at once instead of waiting. */
async function deliverAll(rounds = 5) {
  for (let i = 0; i < rounds; i++) {
    await t.app.db.update(jobs).set({ RunAt: new Date(Date.now() - 1) });
    await t.app.jobs.runDueJobs();
  }
}
const pending = async () => (await t.app.db.select().from(jobs)).filter((j) => !j.DateDone && !j.DateFailed);

describe('community webhooks', () => {
  it('announces a published post, retrying a receiver that fails twice, never from the request path', async () => {
    received.length = 0;
    failuresLeft = 2;
    const res = await staff.post('/api/dashboard/news', { Title: 'Guild wars return', Body: 'Sign up **now**.', IsPublished: true });
    expect(res.statusCode).toBe(201);
    // The request only queued the message.
    expect(received).toHaveLength(0);
    expect(await pending()).toHaveLength(1);

    await t.app.jobs.runDueJobs();
    let [job] = await pending();
    expect(job).toMatchObject({ Attempts: 1, LastError: 'webhook answered 500' });
    expect(job.RunAt.getTime()).toBeGreaterThan(Date.now());
    await deliverAll();
    expect(received).toHaveLength(1);
    expect(failuresLeft).toBe(0);
    const [{ body, contentType }] = received;
    expect(contentType).toBe('application/json');
    expect(body.username).toBe('Guildhall');
    expect(body.allowed_mentions).toEqual({ parse: [] });
    expect(body.embeds[0]).toMatchObject({
      title: '📰 Guild wars return',
      url: 'https://guildhall.example/news/guild-wars-return',
      description: 'Sign up now.',
    });
    [job] = await t.app.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(job.Attempts).toBe(3);
    expect(job.DateDone).not.toBeNull();
    // Saving it again is no news.
    await staff.post(`/api/dashboard/news/${res.json().post.id}`, { Title: 'Guild wars return', Body: 'Edited', IsPublished: true });
    expect(await pending()).toHaveLength(0);
  });

  it('publishes and announces a post whose excerpt ends on an emoji, and serves it as well-formed text', async () => {
    received.length = 0;
    // The 200-character excerpt ends between the two halves of the first emoji's UTF-16 pair.
    const Body = `${'a'.repeat(198)}😀😀 and more`;
    const res = await staff.post('/api/dashboard/news', { Title: 'Emoji at the cut', Body, IsPublished: true });
    expect(res.statusCode).toBe(201);
    const [job] = await pending();
    expect((job.Payload as Received['body']).embeds[0].description).toBe(`${'a'.repeat(198)}😀…`);
    const raw = (await staff.get('/api/news?length=50')).body;
    expect(raw).not.toMatch(/\\ud83d(?!\\ude00)/i);
    const listed = (JSON.parse(raw) as { data: { Slug: string; Excerpt: string }[] }).data.find((p) => p.Slug === 'emoji-at-the-cut');
    expect(listed?.Excerpt).toBe(`${'a'.repeat(198)}😀…`);
    await deliverAll(1);
    expect(received.map((r) => r.body.embeds[0].title)).toEqual(['📰 Emoji at the cut']);
  });

  it("queues the announcement in the post's transaction: when the queue refuses, the post is not published", async () => {
    const posts = async () => (await t.app.db.select({ id: newsPosts.id }).from(newsPosts)).length;
    const before = await posts();
    // A queue that cannot take the job (a full disk, a lost connection) at the moment of publishing.
    await t.app.db.execute(sql`create function refuse_job() returns trigger language plpgsql as $$ begin raise exception 'queue refused'; end $$`);
    await t.app.db.execute(sql`create trigger refuse_job before insert on jobs for each row execute function refuse_job()`);
    try {
      const res = await staff.post('/api/dashboard/news', { Title: 'Never half published', Body: 'x', IsPublished: true });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql`drop trigger refuse_job on jobs`);
      await t.app.db.execute(sql`drop function refuse_job()`);
    }
    expect(await posts()).toBe(before);
    expect((await staff.get('/api/news/never-half-published')).statusCode).toBe(404);
    // Once the queue takes jobs again the same save publishes and announces.
    expect((await staff.post('/api/dashboard/news', { Title: 'Never half published', Body: 'x', IsPublished: true })).statusCode).toBe(201);
    expect(await posts()).toBe(before + 1);
    expect((await pending()).map((j) => (j.Payload as Received['body']).embeds[0].title)).toContain('📰 Never half published');
    await deliverAll(1);
  });

  it('announces a flip whose pot reaches the threshold, with its verify link, and not a small one', async () => {
    received.length = 0;
    const alice = await clientFor(t.app, 1);
    const bob = await clientFor(t.app, 2);
    await setBalance(t.app.db, 1, 100_000);
    await setBalance(t.app.db, 2, 100_000);
    const small = (await alice.post('/api/bet/new', { coins: 400 })).json().bet;
    await bob.post(`/api/bet/join/${small.id}`);
    const big = (await alice.post('/api/bet/new', { coins: 600 })).json().bet;
    const joined = (await bob.post(`/api/bet/join/${big.id}`)).json().bet;
    await deliverAll(1);
    expect(received).toHaveLength(1);
    const winner = joined.Side ? 'demo2' : 'demo';
    expect(received[0].body.embeds[0].title).toBe(`🪙 ${winner} won 1,200 Coins on a coin flip`);
    expect(received[0].body.embeds[0].url).toBe(`https://guildhall.example/bet/verify/${big.id}`);
  });

  it('announces a limited package at the low-stock threshold and when it sells out', async () => {
    received.length = 0;
    const [pkg] = await t.app.db.select().from(storePackages).where(eq(storePackages.Type, 2)).limit(1);
    await t.app.db.update(storePackages).set({ QuantityLeft: 4, Cost: 10, Currency: 'Coins' }).where(eq(storePackages.id, pkg.id));
    const buyer = await clientFor(t.app, 3);
    await setBalance(t.app.db, 3, 1_000_000);
    for (let i = 0; i < 4; i++) expect((await buyer.post(`/api/store/buy/${pkg.id}`)).statusCode).toBe(200);
    await deliverAll(1);
    expect(received.map((r) => r.body.embeds[0].title)).toEqual([`🛒 Only 2 ${pkg.Name} left`, `🛒 ${pkg.Name} is sold out`]);
  });

  it('announces guilds founded since the last look, but not the ones that already existed', async () => {
    received.length = 0;
    const due = () =>
      t.app.db
        .update(recurringJobs)
        .set({ NextRunAt: new Date(Date.now() - 1) })
        .where(eq(recurringJobs.Name, 'announce-new-guilds'));
    await t.app.jobs.runDueRecurring();
    await due();
    await t.app.jobs.runDueRecurring(); // first run: remembers where the guilds are
    await deliverAll(1);
    expect(received).toHaveLength(0);
    const [guild] = await t.app.db.insert(guilds).values({ Name: 'Fresh Blades' }).returning({ id: guilds.id });
    await due();
    await t.app.jobs.runDueRecurring();
    await deliverAll(1);
    expect(received.map((r) => r.body.embeds[0])).toEqual([
      expect.objectContaining({ title: '🛡️ A new guild: Fresh Blades', url: `https://guildhall.example/guild/${guild.id}` }),
    ]);
  });

  it('queues nothing when no webhook is configured', async () => {
    const bare = await createTestApp({ players: 10, config: { JOB_POLL_MS: '0' } });
    try {
      const boss = await clientFor(bare.app, 4);
      await boss.post('/api/dashboard/news', { Title: 'Quiet', Body: 'x', IsPublished: true });
      expect(await bare.app.db.select().from(jobs)).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });
});
