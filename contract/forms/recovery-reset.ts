import { yup } from './validate';
import { newPasswordField, passwordConfirmationField } from './account-fields';

/** POST /api/user/recovery/reset. `token` comes from the mailed link (/recovery/reset/{token}). */
export const recoveryResetSchema = yup.object({
  token: yup.string().required().max(200),
  password: newPasswordField(),
  password_confirmation: passwordConfirmationField(),
});
export type RecoveryResetForm = yup.InferType<typeof recoveryResetSchema>;
