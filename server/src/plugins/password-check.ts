import type { FastifyInstance } from 'fastify';
import { ValidationFailed } from '../lib/http-errors';
import { verifyPassword } from '../lib/passwords';

export const WRONG_PASSWORD_TEXT = 'The password is incorrect.';

/**
 * Checks the password of a signed-in account (someone at an unlocked screen, or a copied session
 * cookie): the attempt is counted per account before argon2 runs, and given back when it was right,
 * so parallel wrong guesses cannot pass the limit. A wrong one is a field error on `field`.
 */
export async function checkAccountPassword(app: FastifyInstance, userId: number, stored: string | null, password: string, field: string): Promise<void> {
  const keys = [`password-check:account:${userId}`];
  await app.rateLimit.consume(keys);
  if (!(await verifyPassword(stored, password))) throw new ValidationFailed({ [field]: [WRONG_PASSWORD_TEXT] });
  await app.rateLimit.refund(keys);
}
