import { solveChallenge } from 'altcha-lib';
import type { AltchaChallenge } from '@contract/types/account';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index';
import { hashPassword } from '../src/lib/passwords';
import type { TestClient } from './test-app';

/** Fetches an ALTCHA challenge and solves it, as the widget does in the browser. */
export async function solvedChallenge(client: TestClient): Promise<string> {
  const res = await client.get('/api/challenge');
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  const ch = res.json<AltchaChallenge>();
  const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
  if (!solution) throw new Error('challenge not solved');
  const payload = { algorithm: ch.algorithm, challenge: ch.challenge, number: solution.number, salt: ch.salt, signature: ch.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

let counter = 0;
/** Fields of a valid registration with a unique username and email. */
export function newPlayerFields(overrides: Record<string, string> = {}) {
  counter += 1;
  const name = `tester_${process.pid % 10000}_${counter}`;
  return {
    username: name,
    email: `${name}@example.test`,
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
    country: 'FR',
    ...overrides,
  };
}

/** A multipart body as the SPA's FormData sends it (fields plus files). */
export async function multipart(fields: Record<string, string>, files: Record<string, { data: Buffer; filename: string; type: string }> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, f] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type }), f.filename);
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** Gives a generated player a known password (seeded players other than the demo accounts have none to type). */
export async function setPassword(app: FastifyInstance, userId: number, password: string): Promise<void> {
  await app.db
    .update(users)
    .set({ PasswordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}
