import { badges, redeemCodes, titles, wheelEntries } from '../db/schema/index';
import type { CatalogItem, SeedContext } from './context';
import { daysAfter, daysBefore } from './random';
import { BADGES, HOSTILE_TITLE, TITLES } from './words';

// Things players collect outside the item catalogue: titles, badges, the wheel and redeem codes.

/** docs/product-rules.md#constants-and-limits: 32 characters, no I, L, O or 0 (easy to read aloud and type). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ123456789';

export interface RewardIds {
  titleIds: number[];
  hostileTitleId: number;
  badgeIds: number[];
}

export async function seedRewards(ctx: SeedContext, catalog: CatalogItem[]): Promise<RewardIds> {
  const { db, faker } = ctx;

  const titleRows: (typeof titles.$inferInsert & { id: number })[] = TITLES.map((t, i) => ({
    id: i + 1,
    Name: t.Name,
    NameHTML: t.NameHTML,
    RarityID: faker.number.int({ min: 1, max: 10 }),
    EffectID: faker.datatype.boolean({ probability: 0.5 }) ? faker.number.int({ min: 1, max: 60 }) : null,
  }));
  const hostileTitleId = titleRows.length + 1;
  titleRows.push({ id: hostileTitleId, ...HOSTILE_TITLE, RarityID: 1, EffectID: null });
  await db.insert(titles).values(titleRows);

  const badgeRows = BADGES.map((Name, i) => ({
    id: i + 1,
    Name,
    File: `${Name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`,
  }));
  await db.insert(badges).values(badgeRows);

  // The wheel: rarer prizes get smaller slices; chances are normalised to sum to 100.
  const prizes = faker.helpers.arrayElements(
    catalog.filter((i) => i.IsWheel && !i.IsStaffOnly),
    20,
  );
  const weights = prizes.map((p) => 1 / p.RarityID);
  const total = weights.reduce((a, b) => a + b, 0);
  await db.insert(wheelEntries).values(
    prizes.map((p, i) => ({
      id: i + 1,
      ItemID: p.id,
      Quantity: p.stack > 1 ? faker.number.int({ min: 1, max: Math.min(10, p.stack) }) : 1,
      IsSpecial: p.RarityID >= 8,
      Chance: Math.round((weights[i] / total) * 10_000) / 100,
    })),
  );

  const codes = new Set<string>();
  const codeRows = Array.from({ length: 24 }, (_, i) => {
    let Code = '';
    do {
      Code = faker.string.fromCharacters(CODE_ALPHABET, i % 4 === 0 ? 4 : faker.number.int({ min: 8, max: 12 }));
    } while (codes.has(Code));
    codes.add(Code);
    const expired = i % 3 === 0;
    const Quantity = faker.helpers.arrayElement([100, 250, 500, 1000, 5000]);
    return {
      id: i + 1,
      Code,
      Experience: faker.datatype.boolean({ probability: 0.6 }) ? faker.number.int({ min: 1, max: 50 }) * 1000 : 0,
      Coins: faker.number.int({ min: 1, max: 100 }) * 100,
      Quantity,
      Used: expired ? Quantity - faker.number.int({ min: 0, max: Quantity / 4 }) : faker.number.int({ min: 0, max: Quantity / 2 }),
      DateExpiry: expired ? daysBefore(faker.number.int({ min: 5, max: 700 })) : daysAfter(faker.number.int({ min: 1500, max: 2500 })),
    };
  });
  await db.insert(redeemCodes).values(codeRows);

  return { titleIds: titleRows.filter((t) => t.id !== hostileTitleId).map((t) => t.id), hostileTitleId, badgeIds: badgeRows.map((b) => b.id) };
}
