// Answer shapes of the account and access calls (SPEC §7, design.md).
import type { ItemRef, Rarity } from './entities';

/** POST /api/user/login and /api/user/register: the player now logged in. */
export interface SessionAnswer {
  id: number;
  Username: string;
}

/** One line of the account-save answer, shown as an alert. */
export interface AccountNotice {
  type: 'success' | 'info' | 'warning' | 'danger';
  message: string;
}

/** POST /api/user/account/save and GET /api/user/account/avatar/default: a map of notices. */
export type AccountSaveAnswer = Record<string, AccountNotice>;

/** GET /api/user/account: what the account form edits and shows. */
export interface AccountDetails {
  id: number;
  Username: string;
  Email: string | null;
  CountryCode: string;
  ProfileVersion: number;
  /** Present only while the account uses an external picture (SPEC §3). */
  ProviderID?: string;
  ProviderName: string | null;
  /** True when the player uploaded an avatar (served at the head image URL). */
  hasUploadedAvatar: boolean;
  /** Social providers linked to this account. */
  linkedProviders: string[];
  /** When the account was registered (ISO 8601): the welcome modal greets only new players as such. */
  DateCreated: string;
}

/** GET /api/user/account/wheel rows (SPEC §3 Wheel entry). */
export interface WheelEntry {
  id: number;
  item: ItemRef & { rarity: Rarity | null };
  Quantity: number;
  IsSpecial: boolean;
  Chance: number;
  has_item: boolean;
}

/** GET /api/challenge: an ALTCHA challenge (self-hosted human check). */
export interface AltchaChallenge {
  algorithm: 'SHA-1' | 'SHA-256' | 'SHA-512';
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}
