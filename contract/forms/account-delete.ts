import { yup } from './validate';
import { challengeField, currentPasswordField } from './account-fields';

/** POST /api/user/account/delete: the password proves it is the owner, the challenge that it is a person. */
export const accountDeleteSchema = yup.object({
  password: currentPasswordField(),
  challenge: challengeField(),
});
export type AccountDeleteForm = yup.InferType<typeof accountDeleteSchema>;
