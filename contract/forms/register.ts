import { yup } from './validate';
import { challengeField, countryField, emailField, newPasswordField, passwordConfirmationField, usernameField } from './account-fields';

/** POST /api/user/register. */
export const registerSchema = yup.object({
  username: usernameField(),
  email: emailField(),
  password: newPasswordField(),
  password_confirmation: passwordConfirmationField(),
  country: countryField(),
  challenge: challengeField(),
});
export type RegisterForm = yup.InferType<typeof registerSchema>;
