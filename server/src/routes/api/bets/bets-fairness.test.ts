import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Bet, BetListAnswer } from '@contract/types/bets';
import { createTestApp, clientFor, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { bets } from '../../../db/schema/index';
import { readBooks } from '../../../domain/ledger/ledger';
import { balance, setBalance } from '../../../../test/support/balances';

// Provably fair flips through the API. The proof is recomputed here with node:crypto,
// independently of the Web Crypto code the server and the verify page share.

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
const ALICE = 1;
const BOB = 2;

beforeAll(async () => {
  t = await createTestApp({ players: 10 });
  alice = await clientFor(t.app, ALICE);
  bob = await clientFor(t.app, BOB);
});
afterAll(() => t?.close());

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const sideOf = (serverSeed: string, clientSeed: string, id: number) => (createHmac('sha256', serverSeed).update(`${clientSeed}:${id}`).digest()[0] & 1) === 1;

async function openBet(coins = 100): Promise<Bet> {
  await setBalance(t.app.db, ALICE, 100_000);
  await setBalance(t.app.db, BOB, 100_000);
  return (await alice.post('/api/bet/new', { coins })).json().bet as Bet;
}

describe('a provably fair flip', () => {
  it('publishes the commitment from creation on, and keeps the seed secret while the bet is open', async () => {
    const bet = await openBet();
    expect(bet.ServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(bet).not.toHaveProperty('ServerSeed');
    expect(bet).not.toHaveProperty('ClientSeed');

    const found = (await bob.get(`/api/bet/find/${bet.id}`)).json();
    expect(found.ServerSeedHash).toBe(bet.ServerSeedHash);
    expect(found).not.toHaveProperty('ServerSeed');
    const table = (await (await visitor(t.app)).get('/api/bet/all?length=1000')).json<BetListAnswer>();
    const row = table.data.find((b) => b.id === bet.id);
    expect(row?.ServerSeedHash).toBe(bet.ServerSeedHash);
    expect(row).not.toHaveProperty('ServerSeed');
  });

  it("derives the side from the committed seed, the joiner's seed and the bet id, and reveals both seeds after the flip", async () => {
    for (let i = 0; i < 6; i++) {
      const bet = await openBet();
      const clientSeed = `lucky-${i}`;
      const res = await bob.post(`/api/bet/join/${bet.id}`, { ClientSeed: clientSeed });
      expect(res.statusCode).toBe(200);
      const joined = res.json().bet as Bet;
      expect(joined.ClientSeed).toBe(clientSeed);
      expect(sha256(joined.ServerSeed!)).toBe(bet.ServerSeedHash);
      expect(joined.Side).toBe(sideOf(joined.ServerSeed!, clientSeed, bet.id));
      // The winner was paid according to that side.
      expect(await balance(t.app.db, BOB)).toBe(joined.Side ? 100_100 : 99_900);

      for (const client of [alice, await visitor(t.app)]) {
        const found = (await client.get(`/api/bet/find/${bet.id}`)).json();
        expect(found).toMatchObject({ ServerSeed: joined.ServerSeed, ClientSeed: clientSeed, ServerSeedHash: bet.ServerSeedHash, Side: joined.Side });
      }
      const flips = (await alice.get('/api/bet/all?list=joined&length=1000')).json<BetListAnswer>();
      expect(flips.data.find((b) => b.id === bet.id)).toMatchObject({ ServerSeed: joined.ServerSeed, ClientSeed: clientSeed });
    }
  });

  it('draws a client seed for a joiner who sends none, and keeps a seed of digits as text', async () => {
    const bet = await openBet();
    const joined = (await bob.post(`/api/bet/join/${bet.id}`)).json().bet as Bet;
    expect(joined.ClientSeed).toMatch(/^[0-9a-f]{32}$/);
    expect(joined.Side).toBe(sideOf(joined.ServerSeed!, joined.ClientSeed!, bet.id));

    const second = await openBet();
    const digits = (await bob.post(`/api/bet/join/${second.id}`, { ClientSeed: '0042' })).json().bet as Bet;
    expect(digits.ClientSeed).toBe('0042');
    expect(digits.Side).toBe(sideOf(digits.ServerSeed!, '0042', second.id));
  });

  it('refuses a malformed client seed with a field error, and the bet stays open with no coin moved', async () => {
    const bet = await openBet();
    const books = await readBooks(t.app.db);
    for (const bad of ['has space', 'a:b', 'x'.repeat(65), 'naïve']) {
      const res = await bob.post(`/api/bet/join/${bet.id}`, { ClientSeed: bad });
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().errors.ClientSeed[0]).toMatch(/^The client seed field must be/);
    }
    expect((await t.app.db.select({ Status: bets.Status }).from(bets).where(eq(bets.id, bet.id)))[0].Status).toBe('open');
    expect(await balance(t.app.db, BOB)).toBe(100_000);
    expect((await readBooks(t.app.db)).total).toBe(books.total);
  });

  it('never reveals the seed of a cancelled bet', async () => {
    const bet = await openBet();
    expect((await alice.get(`/api/bet/cancel/${bet.id}`)).statusCode).toBe(200);
    const found = (await bob.get(`/api/bet/find/${bet.id}`)).json();
    expect(found.Status).toBe('cancelled');
    expect(found).not.toHaveProperty('ServerSeed');
  });
});
