import { Type } from 'typebox';
import { DataTablesAnswer, DateTime, GuildRef, PlayerRef } from './common';
import { MapRef, PreviewAsset } from './character';

// The guild calls (docs/product-rules.md#pages-and-routes /guild/{id}, docs/product-rules.md#entities-and-fields Guild, docs/product-rules.md#http-contract Guild and character).

/** One of the (at most 5) member previews at the top of the guild page. */
export const GuildPreview = Type.Object({ user: PlayerRef, RankName: Type.String(), Level: Type.Integer(), preview: Type.Array(PreviewAsset) });

/** GET /api/guild/{id} (added by Guildhall; the product rules name no call for it). */
export const GuildProfile = Type.Object(
  {
    ...GuildRef.properties,
    Level: Type.Integer(),
    RW: Type.Number({ description: 'Raid win rate, in percent.' }),
    WL: Type.Number({ description: 'War win rate, in percent.' }),
    KD: Type.Number(),
    owner: Type.Union([PlayerRef, Type.Null()]),
    map: Type.Union([MapRef, Type.Null()]),
    previews: Type.Array(GuildPreview, { description: 'At most 5 members: leader and officers first, then by level.' }),
    memberCount: Type.Integer(),
    allianceCount: Type.Integer(),
    DateCreated: DateTime,
  },
  { description: "The guild page's header data." },
);

/** A row of POST /api/guild/log/{id}. */
export const GuildLogRow = Type.Object({ id: Type.Integer(), user: Type.Union([PlayerRef, Type.Null()]), Details: Type.String(), Date: DateTime });

/** A row of POST /api/guild/member/{id}. */
export const GuildMemberRow = Type.Object({
  user: PlayerRef,
  Username: Type.String(),
  Name: Type.String({ description: 'The rank name (Leader, Officer, Member, Recruit).' }),
  RankOrder: Type.Integer(),
  Level: Type.Integer(),
  DateJoined: DateTime,
});

/** A row of POST /api/guild/alliance/{id}. */
export const GuildAllianceRow = Type.Object({ guild: GuildRef, Date: DateTime });

export const GuildLogAnswer = Type.Object({ ...DataTablesAnswer(GuildLogRow).properties }, { description: "A page of the guild's log (DataTables)." });
export const GuildMemberAnswer = Type.Object(
  { ...DataTablesAnswer(GuildMemberRow).properties },
  { description: "A page of the guild's members (DataTables)." },
);
export const GuildAllianceAnswer = Type.Object(
  { ...DataTablesAnswer(GuildAllianceRow).properties },
  { description: "A page of the guild's alliances (DataTables)." },
);
