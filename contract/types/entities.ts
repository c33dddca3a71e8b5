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

/** Validation failure (422). */
export interface ErrorsAnswer {
  errors: Record<string, string[]>;
}

/** Other request errors (4xx/5xx). */
export interface MessagesAnswer {
  messages: string[];
}

/** Answer with a message (bet new, recovery send). */
export interface MessageAnswer {
  message: string;
}
