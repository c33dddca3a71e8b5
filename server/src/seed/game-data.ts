import type { Catalog, SeedContext } from './context';
import { seedCatalog } from './catalog';
import { seedRewards } from './rewards';
import { seedWorldData } from './world';

/** All game data the wiki shows, independent of the number of players (apart from kill counts). */
export async function seedGameData(ctx: SeedContext): Promise<Catalog> {
  const items = await seedCatalog(ctx);
  const { mapCount, monsterCount } = await seedWorldData(ctx, items);
  const rewards = await seedRewards(ctx, items);
  ctx.log(`game data: ${items.length} items, ${monsterCount} monsters, ${mapCount} maps`);
  return { items, mapCount, ...rewards };
}
