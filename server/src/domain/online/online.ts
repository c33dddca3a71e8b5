import { and, count, desc, eq, inArray, lt, ne, not, notInArray, sql } from 'drizzle-orm';
import type { OnlineCounts, OnlinePlayersAnswer } from '@contract/types/online';
import type { Db } from '../../db/client';
import { gameServers, users } from '../../db/schema/index';
import { playerRefColumns } from '../../db/refs';
import { hiddenBy } from '../account/privacy';

// Who's online. CurrentServer is the truth (docs/product-rules.md#entities-and-fields); game servers report who is on them,
// and a server that stops reporting is taken as down after ONLINE_STALE_SECONDS.

export const OFFLINE = 'Offline';
const ONLINE_PAGE_SIZE = 50;

const online = ne(users.CurrentServer, OFFLINE);

export async function onlineCounts(db: Db): Promise<OnlineCounts> {
  const rows = await db
    .select({ Name: users.CurrentServer, Count: count() })
    .from(users)
    .where(online)
    .groupBy(users.CurrentServer)
    .orderBy(users.CurrentServer);
  return { total: rows.reduce((n, r) => n + r.Count, 0), servers: rows };
}

/** One server's online players, highest level first; `hidden` leaves out players who chose not to be listed. */
export async function onlinePlayers(db: Db, server: string, page: number): Promise<OnlinePlayersAnswer> {
  // Players who chose to stay off the list are left out (the server counts still hold them).
  const onServer = and(eq(users.CurrentServer, server), not(hiddenBy('online', users.id)));
  const [{ total }] = await db.select({ total: count() }).from(users).where(onServer);
  const data = await db
    .select({ ...playerRefColumns(users), Level: users.Level, CountryCode: users.CountryCode })
    .from(users)
    .where(onServer)
    .orderBy(desc(users.Level), users.id)
    .limit(ONLINE_PAGE_SIZE)
    .offset((page - 1) * ONLINE_PAGE_SIZE);
  return { server, data, page, pageCount: Math.max(1, Math.ceil(total / ONLINE_PAGE_SIZE)), total };
}

/**
 * A game server's report: exactly these players are on it now. Players it no longer lists go
 * offline; listed players move to it (a player is on one server at a time). One transaction.
 */
export async function reportOnline(db: Db, server: string, playerIds: number[]): Promise<{ server: string; online: number }> {
  const ids = [...new Set(playerIds)];
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ CurrentServer: OFFLINE })
      .where(ids.length ? and(eq(users.CurrentServer, server), notInArray(users.id, ids)) : eq(users.CurrentServer, server));
    let onlineNow = 0;
    if (ids.length) {
      const moved = await tx.update(users).set({ CurrentServer: server }).where(inArray(users.id, ids)).returning({ id: users.id });
      onlineNow = moved.length;
    }
    await tx
      .insert(gameServers)
      .values({ Name: server, DateReported: new Date(), Online: onlineNow })
      .onConflictDoUpdate({ target: gameServers.Name, set: { DateReported: new Date(), Online: onlineNow } });
    return { server, online: onlineNow };
  });
}

/** Servers that stopped reporting are down: their players go offline. Returns how many went offline. */
export async function expireSilentServers(db: Db, staleSeconds: number): Promise<number> {
  return db.transaction(async (tx) => {
    const silent = await tx
      .update(gameServers)
      .set({ Online: 0 })
      .where(and(lt(gameServers.DateReported, sql`now() - make_interval(secs => ${staleSeconds})`), ne(gameServers.Online, 0)))
      .returning({ Name: gameServers.Name });
    if (!silent.length) return 0;
    const gone = await tx
      .update(users)
      .set({ CurrentServer: OFFLINE })
      .where(
        inArray(
          users.CurrentServer,
          silent.map((s) => s.Name),
        ),
      )
      .returning({ id: users.id });
    return gone.length;
  });
}
