import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { SessionRow } from '@contract/types/security';
import type { Db } from '../../../db/client';
import { sessions } from '../../../db/schema/index';
import { NotFound } from '../../errors';
import { describeDevice, deviceParts, maskIp } from './devices';

// The owner's active sessions. A session is named by its PublicID, never by the
// cookie or its hash; ending one deletes its row, so the browser holding it is logged out at once.

const NOT_FOUND_TEXT = 'The session was not found.';

/** The owner's live sessions, the current one first, then the most recently used. */
export async function listSessions(db: Db, userId: number, currentIdHash: string | null): Promise<SessionRow[]> {
  const live = and(eq(sessions.UserID, userId), gt(sessions.ExpiresAt, new Date()));
  // Sessions started before the list existed get their public id now.
  const unnamed = await db
    .select({ idHash: sessions.idHash })
    .from(sessions)
    .where(and(live, isNull(sessions.PublicID)));
  for (const s of unnamed) {
    await db
      .update(sessions)
      .set({ PublicID: randomBytes(12).toString('base64url') })
      .where(and(eq(sessions.idHash, s.idHash), isNull(sessions.PublicID)));
  }
  const rows = await db.select().from(sessions).where(live).orderBy(desc(sessions.LastSeenAt), desc(sessions.DateCreated));
  return rows
    .map((s) => ({
      id: s.PublicID ?? '',
      current: s.idHash === currentIdHash,
      device: describeDevice(s.UserAgent),
      deviceParts: deviceParts(s.UserAgent),
      ip: maskIp(s.IP),
      DateCreated: s.DateCreated.toISOString(),
      LastSeenAt: (s.LastSeenAt ?? s.DateCreated).toISOString(),
      ExpiresAt: s.ExpiresAt.toISOString(),
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the owner's sessions. Another player's session id, or an unknown one, is "not found":
 * the answer never tells whether the id exists.
 */
export async function endSessionById(db: Db, userId: number, publicId: string): Promise<{ idHash: string; device: string | null }> {
  const [gone] = await db
    .delete(sessions)
    .where(and(eq(sessions.UserID, userId), eq(sessions.PublicID, publicId)))
    .returning({ idHash: sessions.idHash, UserAgent: sessions.UserAgent });
  if (!gone) throw new NotFound(NOT_FOUND_TEXT);
  return { idHash: gone.idHash, device: describeDevice(gone.UserAgent) };
}

/** Ends every session of the owner but the current one; answers how many ended. */
export async function endOtherSessions(db: Db, userId: number, currentIdHash: string): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.UserID, userId), ne(sessions.idHash, currentIdHash)))
    .returning({ idHash: sessions.idHash });
  return gone.length;
}
