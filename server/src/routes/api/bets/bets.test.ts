import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Bet, BetListAnswer } from '@contract/types/bets';
import { cancelWarning } from '@contract/rules/bet';
import { createTestApp, clientFor, visitor, type TestApp, type TestClient } from '../../../../test/test-app';
import { bets, coinLedger } from '../../../db/schema/index';
import { playersOffTheBooks, readBooks } from '../../../domain/ledger/ledger';
import { balance, setBalance } from '../../../../test/support/balances';

// Bets through the API (docs/product-rules.md#states-and-transitions, docs/product-rules.md#http-contract, docs/product-rules.md#error-messages, docs/product-rules.md#constants-and-limits): every money movement, every refusal changing nothing.

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
const ALICE = 1;
const BOB = 2;

beforeAll(async () => {
  t = await createTestApp({ players: 20 });
  alice = await clientFor(t.app, ALICE);
  bob = await clientFor(t.app, BOB);
});
afterAll(() => t?.close());

const newBet = (client: TestClient, coins: string | number) => client.post('/api/bet/new', { coins });
const openBets = async (client: TestClient) => (await client.get('/api/bet/all?length=1000')).json<BetListAnswer>();
const betCount = async () => (await t.app.db.select({ id: bets.id }).from(bets)).length;

describe('creating a bet', () => {
  it('moves the stake to escrow and the tax to the tax account, and answers the new balance', async () => {
    await setBalance(t.app.db, ALICE, 5_000);
    const books = await readBooks(t.app.db);
    const res = await newBet(alice, 1_000);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toMatch(/1,000 Coins is open/);
    expect(body.coins).toBe(3_900);
    expect(body.bet).toMatchObject({ Coins: 1_000, UserID: ALICE, TargetID: null, Side: null, Status: 'open', target: null });
    expect(body.bet.user).toMatchObject({ id: ALICE, Username: 'demo' });
    expect(await balance(t.app.db, ALICE)).toBe(3_900);

    const rows = await t.app.db
      .select()
      .from(coinLedger)
      .where(and(eq(coinLedger.RefID, body.bet.id), eq(coinLedger.UserID, ALICE)));
    expect(rows.map((r) => [r.Account, r.Reason, r.Delta]).sort()).toEqual([
      ['escrow', 'bet', -1_000],
      ['tax', 'bet_tax', -100],
    ]);
    const after = await readBooks(t.app.db);
    expect(after.total).toBe(books.total);
    expect(after.accounts.escrow - (books.accounts.escrow ?? 0)).toBe(1_000);
    expect(after.accounts.tax - (books.accounts.tax ?? 0)).toBe(100);
    expect(await playersOffTheBooks(t.app.db, [ALICE])).toEqual([]);

    const list = await openBets(bob);
    expect(list.data.some((b: Bet) => b.id === body.bet.id)).toBe(true);
    expect(list.data.every((b: Bet) => b.Status === 'open')).toBe(true);
  });

  it('refuses zero, negative, fractional, non-numeric, too small and absurd amounts, changing nothing', async () => {
    await setBalance(t.app.db, ALICE, 5_000);
    const before = await betCount();
    const cases: [string, RegExp][] = [
      ['', /The coins field is required\./],
      ['abc', /The coins field must be a number\./],
      ['0', /at least 10/],
      ['-50', /at least 10/],
      ['12.5', /must be an integer/],
      ['9', /at least 10/],
      ['10000001', /not be greater than 10,000,000\.$/],
      ['99999999999999999999999', /not be greater than/],
    ];
    for (const [coins, message] of cases) {
      const res = await newBet(alice, coins);
      expect(res.statusCode, coins).toBe(422);
      expect(res.json().errors.coins.join(' '), coins).toMatch(message);
    }
    expect(await betCount()).toBe(before);
    expect(await balance(t.app.db, ALICE)).toBe(5_000);
  });

  it('refuses a bet the player cannot pay with its tax', async () => {
    await setBalance(t.app.db, ALICE, 1_099);
    const before = await betCount();
    const res = await newBet(alice, 1_000);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.coins).toEqual(['This bet costs 1,100 coins with its tax, but you have 1,099.']);
    expect(await balance(t.app.db, ALICE)).toBe(1_099);
    expect(await betCount()).toBe(before);
  });

  it('is for logged-in players only, and needs the CSRF token', async () => {
    const guest = await visitor(t.app);
    const res = await guest.post('/api/bet/new', { coins: 100 });
    expect(res.statusCode).toBe(401);
    expect(res.json().messages).toEqual(['Please log in to continue.']);
    const noToken = await alice.post('/api/bet/new', { coins: 100 }, { csrf: false });
    expect(noToken.statusCode).toBe(403);
  });

  it('uses the tax rate of the BET_TAX_PERCENT setting, the same the bootstrap announces', async () => {
    const other = await createTestApp({ players: 10, config: { BET_TAX_PERCENT: '5', BET_MIN_COINS: '1', BET_MAX_COINS: '500' } });
    try {
      const client = await clientFor(other.app, ALICE);
      expect((await client.refresh()).settings).toMatchObject({ betTaxPercent: 5, betMinCoins: 1, betMaxCoins: 500 });
      await setBalance(other.app.db, ALICE, 1_000);
      const res = await client.post('/api/bet/new', { coins: 250 });
      expect(res.statusCode).toBe(201);
      expect(res.json().coins).toBe(1_000 - 250 - 13); // 12.5 rounds to 13
      expect((await client.post('/api/bet/new', { coins: 501 })).statusCode).toBe(422);
    } finally {
      await other.close();
    }
  });
});

describe('joining a bet', () => {
  it('takes the same stake from the joiner, draws Side and pays the winner both stakes', async () => {
    await setBalance(t.app.db, ALICE, 10_000);
    await setBalance(t.app.db, BOB, 10_000);
    const bet = (await newBet(alice, 2_000)).json().bet as Bet;
    const books = await readBooks(t.app.db);

    const res = await bob.post(`/api/bet/join/${bet.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).not.toMatch(/won|lost/i); // the animation tells the outcome
    expect(typeof body.bet.Side).toBe('boolean');
    expect(body.bet).toMatchObject({ id: bet.id, Status: 'joined', TargetID: BOB, user: { id: ALICE }, target: { id: BOB } });

    const joinerWon = body.bet.Side === true;
    expect(body.coins).toBe(joinerWon ? 12_000 : 8_000);
    expect(await balance(t.app.db, BOB)).toBe(body.coins);
    expect(await balance(t.app.db, ALICE)).toBe(joinerWon ? 7_800 : 11_800);

    const after = await readBooks(t.app.db);
    expect(after.total).toBe(books.total);
    expect(after.accounts.escrow).toBe(books.accounts.escrow - 2_000);
    expect(await playersOffTheBooks(t.app.db, [ALICE, BOB])).toEqual([]);

    // It leaves the open table and shows in the latest flips; find answers its outcome.
    expect((await openBets(bob)).data.some((b) => b.id === bet.id)).toBe(false);
    const flips = (await bob.get('/api/bet/all?list=joined&length=1000')).json<BetListAnswer>();
    expect(flips.data.find((b) => b.id === bet.id)?.Side).toBe(body.bet.Side);
    const found = (await alice.get(`/api/bet/find/${bet.id}`)).json();
    expect(found).toMatchObject({ id: bet.id, Side: body.bet.Side, user: { id: ALICE }, target: { id: BOB } });
    expect(found.coins).toBe(await balance(t.app.db, ALICE));
  });

  it("refuses one's own bet, a joined bet, a cancelled bet and an unknown bet, changing nothing", async () => {
    await setBalance(t.app.db, ALICE, 10_000);
    await setBalance(t.app.db, BOB, 10_000);
    const own = (await newBet(alice, 100)).json().bet as Bet;
    const res = await alice.post(`/api/bet/join/${own.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(["You can't join your own bet."]);
    expect((await alice.get(`/api/bet/find/${own.id}`)).json().Status).toBe('open');

    const carol = await clientFor(t.app, 3);
    await setBalance(t.app.db, 3, 10_000);
    expect((await bob.post(`/api/bet/join/${own.id}`)).statusCode).toBe(200);
    const late = await carol.post(`/api/bet/join/${own.id}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().messages).toEqual(['Someone else joined this bet first.']);
    expect(await balance(t.app.db, 3)).toBe(10_000);

    const gone = (await newBet(alice, 100)).json().bet as Bet;
    expect((await alice.get(`/api/bet/cancel/${gone.id}`)).statusCode).toBe(200);
    const cancelled = await carol.post(`/api/bet/join/${gone.id}`);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().messages).toEqual(['This bet has been cancelled.']);

    for (const id of ['999999', 'abc', '0', '-1', '1.5']) {
      const unknown = await carol.post(`/api/bet/join/${id}`);
      expect(unknown.statusCode, id).toBe(404);
      expect(unknown.json().messages).toEqual(['The bet was not found.']);
    }
    expect(await balance(t.app.db, 3)).toBe(10_000);
  });

  it('refuses a joiner who cannot cover the stake, and the bet stays open', async () => {
    await setBalance(t.app.db, ALICE, 10_000);
    await setBalance(t.app.db, BOB, 499);
    const bet = (await newBet(alice, 500)).json().bet as Bet;
    const res = await bob.post(`/api/bet/join/${bet.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual(['Joining this bet takes 500 Coins, but you have 499.']);
    expect(await balance(t.app.db, BOB)).toBe(499);
    const found = (await bob.get(`/api/bet/find/${bet.id}`)).json();
    expect(found).toMatchObject({ Status: 'open', TargetID: null, Side: null, target: null });
  });

  it('is for logged-in players only', async () => {
    const guest = await visitor(t.app);
    const list = (await guest.get('/api/bet/all')).json<BetListAnswer>();
    const res = await guest.post(`/api/bet/join/${list.data[0].id}`);
    expect(res.statusCode).toBe(401);
    expect(list).not.toHaveProperty('coins');
  });
});

describe('cancelling a bet', () => {
  it('refunds 70 % of the stake rounded down and forfeits the rest; the warning states the same figure', async () => {
    await setBalance(t.app.db, ALICE, 10_000);
    const bet = (await newBet(alice, 1_555)).json().bet as Bet; // tax 156 → 8,289 left
    const books = await readBooks(t.app.db);
    const res = await alice.get(`/api/bet/cancel/${bet.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your bet was cancelled and 1,088 Coins were returned to you.', refund: 1_088, coins: 8_289 + 1_088 });
    expect(cancelWarning(1_555)).toContain('You will receive 1,088 Coins');
    const after = await readBooks(t.app.db);
    expect(after.total).toBe(books.total);
    expect(after.accounts.forfeit - (books.accounts.forfeit ?? 0)).toBe(467);
    expect(after.accounts.escrow).toBe(books.accounts.escrow - 1_555);
    expect(await playersOffTheBooks(t.app.db, [ALICE])).toEqual([]);
    expect((await openBets(alice)).data.some((b) => b.id === bet.id)).toBe(false);
  });

  it("refuses someone else's bet, a joined bet and a second cancel, changing nothing", async () => {
    await setBalance(t.app.db, ALICE, 10_000);
    await setBalance(t.app.db, BOB, 10_000);
    const bet = (await newBet(alice, 100)).json().bet as Bet;
    const theirs = await bob.get(`/api/bet/cancel/${bet.id}`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().messages).toEqual(['You can only cancel your own bets.']);

    expect((await alice.get(`/api/bet/cancel/${bet.id}`)).statusCode).toBe(200);
    const coins = await balance(t.app.db, ALICE);
    const again = await alice.get(`/api/bet/cancel/${bet.id}`);
    expect(again.statusCode).toBe(409);
    expect(await balance(t.app.db, ALICE)).toBe(coins);

    const joined = (await newBet(alice, 100)).json().bet as Bet;
    await bob.post(`/api/bet/join/${joined.id}`);
    const late = await alice.get(`/api/bet/cancel/${joined.id}`);
    expect(late.statusCode).toBe(409);
    expect(late.json().messages).toEqual(['This bet has already been joined, so it can no longer be cancelled.']);
    expect((await alice.get('/api/bet/cancel/424242')).statusCode).toBe(404);
  });

  it('is a GET that still requires the CSRF token header', async () => {
    await setBalance(t.app.db, ALICE, 10_000);
    const bet = (await newBet(alice, 100)).json().bet as Bet;
    const forged = await alice.inject({ method: 'GET', url: `/api/bet/cancel/${bet.id}`, csrf: false });
    expect(forged.statusCode).toBe(403);
    expect((await alice.get(`/api/bet/find/${bet.id}`)).json().Status).toBe('open');
    const guest = await visitor(t.app);
    expect((await guest.get(`/api/bet/cancel/${bet.id}`)).statusCode).toBe(401);
  });
});

describe('the open-bet table', () => {
  it('pages, sorts and searches in DataTables server mode, and answers the viewer balance', async () => {
    const page = (await alice.get('/api/bet/all?draw=4&start=0&length=5&columns[0][data]=Coins&order[0][column]=0&order[0][dir]=asc')).json<BetListAnswer>();
    expect(page.draw).toBe(4);
    expect(page.data.length).toBeLessThanOrEqual(5);
    expect(page.recordsTotal).toBeGreaterThan(0);
    const coins = page.data.map((b) => b.Coins);
    expect(coins).toEqual([...coins].sort((a, b) => a - b));
    expect(page.coins).toBe(await balance(t.app.db, ALICE));

    const search = (await alice.get('/api/bet/all?length=100&search[value]=demo')).json<BetListAnswer>();
    expect(search.data.length).toBeGreaterThan(0);
    expect(search.data.every((b) => /demo/i.test(b.user.Username))).toBe(true);
    expect((await alice.get('/api/bet/all?list=everything')).statusCode).toBe(422);
  });
});
