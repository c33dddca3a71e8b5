import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { lt } from 'drizzle-orm';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib';
import type { PublicSettings } from '@contract/types/bootstrap';
import { usedChallenges } from '../db/schema/index';
import { ValidationFailed } from '../lib/http-errors';
import { answers } from '../lib/route-schema';
import { AltchaChallenge } from '@contract/schemas/account';

type Provider = PublicSettings['challengeProvider'];

declare module 'fastify' {
  interface FastifyInstance {
    humanCheck: {
      readonly provider: Provider;
      /** Accepts a human-check answer once; throws a 422 on the `challenge` field otherwise. */
      assert(request: FastifyRequest, answer: string | undefined): Promise<void>;
    };
  }
}

/** The form field every guarded form sends its answer in. */
const CHALLENGE_FIELD = 'challenge';
const CHALLENGE_FAILED_TEXT = 'The challenge could not be verified. Please try again.';
const CHALLENGE_USED_TEXT = 'The challenge has expired or was already used. Please try again.';
/** How long a challenge may be solved and sent (the deletion page resets it after its wait). */
const CHALLENGE_TTL_MS = 20 * 60_000;

const SITEVERIFY_URLS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
} as const;

/** Asks Turnstile or hCaptcha whether a token is good; both providers accept single use only. */
export async function siteVerify(url: string, secret: string, token: string, remoteIp: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const res = await fetchImpl(url, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { success?: unknown };
    return body.success === true;
  } catch {
    return false;
  }
}

const fail = (message: string) => new ValidationFailed({ [CHALLENGE_FIELD]: [message] });

/**
 * The human check guarding register, deletion, recovery and contact (docs/product-rules.md#validation-and-field-messages). ALTCHA proof-of-work
 * served and verified here by default; Turnstile or hCaptcha when their keys are set.
 */
export default fp(
  async (app, opts: { secret: string; maxNumber: number; provider: Provider; providerSecret?: string; fetchImpl?: typeof fetch }) => {
    const { db } = app;
    // A key of its own, so a challenge signature can never double as a session or CSRF value.
    const hmacKey = createHmac('sha256', opts.secret).update('altcha-challenge').digest('hex');

    app.get('/api/challenge', { schema: { response: answers({ 200: AltchaChallenge }) } }, async (_request, reply) => {
      if (opts.provider !== 'altcha') return reply.code(404).send({ messages: ['The challenge is served by another provider.'] });
      reply.header('cache-control', 'no-store');
      return createChallenge({ hmacKey, maxNumber: opts.maxNumber, expires: new Date(Date.now() + CHALLENGE_TTL_MS) });
    });

    const assertAltcha = async (answer: string) => {
      let payload: { signature?: unknown };
      try {
        payload = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as { signature?: unknown };
      } catch {
        throw fail(CHALLENGE_FAILED_TEXT);
      }
      if (typeof payload.signature !== 'string' || payload.signature.length > 128) throw fail(CHALLENGE_FAILED_TEXT);
      const valid = await verifySolution(answer, hmacKey, true).catch(() => false);
      if (!valid) throw fail(CHALLENGE_FAILED_TEXT);
      const expiresSeconds = Number(extractParams(answer).expires);
      const expiresAt = Number.isFinite(expiresSeconds) ? new Date(expiresSeconds * 1000) : new Date(Date.now() + CHALLENGE_TTL_MS);
      // Accepted once: the unique key makes a replay lose atomically, across processes too.
      const inserted = await db
        .insert(usedChallenges)
        .values({ signature: payload.signature, ExpiresAt: expiresAt })
        .onConflictDoNothing()
        .returning({ signature: usedChallenges.signature });
      if (inserted.length === 0) throw fail(CHALLENGE_USED_TEXT);
      // Expired records can no longer be replayed (the solution check refuses them): drop them now and then.
      if (Math.random() < 0.05) await db.delete(usedChallenges).where(lt(usedChallenges.ExpiresAt, new Date()));
    };

    const assert = async (request: FastifyRequest, answer: string | undefined) => {
      if (!answer) throw new ValidationFailed({ [CHALLENGE_FIELD]: ['Please complete the challenge field.'] });
      if (opts.provider === 'altcha') return assertAltcha(answer);
      const ok = await siteVerify(SITEVERIFY_URLS[opts.provider], opts.providerSecret ?? '', answer, request.ip, opts.fetchImpl);
      if (!ok) throw fail(CHALLENGE_FAILED_TEXT);
    };

    app.decorate('humanCheck', { provider: opts.provider, assert });
  },
  { name: 'challenge', dependencies: ['db'] },
);

/** Origins the page must be allowed to load the provider's widget from (CSP). */
export function challengeScriptOrigins(provider: Provider): string[] {
  if (provider === 'turnstile') return ['https://challenges.cloudflare.com'];
  if (provider === 'hcaptcha') return ['https://hcaptcha.com', 'https://*.hcaptcha.com'];
  return [];
}
