// Answer shapes of SPEC §3 as the API sends them.

export interface Rarity {
  id: number;
  Name: string;
  Color: string;
}

/** The public part of a player as embedded in other answers (bets, rankings, logs). */
export interface PlayerRef {
  id: number;
  Username: string;
  ColorName: string;
  ProfileVersion: number;
  /** Present only when the player has an external picture (SPEC §3); the API's serializer leaves a null one out. */
  ProviderID?: string | null;
}

export interface GuildRef {
  id: number;
  Name: string;
  Color: string;
  ProfileVersion: number;
}

export interface ItemTypeRef {
  Name: string;
  NameCustom: string | null;
  EquipSpot: string | null;
}

export interface Effect {
  DamageIncrease: number;
  DamageReduction: number;
  Experience: number;
  Coins: number;
  ClassPoint: number;
  Reputation: number;
}

export interface ItemRef {
  id: number;
  Name: string;
  Icon: string;
  RarityID: number;
  type: ItemTypeRef;
}

/**
 * The stable, machine-readable reason of a refusal, beside its words (issue 13): tools and scripts
 * branch on `code`, people read `messages`. New codes may be added; a code never changes meaning.
 */
export type ErrorCode =
  | 'invalid_fields'
  | 'bad_request'
  | 'login_required'
  | 'payment_required'
  | 'payment_unavailable'
  | 'forbidden'
  | 'session_expired'
  | 'not_found'
  | 'conflict'
  | 'bet_taken'
  | 'bet_cancelled'
  | 'own_bet'
  | 'out_of_stock'
  | 'gift_to_self'
  | 'not_enough_coins'
  | 'deletion_wait'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'storage_full'
  | 'unavailable'
  | 'server_error';

/** Validation failure (422); `code` is `invalid_fields`. */
export interface ErrorsAnswer {
  errors: Record<string, string[]>;
  code?: ErrorCode;
}

/** Other request errors (4xx/5xx). */
export interface MessagesAnswer {
  messages: string[];
  code?: ErrorCode;
}

/** Answer with a message (bet new, recovery send). */
export interface MessageAnswer {
  message: string;
}
