import type { Controller } from '../paths';
import type { Rarity } from './entities';

/** The page bootstrap the server injects as `<script id="bootstrap" type="application/json">` (design.md). */
export interface Bootstrap {
  /** Absent for visitors. */
  userId?: number;
  username?: string;
  role?: 'player' | 'vip' | 'staff';
  coins?: number;
  csrfToken: string;
  rarities: Rarity[];
  settings: PublicSettings;
  /** Set when the server already knows the page does not exist (unknown id): the SPA shows its not-found page. */
  notFound?: boolean;
  /** SPEC §1: the controller of the page the server rendered (absent on a 404 page and from GET /api/bootstrap without `page`). */
  controller?: Controller;
}

export interface PublicSettings {
  betTaxPercent: number;
  betMinCoins: number;
  betMaxCoins: number;
  chatServerUrl: string;
  challengeProvider: 'altcha' | 'turnstile' | 'hcaptcha';
  /** Site key of Turnstile/hCaptcha; absent for ALTCHA. */
  challengeSiteKey?: string;
  socialProviders: string[];
  deleteWaitSeconds: number;
  gameLoaderPath: string;
  ruffleSocketProxy?: { host: string; port: number; proxyUrl: string };
}
