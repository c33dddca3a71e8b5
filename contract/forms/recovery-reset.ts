import { yup } from './validate';
import { newPasswordField, passwordConfirmationField } from './account-fields';

/** POST /api/user/recovery/reset. `token` comes from the mailed link (/recovery/reset/{token}). */
export const recoveryResetSchema = yup.object({
  token: yup.string().required().max(200),
  password: newPasswordField(),
  password_confirmation: passwordConfirmationField(),
  // The sign-in factors the owner removes with the reset; absent or empty: all are kept.
  remove_passkeys: yup
    .string()
    .max(200)
    .matches(/^(\d{1,9}(,\d{1,9})*)?$/, 'The remove passkeys field must list passkey ids separated by commas.'),
  remove_two_factor: yup.string().oneOf(['', '0', '1'], 'The remove two factor field must be 1 or 0.'),
  remove_providers: yup
    .string()
    .max(200)
    .matches(/^([a-z]{1,32}(,[a-z]{1,32})*)?$/, 'The remove providers field must list provider names separated by commas.'),
});
export type RecoveryResetForm = yup.InferType<typeof recoveryResetSchema>;
