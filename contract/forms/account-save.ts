import { yup } from './validate';
import { countryField, emailField } from './account-fields';
import { PASSWORD_MAX, PASSWORD_MIN } from '../rules/field-limits';

/**
 * POST /api/user/account/save (plus an optional `avatar` file). A new password is optional; changing
 * the password or the email needs the current password (checked by the server, which knows the email).
 */
export const accountSaveSchema = yup.object({
  email: emailField(),
  country: countryField(),
  current_password: yup
    .string()
    .max(PASSWORD_MAX)
    .when('password', {
      is: (v: string | undefined) => Boolean(v),
      then: (s) => s.required('The current password field is required to change the password.'),
    }),
  password: yup
    .string()
    .transform((v: string) => (v === '' ? undefined : v))
    .min(PASSWORD_MIN)
    .max(PASSWORD_MAX),
  password_confirmation: yup.string().when('password', {
    is: (v: string | undefined) => Boolean(v),
    then: (s) => s.required().oneOf([yup.ref('password')], 'The password confirmation field must match the password.'),
  }),
});
