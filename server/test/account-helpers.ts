import { solveChallenge } from 'altcha-lib';
import type { AltchaChallenge } from '@contract/types/account';
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
