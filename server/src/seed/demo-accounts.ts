import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Role } from '../db/schema/index';

// The accounts a visitor (or a test) can log into. They are users 1..4 of every seeded world.

export const DEMO_PASSWORD = 'guildhall-demo';

export interface DemoAccount {
  username: string;
  email: string;
  password: string;
  role: Role;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'demo', email: 'demo@guildhall.local', password: DEMO_PASSWORD, role: 'player' },
  { username: 'demo2', email: 'demo2@guildhall.local', password: DEMO_PASSWORD, role: 'player' },
  { username: 'vipdemo', email: 'vip@guildhall.local', password: DEMO_PASSWORD, role: 'vip' },
  { username: 'staffdemo', email: 'staff@guildhall.local', password: DEMO_PASSWORD, role: 'staff' },
];

/**
 * argon2id with the library defaults. The salt is derived from the seed and the username instead of
 * drawn at random, so the same seed yields byte-identical data; these passwords are public anyway.
 */
export function hashDemoPassword(seed: number, account: DemoAccount): Promise<string> {
  const salt = createHash('sha256').update(`guildhall-seed:${seed}:${account.username}`).digest().subarray(0, 16);
  return hash(account.password, { salt });
}
