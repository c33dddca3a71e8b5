import { eq } from 'drizzle-orm';
import type { StaffRole } from '@contract/rules/staff-permissions';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { DEMO_PASSWORD, hashDemoPassword, type DemoAccount } from './demo-accounts';
import { daysBefore } from './random';

// The demo moderator and game master: the last two generated players become them once the world is
// made, so the player count, the ids and every other player stay what they always were.

const DEMO_STAFF: readonly (DemoAccount & { staffRole: StaffRole })[] = [
  { username: 'moderator', email: 'moderator@guildhall.local', password: DEMO_PASSWORD, role: 'staff', staffRole: 'moderator' },
  { username: 'gamemaster', email: 'gamemaster@guildhall.local', password: DEMO_PASSWORD, role: 'staff', staffRole: 'game_master' },
];

export async function seedDemoStaff(db: Db, seed: number, players: number): Promise<void> {
  const hashes = await Promise.all(DEMO_STAFF.map((a) => hashDemoPassword(seed, a)));
  for (const [i, a] of DEMO_STAFF.entries()) {
    await db
      .update(users)
      .set({ Username: a.username, Email: a.email, EmailVerifiedAt: daysBefore(400), PasswordHash: hashes[i], Role: a.role, StaffRole: a.staffRole })
      .where(eq(users.id, players - DEMO_STAFF.length + 1 + i));
  }
}
