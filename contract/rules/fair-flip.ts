// Provably fair coin flips. One implementation for the server (which draws the side) and
// the browser (which lets anyone recompute it on /bet/verify/:id): both run it on Web Crypto, which
// Node 20 and every browser provide as globalThis.crypto.subtle.
//
// 1. When a bet is created the server draws a secret seed (32 random bytes, as 64 hex characters)
//    and publishes its commitment: ServerSeedHash = hex(SHA-256(ServerSeed)).
// 2. When a second player joins, they send a client seed (or the server draws one for them).
//    digest = HMAC-SHA256(key = ServerSeed, message = `${ClientSeed}:${betId}`)
//    Side = lowest bit of the first byte of digest: 1 → the joiner wins (true), 0 → the creator wins.
//    A byte has 256 values, so each side has exactly 128 of them: no bias.
// 3. After the flip the server reveals ServerSeed, so anyone can check steps 1 and 2.

export const FAIR_FLIP_ALGORITHM = 'HMAC-SHA256(ServerSeed, ClientSeed:BetID), lowest bit of the first byte';

/** Client seeds a player may choose: 1 to 64 visible ASCII characters without ':' (the separator). */
export const CLIENT_SEED_PATTERN = /^[\x21-\x39\x3b-\x7e]{1,64}$/;

const encoder = new TextEncoder();

const toHex = (bytes: ArrayBuffer | Uint8Array): string =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** 64 hex characters from the platform's cryptographic RNG. */
export function randomSeed(bytes = 32): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(bytes)));
}

/** The commitment published when a bet is created. */
export async function seedHash(serverSeed: string): Promise<string> {
  return toHex(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(serverSeed)));
}

/** The message the flip's HMAC signs. */
export const flipMessage = (clientSeed: string, betId: number): string => `${clientSeed}:${betId}`;

/** HMAC-SHA256 of the flip message keyed with the server seed, as hex. */
export async function flipDigest(serverSeed: string, clientSeed: string, betId: number): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey('raw', encoder.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(flipMessage(clientSeed, betId))));
}

/** docs/product-rules.md#entities-and-fields Side from a digest: true → the joiner wins, false → the creator wins. */
export const sideFromDigest = (digestHex: string): boolean => (parseInt(digestHex.slice(0, 2), 16) & 1) === 1;

export async function fairSide(serverSeed: string, clientSeed: string, betId: number): Promise<boolean> {
  return sideFromDigest(await flipDigest(serverSeed, clientSeed, betId));
}

export interface FlipProof {
  /** SHA-256 of the revealed seed equals the commitment published at creation. */
  commitmentHolds: boolean;
  computedHash: string;
  digest: string;
  side: boolean;
  /** The recomputed side equals the side the server paid out. */
  sideHolds: boolean;
}

/** Recomputes a finished flip from what the bet answer reveals. */
export async function verifyFlip(bet: { id: number; ServerSeedHash: string; ServerSeed: string; ClientSeed: string; Side: boolean }): Promise<FlipProof> {
  const computedHash = await seedHash(bet.ServerSeed);
  const digest = await flipDigest(bet.ServerSeed, bet.ClientSeed, bet.id);
  const side = sideFromDigest(digest);
  return { commitmentHolds: computedHash === bet.ServerSeedHash, computedHash, digest, side, sideHolds: side === bet.Side };
}
