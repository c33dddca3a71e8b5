import { sql } from 'drizzle-orm';
import type { ActivityKind, ActivityRow } from '@contract/types/security';
import type { Db } from '../../../db/client';
import { accountActivity, bets, coinLedger, purchases, staffAudit, storePackages, users } from '../../../db/schema/index';
import { clipText } from '@contract/rules/cut-text';
import { describeDevice, maskIp } from './devices';

// The owner's activity log. Sign-ins, failed attempts and security changes are rows
// of account_activity (password and email changes written by a trigger); purchases, gifts and bets
// are read from their own tables, so the store and the bets need not know about the log.

export interface ActivityInput {
  userId: number;
  kind: ActivityKind;
  detail: string;
  ip?: string | null;
  userAgent?: string | null;
}

export async function recordActivity(db: Db, input: ActivityInput): Promise<void> {
  await db.insert(accountActivity).values({
    UserID: input.userId,
    Kind: input.kind,
    Detail: clipText(input.detail, 500),
    IP: input.ip ? clipText(input.ip, 64) : null,
    UserAgent: input.userAgent ? clipText(input.userAgent, 512) : null,
  });
}

/** A whole number with thousands separators, as every text of the site writes it ("1,000"). */
const grouped = (n: unknown) => sql`to_char(${n}, 'FM999,999,999,999,999,990')`;

/**
 * Every event of the owner, newest first: the stored rows and the purchases, gifts and bets. A
 * cancelled bet is read from its refund in the coin ledger, which carries the moment and the amount.
 */
const events = (userId: number) => sql`
  select ${accountActivity.Kind} as kind, ${accountActivity.Detail} as detail, ${accountActivity.IP} as ip,
         ${accountActivity.UserAgent} as user_agent, ${accountActivity.Date} as date
  from ${accountActivity} where ${accountActivity.UserID} = ${userId}
  union all
  select 'purchase', 'Bought ' || ${storePackages.Name} || ' for ' || ${grouped(purchases.Cost)} || ' ' || ${purchases.Currency}
           || case when ${purchases.RecipientID} is distinct from ${purchases.BuyerID}
                then ' as a gift for ' || coalesce(${users.Username}, 'a player who has since left') else '' end,
         null, null, ${purchases.Date}
  from ${purchases} join ${storePackages} on ${storePackages.id} = ${purchases.PackageID}
  left join ${users} on ${users.id} = ${purchases.RecipientID}
  where ${purchases.BuyerID} = ${userId}
  union all
  select 'gift_received', 'Received ' || ${storePackages.Name} || ' as a gift', null, null, ${purchases.Date}
  from ${purchases} join ${storePackages} on ${storePackages.id} = ${purchases.PackageID}
  where ${purchases.RecipientID} = ${userId} and ${purchases.BuyerID} is distinct from ${userId}
  union all
  select 'bet_created', 'Created bet #' || ${bets.id} || ' for ' || ${grouped(bets.Coins)} || ' coins', null, null, ${bets.DateCreated}
  from ${bets} where ${bets.UserID} = ${userId}
  union all
  select 'bet_joined', 'Joined bet #' || ${bets.id} || ' for ' || ${grouped(bets.Coins)} || ' coins', null, null, ${bets.DateJoined}
  from ${bets} where ${bets.TargetID} = ${userId} and ${bets.DateJoined} is not null
  union all
  select 'bet_cancelled', 'Cancelled bet #' || ${coinLedger.RefID} || ': ' || ${grouped(coinLedger.Delta)} || ' coins back', null, null, ${coinLedger.Date}
  from ${coinLedger} where ${coinLedger.UserID} = ${userId} and ${coinLedger.Reason} = 'bet_refund'
  union all
  select 'staff_action', ${staffAudit.Summary}, null, null, ${staffAudit.At}
  from ${staffAudit} where ${staffAudit.TargetUserID} = ${userId}`;

type EventRow = { kind: string; detail: string; ip: string | null; user_agent: string | null; date: string | Date };

const toRow = (r: EventRow): ActivityRow => ({
  Kind: r.kind as ActivityKind,
  Detail: r.detail,
  ip: maskIp(r.ip),
  device: describeDevice(r.user_agent),
  Date: new Date(r.date).toISOString(),
});

/** One page of the owner's log, newest first, and how many events there are. */
export async function activityPage(db: Db, userId: number, start: number, length: number): Promise<{ total: number; rows: ActivityRow[] }> {
  const counted = await db.execute(sql`select count(*)::int as n from (${events(userId)}) e`);
  const total = Number((counted as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  const page = await db.execute(sql`select * from (${events(userId)}) e order by e.date desc, e.kind, e.detail limit ${length} offset ${start}`);
  return { total, rows: (page as { rows: EventRow[] }).rows.map(toRow) };
}

/** The whole log, for the data export. */
export async function allActivity(db: Db, userId: number): Promise<ActivityRow[]> {
  const page = await db.execute(sql`select * from (${events(userId)}) e order by e.date desc, e.kind, e.detail`);
  return (page as { rows: EventRow[] }).rows.map(toRow);
}
