import type { FastifyPluginAsync } from 'fastify';
import { loginSchema } from '@contract/forms/login';
import { registerSchema } from '@contract/forms/register';
import type { SessionAnswer } from '@contract/types/account';
import { users } from '../../../db/schema/index';
import { ValidationFailed } from '../../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { validated } from '../../../domain/account/form';
import { findUserByLogin, isUniqueViolation, takenFields } from '../../../domain/account/users';

/** One text for an unknown name and a wrong password, so the answer never tells which (no enumeration). */
export const BAD_CREDENTIALS_TEXT = 'These credentials do not match our records.';

/** Log in, log out, register (SPEC §7 Account and access). */
const sessionRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  app.post('/api/user/login', async (request, reply): Promise<SessionAnswer> => {
    const form = await validated(loginSchema, request.rawForm);
    // Per IP and per account; only failures count (a success gives its attempt back).
    const keys = [`login:ip:${request.ip}`, `login:account:${form.username.toLowerCase()}`];
    await app.rateLimit.consume(keys);
    const user = await findUserByLogin(db, form.username);
    // verifyPassword spends the same argon2 work when the account does not exist.
    const ok = await verifyPassword(user?.PasswordHash, form.password);
    if (!user || !ok) throw new ValidationFailed({ username: [BAD_CREDENTIALS_TEXT] });
    await app.rateLimit.refund(keys);
    await app.startSession(request, reply, user.id);
    return { id: user.id, Username: user.Username };
  });

  app.post('/api/user/logout', async (request, reply) => {
    await app.endSession(request, reply);
    return { message: 'You have been logged out.' };
  });

  app.post('/api/user/register', async (request, reply): Promise<SessionAnswer> => {
    const form = await validated(registerSchema, request.rawForm);
    await app.rateLimit.consume([`register:ip:${request.ip}`]);
    await app.humanCheck.assert(request, form.challenge);
    const taken = await takenFields(db, { username: form.username, email: form.email });
    if (Object.keys(taken).length) throw new ValidationFailed(taken);
    const PasswordHash = await hashPassword(form.password);
    let created: { id: number; Username: string };
    try {
      [created] = await db
        .insert(users)
        .values({ Username: form.username, Email: form.email, PasswordHash, CountryCode: form.country })
        .returning({ id: users.id, Username: users.Username });
    } catch (e) {
      // Two sign-ups raced for the same name or email: the unique index decided.
      if (!isUniqueViolation(e)) throw e;
      throw new ValidationFailed(await takenFields(db, { username: form.username, email: form.email }));
    }
    await app.startSession(request, reply, created.id);
    return reply.code(201).send({ id: created.id, Username: created.Username });
  });
};
export default sessionRoutes;
