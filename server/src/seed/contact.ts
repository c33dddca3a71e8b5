import type { Db } from '../db/client';
import { contactMessages } from '../db/schema/index';
import { daysBefore } from './random';

// A few contact messages, so the dashboard's inbox has something to show on the demo world.

const MESSAGES = [
  {
    Name: 'Mira',
    Email: 'mira@example.test',
    Subject: 'Lost my sword after the raid',
    Message: 'My Ember Blade vanished from my bag after last night’s raid. Can you check?',
    days: 2,
  },
  {
    Name: 'Tobin',
    Email: 'tobin@example.test',
    Subject: 'Bet was never settled',
    Message: 'I joined a bet yesterday and the coins left my balance, but I never saw the flip.',
    days: 1,
  },
  { Name: 'Ada', Email: 'ada@example.test', Subject: 'Password reset mail', Message: 'The reset mail did not arrive; I checked the spam folder too.', days: 0 },
] as const;

export async function seedContactMessages(db: Db): Promise<void> {
  await db.insert(contactMessages).values(MESSAGES.map(({ days, ...m }) => ({ ...m, UserID: null, DateCreated: daysBefore(days) })));
}
