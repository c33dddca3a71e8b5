import { yup } from './validate';
import { challengeField, emailField } from './account-fields';

/** POST /api/user/recovery/send. */
export const recoverySendSchema = yup.object({
  email: emailField(),
  challenge: challengeField(),
});
export type RecoverySendForm = yup.InferType<typeof recoverySendSchema>;
