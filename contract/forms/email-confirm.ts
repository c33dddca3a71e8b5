import { yup } from './validate';

/** POST /api/user/account/email/confirm. `token` comes from the mailed link (/account/verify-email?token={token}). */
export const emailConfirmSchema = yup.object({
  token: yup.string().required().max(200),
});
