import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import type { Config } from '../../config';

// Social login for the avatar source (docs/product-rules.md#pages-and-routes): real OAuth 2 with PKCE through arctic's
// client, for every provider whose client id and secret are set.

export interface SocialProfile {
  /** The provider's id of the person (becomes users.ProviderID). */
  id: string;
  /** HTTPS URL of their picture, if they have one. */
  picture: string | null;
}

interface ProviderDefinition {
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scopes: string[];
  profile(body: Record<string, unknown>): SocialProfile | null;
}

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 128 ? v : null);
const https = (v: unknown) => (typeof v === 'string' && v.startsWith('https://') && v.length <= 2000 ? v : null);

const DEFINITIONS: Record<string, ProviderDefinition> = {
  discord: {
    authorizeUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userInfoUrl: 'https://discord.com/api/users/@me',
    scopes: ['identify'],
    profile: (b) => {
      const id = str(b.id);
      if (!id) return null;
      const avatar = str(b.avatar);
      // Discord gives an avatar hash; the CDN URL is built from it.
      const picture =
        avatar && /^[A-Za-z0-9_]+$/.test(avatar) && /^\d+$/.test(id) ? `https://cdn.discordapp.com/avatars/${id}/${avatar}.png?size=256` : https(b.picture);
      return { id, picture };
    },
  },
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: ['openid', 'profile'],
    profile: (b) => {
      const id = str(b.sub);
      return id ? { id, picture: https(b.picture) } : null;
    },
  },
};

export interface SocialProvider {
  name: string;
  /** Where to send the browser, and what to keep (in a cookie) for the callback. */
  start(): { url: URL; state: string; codeVerifier: string };
  /** Exchanges the callback's code and reads who logged in. */
  finish(code: string, codeVerifier: string): Promise<SocialProfile>;
}

export class SocialLoginFailed extends Error {}

/** The configured providers, by lower-case name. */
export function socialProviders(config: Config, callbackUrl: (provider: string) => string): Map<string, SocialProvider> {
  const credentials: Record<string, [string | undefined, string | undefined]> = {
    discord: [config.DISCORD_CLIENT_ID, config.DISCORD_CLIENT_SECRET],
    google: [config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET],
  };
  const providers = new Map<string, SocialProvider>();
  for (const [name, definition] of Object.entries(DEFINITIONS)) {
    const [id, secret] = credentials[name];
    if (!id || !secret) continue;
    const issuer = config.OAUTH_TEST_ISSUER_URL?.replace(/\/+$/, '');
    const endpoints = issuer ? { authorizeUrl: `${issuer}/authorize`, tokenUrl: `${issuer}/token`, userInfoUrl: `${issuer}/userinfo` } : definition;
    const client = new OAuth2Client(id, secret, callbackUrl(name));
    providers.set(name, {
      name,
      start() {
        const state = generateState();
        const codeVerifier = generateCodeVerifier();
        const url = client.createAuthorizationURLWithPKCE(endpoints.authorizeUrl, state, CodeChallengeMethod.S256, codeVerifier, definition.scopes);
        return { url, state, codeVerifier };
      },
      async finish(code, codeVerifier) {
        let accessToken: string;
        try {
          accessToken = (await client.validateAuthorizationCode(endpoints.tokenUrl, code, codeVerifier)).accessToken();
        } catch (e) {
          throw new SocialLoginFailed(`token exchange failed: ${(e as Error).message}`);
        }
        const res = await fetch(endpoints.userInfoUrl, {
          headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
          signal: AbortSignal.timeout(10_000),
        }).catch((e: unknown) => {
          throw new SocialLoginFailed(`userinfo unreachable: ${(e as Error).message}`);
        });
        if (!res.ok) throw new SocialLoginFailed(`userinfo answered ${res.status}`);
        const profile = definition.profile((await res.json()) as Record<string, unknown>);
        if (!profile) throw new SocialLoginFailed('userinfo without an id');
        return profile;
      },
    });
  }
  return providers;
}
