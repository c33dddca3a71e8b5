import { newsPosts } from '../db/schema/index';
import type { SeedContext } from './context';
import { daysBefore } from './random';

// A few news posts so the home page and the feeds have something to show in the demo world.
// Fixed text, no faker: the rest of the world stays exactly as it was.

const STAFF_ID = 4;

const POSTS = [
  {
    Slug: 'welcome-to-guildhall',
    Title: 'Welcome to Guildhall',
    Pinned: true,
    days: 30,
    Body: `Welcome, adventurers! Guildhall is the home of our community: look up **characters** and **guilds**, climb the [rankings](/ranking/player), browse the [wiki](/wiki/item) and flip coins against other players.

- Be kind in the community chat.
- Coin flips are *provably fair*: every finished flip can be checked on its verify page.
- Found a bug? [Write to the team](/help/contact).`,
  },
  {
    Slug: 'winter-festival-opens',
    Title: 'The Winter Festival opens',
    Pinned: false,
    days: 6,
    Body: `Snow has reached the capital. Until the end of the month:

1. Frost Wardens roam the northern maps.
2. Every boss kill counts double towards the **world boss** ranking.
3. The store has a limited festival package — while stock lasts.

See you by the fire!`,
  },
  {
    Slug: 'patch-notes-1-4',
    Title: 'Patch notes 1.4',
    Pinned: false,
    days: 2,
    Body: `## Fixes
- Guild logs now page correctly.
- Market listings show the seller's colour.

## Balance
- Rebirth now keeps 10 % of your experience.`,
  },
];

export async function seedNews(ctx: SeedContext): Promise<void> {
  await ctx.db.insert(newsPosts).values(
    POSTS.map(({ days, ...post }) => {
      const date = daysBefore(days);
      return { ...post, Status: 'published' as const, AuthorID: STAFF_ID, DateCreated: date, DateUpdated: date, DatePublished: date };
    }),
  );
  ctx.log('news');
}
