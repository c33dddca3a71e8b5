import { z } from 'zod';
import { isIP } from 'node:net';
import { isInternalRange, isPublicAddress, parseCidr } from './lib/ip-ranges';

// Every setting is read and validated here, once, at start. A bad value stops the
// server with a message naming the variable.

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/**
 * The widest public ranges TRUST_PROXY takes (a CDN's blocks are /13 and /29 at most): a wider one
 * trusts addresses no proxy of ours holds, and every client there could choose its own address.
 */
const TRUSTED_PUBLIC_PREFIX = { 4: 12, 6: 28 } as const;

/** Why one TRUST_PROXY entry cannot be trusted, or null when it can. */
function trustedProxyProblem(entry: string): string | null {
  const cidr = parseCidr(entry);
  if (!cidr)
    return `"${entry}" is not an address or a range; give a hop count (1 behind one proxy) or the proxy addresses, comma-separated ("true" would trust every hop)`;
  if (cidr.prefix === 0) return `"${entry}" covers every address: any client could choose its own address`;
  if (!isInternalRange(cidr) && cidr.prefix < TRUSTED_PUBLIC_PREFIX[cidr.family]) {
    return `"${entry}" is too wide a public range (wider than /${TRUSTED_PUBLIC_PREFIX[cidr.family]}): name the proxies' own addresses or ranges`;
  }
  return null;
}

/** What is wrong with a webhook address, as far as it shows without a DNS lookup (delivery checks the rest). */
function webhookTargetProblem(url: string, allowPrivate: boolean): string | null {
  const target = new URL(url);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return 'must be an http(s) address';
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const local = host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && !isPublicAddress(host));
  return local && !allowPrivate ? `${host} is not a public address; set WEBHOOK_ALLOW_PRIVATE=1 to send to this machine or network` : null;
}

const EnvSchema = z.object({
  /** production requires PUBLIC_URL (absolute links are never built from a client's Host header). */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(0, 65535).default(8080),
  /** Public origin of the site, e.g. https://guildhall.example; used for links in mail, OAuth callbacks, Origin checks. */
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /** Folder of the built SPA (default ./dist of the repository). */
  DIST_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.string().url().optional(),
  /** Connections per process to PostgreSQL (each of WEB_CONCURRENCY processes has its own pool). */
  DATABASE_POOL_SIZE: int(1, 500).default(10),
  /**
   * Where uploads (avatars, staff uploads) are kept: "disk" (DATA_DIR, one machine), "database" or
   * "s3" (both read by every process and machine). Default: s3 with S3_BUCKET, database with
   * DATABASE_URL, else disk.
   */
  FILE_STORAGE: z.enum(['disk', 'database', 's3']).optional(),
  /** An S3-compatible bucket for uploads (the AWS SDK speaks to AWS, MinIO, Garage, R2 …). */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().default(''),
  /** Bucket in the path (http://host/bucket/key), as most self-hosted stores want; default: on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** Processes serving one port (node's cluster); more than 1 needs PostgreSQL (DATABASE_URL). */
  WEB_CONCURRENCY: int(1, 64).default(1),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Behind a TLS-terminating proxy: how many proxy hops to trust in X-Forwarded-* (1 behind one
   * proxy), or the proxies' addresses (comma-separated IPs or CIDRs). Never "true": trusting every
   * hop lets a client choose its own address and skip every per-IP limit.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): false | number | string[] => {
      const value = v.trim().toLowerCase();
      if (value === 'false' || value === '0') return false;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const list = value.split(',').map((s) => s.trim());
      for (const entry of list) {
        const problem = trustedProxyProblem(entry);
        if (problem) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
          return z.NEVER;
        }
      }
      return list;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: readable lines on a terminal outside production, JSON otherwise.
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  SEED_PLAYERS: int(10, 5_000_000).default(2000),
  SEED: int(1, 2 ** 31 - 1).default(20261121),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Guildhall <no-reply@guildhall.local>'),
  TEAM_EMAIL: z.string().email().default('team@guildhall.local'),
  ASSETS_DIR: z.string().min(1).optional(),
  GAME_FILES_DIR: z.string().min(1).optional(),
  GAME_LOADER_PATH: z.string().min(1).default('loader.swf'),
  CHAT_SERVER_URL: z.string().url().default('https://discord.com/invite/guildhall'),
  BET_TAX_PERCENT: int(0, 100).default(10),
  BET_MIN_COINS: int(1, 1_000_000_000).default(10),
  BET_MAX_COINS: int(1, 1_000_000_000).default(10_000_000),
  /** Seconds the account-deletion button waits; tests may shorten it, the page honours the same value. */
  DELETE_WAIT_SECONDS: int(0, 3600).default(300),
  /** Staff must turn on two-factor sign-in before the dashboard opens. Unset: required in production only. */
  STAFF_TWO_FACTOR: z.enum(['required', 'off']).optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  HCAPTCHA_SITE_KEY: z.string().optional(),
  HCAPTCHA_SECRET_KEY: z.string().optional(),
  /** Proof-of-work difficulty of the self-hosted ALTCHA challenge. */
  ALTCHA_MAX_NUMBER: int(1000, 10_000_000).default(50_000),
  DISCORD_CLIENT_ID: z.string().optional(),
  DISCORD_CLIENT_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /**
   * Tests and local development only: every social provider's authorize, token and userinfo calls
   * go to this OAuth server instead (e.g. oauth2-mock-server), never to the real provider.
   */
  OAUTH_TEST_ISSUER_URL: z.string().url().optional(),
  RUFFLE_SOCKET_PROXY_HOST: z.string().optional(),
  RUFFLE_SOCKET_PROXY_PORT: int(1, 65535).optional(),
  RUFFLE_SOCKET_PROXY_URL: z.string().url().optional(),
  /** Refresh interval of stored ranking positions. */
  RANKING_REFRESH_SECONDS: int(5, 86_400).default(300),
  /** A server-side render of a page slower than this is given up: the browser renders the page. */
  PAGE_RENDER_TIME_LIMIT_MS: int(100, 60_000).default(2_000),
  /** Share cards: renders running at once per process, and new renders one client may start a minute. */
  CARD_RENDERS_AT_ONCE: int(1, 64).default(2),
  CARD_RENDERS_PER_MINUTE: int(1, 10_000).default(20),
  /** Daily snapshots: rows older than this many days are deleted. */
  HISTORY_RETENTION_DAYS: int(7, 36_500).default(730),
  /** Who's online: the key game servers send with POST /api/game/online; unset, the call is off. */
  GAME_SERVER_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  /** A game server silent for this long is taken as down: its players show as offline. */
  ONLINE_STALE_SECONDS: int(30, 86_400).default(300),
  /** How often each process looks for due background jobs; 0 turns polling off (tests run jobs by hand). */
  JOB_POLL_MS: int(0, 600_000).default(2_000),
  /** Outgoing community-chat webhook (Discord, or any receiver of Discord-compatible JSON); unset, none is sent. */
  DISCORD_WEBHOOK_URL: z.string().url().optional(),
  /**
   * Webhooks may go to loopback and private addresses (a receiver on the same machine or network);
   * off, such a target is refused, whatever name leads to it.
   */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['0', '1', 'false', 'true'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** A flip whose pot (both stakes) reaches this many coins is announced. */
  WEBHOOK_BIG_BET_COINS: int(1, 2_000_000_000).default(100_000),
  /** A limited store package is announced when its stock falls to this many (and when it sells out). */
  WEBHOOK_STOCK_LOW: int(0, 1_000_000).default(5),
  RATE_LIMIT_MAX: int(1, 100_000).default(10),
  RATE_LIMIT_WINDOW_SECONDS: int(1, 86_400).default(600),
  /** Public read API: GET reads per client address (per account when logged in) and window, counted in each process's memory. */
  READ_RATE_LIMIT_MAX: int(1, 10_000_000).default(600),
  READ_RATE_LIMIT_WINDOW_SECONDS: int(1, 86_400).default(60),
  /** Public reads and pages as sent to visitors (no session) are kept this long and sent to the next ones; 0 turns it off. */
  VISITOR_CACHE_SECONDS: int(0, 3_600).default(2),
  /**
   * "read-only" keeps every page and read working and refuses every write with 503 (for migrations
   * and restores); "off" leaves it to the switch staff turn on and off while the site runs.
   */
  MAINTENANCE: z.enum(['off', 'read-only']).default('off'),
  /**
   * Bearer token that GET /metrics asks for; unset, /metrics answers only direct calls from this
   * machine or an internal network (never one a proxy forwarded).
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Bearer token of GET /internal/backup (npm run backup on PGlite); unset, direct internal callers only. */
  BACKUP_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The Retry-After of a write refused in read-only mode. */
  MAINTENANCE_RETRY_AFTER_SECONDS: int(1, 86_400).default(300),
});

export type Config = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: must be set in production (NODE_ENV=production), e.g. https://guildhall.example');
  }
  if (c.WEB_CONCURRENCY > 1 && !c.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than one process needs PostgreSQL (DATABASE_URL); the embedded database (PGlite) has one owner',
    );
  }
  if (c.FILE_STORAGE === 's3' && !c.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  S3_BUCKET: must be set for FILE_STORAGE=s3');
  if (c.DISCORD_WEBHOOK_URL) {
    const problem = webhookTargetProblem(c.DISCORD_WEBHOOK_URL, c.WEBHOOK_ALLOW_PRIVATE);
    if (problem) throw new ConfigError(`Invalid configuration:\n  DISCORD_WEBHOOK_URL: ${problem}`);
  }
  if (c.BET_MIN_COINS > c.BET_MAX_COINS) throw new ConfigError('Invalid configuration:\n  BET_MIN_COINS: must not exceed BET_MAX_COINS');
  for (const [a, b] of [
    ['TURNSTILE_SITE_KEY', 'TURNSTILE_SECRET_KEY'],
    ['HCAPTCHA_SITE_KEY', 'HCAPTCHA_SECRET_KEY'],
    ['DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET'],
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  ] as const) {
    if (Boolean(c[a]) !== Boolean(c[b])) throw new ConfigError(`Invalid configuration:\n  ${c[a] ? b : a}: must be set together with ${c[a] ? a : b}`);
  }
  return c;
}

/** Where uploads live for this config (FILE_STORAGE, else s3 with S3_BUCKET, database with DATABASE_URL, else disk). */
export const fileStorageOf = (c: Pick<Config, 'FILE_STORAGE' | 'DATABASE_URL' | 'S3_BUCKET'>) =>
  c.FILE_STORAGE ?? (c.S3_BUCKET ? 's3' : c.DATABASE_URL ? 'database' : 'disk');

/** The S3 settings of this site for `bucket` (uploads' bucket or backups'): one reading of the S3_* variables. */
export const s3SettingsOf = (
  c: Pick<Config, 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_PREFIX' | 'S3_FORCE_PATH_STYLE'>,
  bucket: string,
) => ({
  bucket,
  endpoint: c.S3_ENDPOINT,
  region: c.S3_REGION,
  accessKeyId: c.S3_ACCESS_KEY_ID,
  secretAccessKey: c.S3_SECRET_ACCESS_KEY,
  prefix: c.S3_PREFIX,
  forcePathStyle: c.S3_FORCE_PATH_STYLE ? c.S3_FORCE_PATH_STYLE === 'true' : Boolean(c.S3_ENDPOINT),
});

/** A config for tests: defaults plus overrides, never read from the process environment. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  // Tests change the database directly and read it back at once: the visitor cache is off unless a
  // test turns it on. Every client of a test reads from one address, and the site's own reads count:
  // the read limit is out of the way unless a test sets it.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: ':memory:',
    SEED_PLAYERS: '60',
    VISITOR_CACHE_SECONDS: '0',
    READ_RATE_LIMIT_MAX: '1000000',
    ...overrides,
  });
}
