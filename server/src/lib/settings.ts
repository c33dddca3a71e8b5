import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema/index';
import type { PublicSettings } from '@contract/types/bootstrap';

/** The settings the page may know (bootstrap), derived once from the config. */
export function publicSettings(config: Config): PublicSettings {
  const challengeProvider = config.TURNSTILE_SITE_KEY ? 'turnstile' : config.HCAPTCHA_SITE_KEY ? 'hcaptcha' : 'altcha';
  const socialProviders = [config.DISCORD_CLIENT_ID && 'discord', config.GOOGLE_CLIENT_ID && 'google'].filter((p): p is string => Boolean(p));
  const proxy =
    config.RUFFLE_SOCKET_PROXY_HOST && config.RUFFLE_SOCKET_PROXY_PORT && config.RUFFLE_SOCKET_PROXY_URL
      ? { host: config.RUFFLE_SOCKET_PROXY_HOST, port: config.RUFFLE_SOCKET_PROXY_PORT, proxyUrl: config.RUFFLE_SOCKET_PROXY_URL }
      : undefined;
  return {
    betTaxPercent: config.BET_TAX_PERCENT,
    betMinCoins: config.BET_MIN_COINS,
    betMaxCoins: config.BET_MAX_COINS,
    chatServerUrl: config.CHAT_SERVER_URL,
    challengeProvider,
    challengeSiteKey: config.TURNSTILE_SITE_KEY ?? config.HCAPTCHA_SITE_KEY,
    socialProviders,
    deleteWaitSeconds: config.DELETE_WAIT_SECONDS,
    gameLoaderPath: config.GAME_LOADER_PATH,
    ...(proxy ? { ruffleSocketProxy: proxy } : {}),
  };
}

/**
 * Settings an administrator changes while the site runs, kept in the database so that every process
 * (and every machine) of the site reads the same value.
 */
export async function readRuntimeSetting<T>(db: Db, name: string): Promise<T | undefined> {
  const [row] = await db.select({ Value: siteSettings.Value }).from(siteSettings).where(eq(siteSettings.Name, name));
  return row?.Value as T | undefined;
}

export async function writeRuntimeSetting(db: Db, name: string, value: unknown): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ Name: name, Value: value })
    .onConflictDoUpdate({ target: siteSettings.Name, set: { Value: value, DateUpdated: new Date() } });
}
