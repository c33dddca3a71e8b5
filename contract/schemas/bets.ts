import { Type } from 'typebox';
import { BET_LISTS, BET_STATUSES } from '../values/bets';
import { CLIENT_SEED_PATTERN } from '../rules/fair-flip';
import { DataTablesAnswer, dataTablesFields, DateTime, MESSAGES_KEYWORD, PlayerRef } from './common';

const CLIENT_SEED_MESSAGE = 'The client seed field must be 1 to 64 visible characters, without spaces or colons.';

// The bet calls (docs/product-rules.md#entities-and-fields Bet, docs/product-rules.md#http-contract Bets).

export const BetStatus = Type.Enum(BET_STATUSES);

/** A bet as the table and the modals show it. */
export const Bet = Type.Object({
  id: Type.Integer(),
  Coins: Type.Integer({ description: 'The stake each side puts in.' }),
  UserID: Type.Integer({ description: 'The creator.' }),
  TargetID: Type.Union([Type.Integer(), Type.Null()], { description: 'The joiner; null while open.' }),
  Side: Type.Union([Type.Boolean(), Type.Null()], { description: 'false: the creator wins; true: the joiner wins. Null until joined.' }),
  Status: BetStatus,
  user: PlayerRef,
  target: Type.Union([PlayerRef, Type.Null()]),
  DateCreated: DateTime,
  DateJoined: Type.Union([DateTime, Type.Null()]),
  ServerSeedHash: Type.Union([Type.String(), Type.Null()], {
    description: "Provably fair flip: SHA-256 of the server's secret seed, published from creation on. Null on bets older than the feature.",
  }),
  ServerSeed: Type.Optional(Type.String({ description: "The server's seed, revealed once the bet is joined." })),
  ClientSeed: Type.Optional(Type.String({ description: "The joiner's seed mixed into the flip, present once the bet is joined." })),
});

const viewerCoins = Type.Optional(Type.Integer({ description: "The signed-in viewer's balance, so the navbar stays true." }));

/** The bet tables' query, with the orderable columns the server declares. */
export const betListQuery = (orderable: string) =>
  Type.Intersect([
    dataTablesFields(1, orderable),
    Type.Object({ list: Type.Optional(Type.Enum(BET_LISTS, { description: 'open (default) or joined (the latest flips).', examples: ['open'] })) }),
  ]);
export const BetListAnswer = Type.Intersect([DataTablesAnswer(Bet), Type.Object({ coins: viewerCoins })]);
export const BetFindAnswer = Type.Intersect([Bet, Type.Object({ coins: viewerCoins })]);

/** The stake's bounds are the site's settings (BET_MIN_COINS, BET_MAX_COINS), so the body is built from them. */
export const BetNewBody = ({ betMinCoins, betMaxCoins }: { betMinCoins: number; betMaxCoins: number }) =>
  Type.Object({
    coins: Type.Integer({
      minimum: betMinCoins,
      maximum: betMaxCoins,
      description: 'The stake, a whole number of coins within the site’s bet limits.',
      examples: [100],
    }),
  });
export const BetNewAnswer = Type.Object({
  message: Type.String(),
  bet: Bet,
  coins: Type.Integer({ description: "The creator's balance after the stake and tax left it." }),
});

export const BetJoinBody = Type.Object({
  ClientSeed: Type.Optional(
    Type.String({
      // Blank (or absent) draws a seed for the joiner.
      pattern: `^(${CLIENT_SEED_PATTERN.source.replace(/^\^|\$$/g, '')})?$`,
      maxLength: 64,
      description: "The joiner's seed for the provably fair flip: 1 to 64 visible characters without colons; blank draws one.",
      examples: ['my-lucky-seed'],
      [MESSAGES_KEYWORD]: { pattern: CLIENT_SEED_MESSAGE, maxLength: CLIENT_SEED_MESSAGE },
    }),
  ),
});
export const BetJoinAnswer = Type.Object({
  message: Type.String(),
  bet: Bet,
  coins: Type.Integer({ description: "The joiner's balance after the flip was paid out." }),
});

export const BetCancelAnswer = Type.Object({ message: Type.String(), refund: Type.Integer(), coins: Type.Integer() });
