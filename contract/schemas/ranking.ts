import { Type } from 'typebox';
import { GUILD_RANKINGS, PLAYER_RANKINGS } from '../paths';
import { DataTablesAnswer, GuildRef, Id, PlayerRef } from './common';

// The ranking calls (docs/product-rules.md#entities-and-fields, docs/product-rules.md#http-contract Rankings). Every row carries its stored Position (0
// for an entity that joined since the last ranking, found by a search); the figures are the
// entity's current values.

/** `{category}` of POST /api/ranking/player/{category}: any other name is no ranking (404). */
export const PlayerRankingParams = Type.Object({ category: Type.Enum(PLAYER_RANKINGS, { description: 'The player ranking.', examples: ['global'] }) });

/** `{category}` and `{id}` of GET /api/ranking/player/{category}/position/{id}. */
export const PlayerRankingPositionParams = Type.Object({ ...PlayerRankingParams.properties, id: Id });

/** `{category}` of POST /api/ranking/guild/{category}: any other name is no ranking (404). */
export const GuildRankingParams = Type.Object({ category: Type.Enum(GUILD_RANKINGS, { description: 'The guild ranking.', examples: ['global'] }) });

/** A row of POST /api/ranking/player/{category}. `user` is null for an account deleted since the last ranking. */
export const PlayerRankingRow = Type.Object({
  Position: Type.Integer({ description: 'The stored position; 0 for a player who joined since the last ranking.' }),
  user: Type.Union([Type.Object({ ...PlayerRef.properties, CountryCode: Type.String() }), Type.Null()], {
    description: 'Null for an account deleted since the last ranking, or for a hidden player (see `hidden`).',
  }),
  hidden: Type.Optional(
    Type.Boolean({ description: 'The player chose to be hidden from rankings: the row keeps only its position (no name, no guild; every figure is 0).' }),
  ),
  guild: Type.Union([GuildRef, Type.Null()]),
  Level: Type.Integer(),
  LevelMax: Type.Integer(),
  Experience: Type.Integer(),
  KD: Type.Number(),
  KDDaily: Type.Number(),
  WorldBossMVPCount: Type.Integer(),
  WorldBossDamageTotal: Type.Integer(),
  RebirthCount: Type.Integer(),
  RebirthMonthlyCount: Type.Integer(),
});

/** A row of POST /api/ranking/guild/{category}. */
export const GuildRankingRow = Type.Object({
  Position: Type.Integer({ description: 'The stored position; 0 for a guild founded since the last ranking.' }),
  guild: GuildRef,
  owner: Type.Union([PlayerRef, Type.Null()]),
  Level: Type.Integer(),
  RW: Type.Number({ description: 'Raid win rate, in percent.' }),
  WL: Type.Number({ description: 'War win rate, in percent.' }),
  KD: Type.Number({ description: 'Kill/death ratio.' }),
  Members: Type.Integer(),
});

const MonsterRef = Type.Object({
  id: Type.Integer(),
  Name: Type.String(),
  Category: Type.String(),
  entity_category_color: Type.String({ description: "The category's colour, #rrggbb." }),
});

/** A row of POST /api/ranking/monster. KD is how many times it was killed. */
export const MonsterRankingRow = Type.Object({
  Position: Type.Integer(),
  monster: MonsterRef,
  Level: Type.Integer(),
  KD: Type.Integer({ description: 'How many times the monster was killed.' }),
});

export const PlayerRankingAnswer = Type.Object(
  { ...DataTablesAnswer(PlayerRankingRow).properties },
  { description: 'A page of a player ranking (DataTables).' },
);
export const GuildRankingAnswer = Type.Object({ ...DataTablesAnswer(GuildRankingRow).properties }, { description: 'A page of a guild ranking (DataTables).' });
export const MonsterRankingAnswer = Type.Object(
  { ...DataTablesAnswer(MonsterRankingRow).properties },
  { description: 'A page of the monster ranking (DataTables).' },
);

/** POST /api/ranking/refresh (staff): how many entities each category ranked. */
export const RankingRefreshAnswer = Type.Object(
  { categories: Type.Record(Type.String(), Type.Integer(), { description: 'Ranked entities per category key (player/global, guild/war, monster …).' }) },
  { description: 'Every category was ranked again.', examples: [{ categories: { 'player/global': 1200, 'guild/global': 40, monster: 85 } }] },
);

/** GET /api/ranking/player/{category}/position/{id}: where a shared ranking link opens the table. */
export const RankingPositionAnswer = Type.Object(
  {
    Position: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description: 'The player’s stored position; null when not ranked in this category or hidden from the rankings.',
    }),
    recordsTotal: Type.Integer({ description: 'How many are ranked in the category.' }),
  },
  { description: 'A player’s position in a ranking.', examples: [{ Position: 42, recordsTotal: 1200 }] },
);
