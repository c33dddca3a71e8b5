import { describe, expect, it } from 'vitest';
import { CLIENT_SEED_PATTERN, fairSide, flipDigest, randomSeed, seedHash, sideFromDigest, verifyFlip } from './fair-flip';

// Known-answer vectors computed with OpenSSL (node:crypto's createHash/createHmac), independently of
// the Web Crypto code under test; the API suite recomputes live flips with node:crypto too.
const VECTORS = [
  {
    seed: '0'.repeat(64),
    client: 'lucky',
    id: 1,
    hash: '60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55',
    digest: '982da39c56cb1b64ffdf80dc8d6eaf63977a89c332a559e18ce9d4d460bf8754',
  },
  {
    seed: 'f00dbabe'.repeat(8),
    client: 'seed-42',
    id: 12345,
    hash: '87e854ea12d05a9f82195092bd76eeef63a05a0697ec06dbc19877cea19bbb2d',
    digest: 'd7c626e1d1d635fe3811591d01799ce99752493f9356757e8607cb37969937f2',
  },
];

describe('provably fair flip', () => {
  it('draws 64 hex characters of seed and commits to it with SHA-256', async () => {
    expect(randomSeed()).toMatch(/^[0-9a-f]{64}$/);
    expect(randomSeed()).not.toBe(randomSeed());
    for (const v of VECTORS) expect(await seedHash(v.seed)).toBe(v.hash);
  });

  it('derives the side from HMAC-SHA256(server seed, client seed:bet id)', async () => {
    // 0x98 is even: the creator wins; 0xd7 is odd: the joiner wins.
    const expected = [false, true];
    for (const [i, v] of VECTORS.entries()) {
      expect(await flipDigest(v.seed, v.client, v.id)).toBe(v.digest);
      expect(await fairSide(v.seed, v.client, v.id)).toBe(expected[i]);
    }
  });

  it('reads the lowest bit of the first byte', () => {
    expect(sideFromDigest('00ff')).toBe(false);
    expect(sideFromDigest('01ff')).toBe(true);
    expect(sideFromDigest('fe00')).toBe(false);
    expect(sideFromDigest('ff00')).toBe(true);
  });

  it('lands on both sides, about half each', async () => {
    const seed = randomSeed();
    let joinerWins = 0;
    for (let id = 1; id <= 400; id++) if (await fairSide(seed, 'abc', id)) joinerWins++;
    expect(joinerWins).toBeGreaterThan(140);
    expect(joinerWins).toBeLessThan(260);
  });

  it('verifies an honest flip and catches a swapped seed or side', async () => {
    const seed = randomSeed();
    const bet = { id: 7, ServerSeed: seed, ServerSeedHash: await seedHash(seed), ClientSeed: 'lucky', Side: await fairSide(seed, 'lucky', 7) };
    expect(await verifyFlip(bet)).toMatchObject({ commitmentHolds: true, sideHolds: true });
    expect((await verifyFlip({ ...bet, ServerSeed: randomSeed() })).commitmentHolds).toBe(false);
    expect((await verifyFlip({ ...bet, Side: !bet.Side })).sideHolds).toBe(false);
  });

  it('accepts client seeds of visible ASCII without the separator', () => {
    expect(CLIENT_SEED_PATTERN.test('my-lucky_seed.42')).toBe(true);
    expect(CLIENT_SEED_PATTERN.test('a'.repeat(64))).toBe(true);
    for (const bad of ['', 'a'.repeat(65), 'has space', 'a:b', 'naïve', 'nul\0']) expect(CLIENT_SEED_PATTERN.test(bad), bad).toBe(false);
  });
});
