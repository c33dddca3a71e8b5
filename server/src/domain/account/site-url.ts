import type { Config } from '../../config';

/**
 * The site's public origin for links in mail and OAuth callbacks. Never taken from the request's
 * Host header, which a client controls (a poisoned reset link would leak the token).
 */
export function siteOrigin(config: Config): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
}
