import { sql } from 'drizzle-orm';
import type { ActivityArgs, ActivityKind, ActivityRow } from '@contract/types/security';
import { ACTIVITY_TEMPLATES, type ActivityMessage, type ActivityTemplateId } from '@contract/values/activity';
import { writeActivity } from '@contract/rules/activity-sentence';
import type { Db } from '../../../db/client';
import { accountActivity, bets, coinLedger, purchases, staffAudit, storePackages, users } from '../../../db/schema/index';
import { clipText } from '@contract/rules/cut-text';
import { describeDevice, maskIp } from './devices';

// The owner's activity log. Sign-ins, failed attempts and security changes are rows
// of account_activity (password and email changes written by a trigger); purchases, gifts and bets
// are read from their own tables, so the store and the bets need not know about the log. Each row
// carries its sentence's id and values, so the pages write it in their reader's language
// (docs/translations.md#the-activity-log); Detail is the sentence in English.

/** A sentence of the log, by its id and values. */
export interface ActivityEntry {
  message: ActivityTemplateId;
  args?: ActivityArgs;
}

/** The entry's sentence in English, as Detail keeps it (and the mails quote it). */
export const activityDetail = ({ message, args = {} }: ActivityEntry): string => writeActivity(ACTIVITY_TEMPLATES[message], args, 'en');

export interface ActivityInput {
  userId: number;
  kind: ActivityKind;
  entry: ActivityEntry;
  ip?: string | null;
  userAgent?: string | null;
}

export async function recordActivity(db: Db, input: ActivityInput): Promise<void> {
  await db.insert(accountActivity).values({
    UserID: input.userId,
    Kind: input.kind,
    Detail: clipText(activityDetail(input.entry), 500),
    Message: input.entry.message,
    Args: input.entry.args ?? {},
    IP: input.ip ? clipText(input.ip, 64) : null,
    UserAgent: input.userAgent ? clipText(input.userAgent, 512) : null,
  });
}

/** A whole number with thousands separators, as every text of the site writes it ("1,000"). */
const grouped = (n: unknown) => sql`to_char(${n}, 'FM999,999,999,999,999,990')`;

/**
 * Every event of the owner, newest first: the stored rows and the purchases, gifts and bets. A
 * cancelled bet is read from its refund in the coin ledger, which carries the moment and the amount.
 * A staff action's reason is the staff member's own words, read from where the action keeps it.
 */
const events = (userId: number) => sql`
  select ${accountActivity.Kind} as kind, ${accountActivity.Detail} as detail, ${accountActivity.Message} as message, ${accountActivity.Args} as args,
         ${accountActivity.IP} as ip, ${accountActivity.UserAgent} as user_agent, ${accountActivity.Date} as date
  from ${accountActivity} where ${accountActivity.UserID} = ${userId}
  union all
  select 'purchase', 'Bought ' || ${storePackages.Name} || ' for ' || ${grouped(purchases.Cost)} || ' ' || ${purchases.Currency}
           || case when ${purchases.RecipientID} is distinct from ${purchases.BuyerID}
                then ' as a gift for ' || coalesce(${users.Username}, 'a player who has since left') else '' end,
         case when ${purchases.RecipientID} is not distinct from ${purchases.BuyerID} then 'purchase'
              when ${users.Username} is null then 'purchase_gift_gone' else 'purchase_gift' end,
         jsonb_strip_nulls(jsonb_build_object('package', ${storePackages.Name}, 'cost', ${purchases.Cost}, 'currency', ${purchases.Currency},
           'player', case when ${purchases.RecipientID} is distinct from ${purchases.BuyerID} then ${users.Username} end)),
         null, null, ${purchases.Date}
  from ${purchases} join ${storePackages} on ${storePackages.id} = ${purchases.PackageID}
  left join ${users} on ${users.id} = ${purchases.RecipientID}
  where ${purchases.BuyerID} = ${userId}
  union all
  select 'gift_received', 'Received ' || ${storePackages.Name} || ' as a gift', 'gift_received', jsonb_build_object('package', ${storePackages.Name}),
         null, null, ${purchases.Date}
  from ${purchases} join ${storePackages} on ${storePackages.id} = ${purchases.PackageID}
  where ${purchases.RecipientID} = ${userId} and ${purchases.BuyerID} is distinct from ${userId}
  union all
  select 'bet_created', 'Created bet #' || ${bets.id} || ' for ' || ${grouped(bets.Coins)} || ' coins', 'bet_created',
         jsonb_build_object('bet', ${bets.id}, 'coins', ${bets.Coins}), null, null, ${bets.DateCreated}
  from ${bets} where ${bets.UserID} = ${userId}
  union all
  select 'bet_joined', 'Joined bet #' || ${bets.id} || ' for ' || ${grouped(bets.Coins)} || ' coins', 'bet_joined',
         jsonb_build_object('bet', ${bets.id}, 'coins', ${bets.Coins}), null, null, ${bets.DateJoined}
  from ${bets} where ${bets.TargetID} = ${userId} and ${bets.DateJoined} is not null
  union all
  select 'bet_cancelled', 'Cancelled bet #' || ${coinLedger.RefID} || ': ' || ${grouped(coinLedger.Delta)} || ' coins back', 'bet_cancelled',
         jsonb_build_object('bet', ${coinLedger.RefID}, 'coins', ${coinLedger.Delta}), null, null, ${coinLedger.Date}
  from ${coinLedger} where ${coinLedger.UserID} = ${userId} and ${coinLedger.Reason} = 'bet_refund'
  union all
  select 'staff_action', ${staffAudit.Summary}, 'staff_action',
         jsonb_strip_nulls(jsonb_build_object('action', ${staffAudit.Action}, 'reason', case ${staffAudit.Action}
           when 'player.suspend' then ${staffAudit.After} ->> 'SuspendReason' when 'player.balance' then ${staffAudit.After} ->> 'reason' end)),
         null, null, ${staffAudit.At}
  from ${staffAudit} where ${staffAudit.TargetUserID} = ${userId}`;

type EventRow = {
  kind: string;
  detail: string;
  message: string | null;
  args: ActivityArgs | null;
  ip: string | null;
  user_agent: string | null;
  date: string | Date;
};

const toRow = (r: EventRow): ActivityRow => ({
  Kind: r.kind as ActivityKind,
  Detail: r.detail,
  message: r.message as ActivityMessage | null,
  args: r.args ?? {},
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
