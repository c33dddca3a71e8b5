import { yup } from './validate';
import { isCountryCode } from './countries';
import { spacedLowerCase } from '../rules/field-label';
import { CHALLENGE_REQUIRED_TEXT, PASSWORD_MISMATCH_TEXT, USERNAME_PATTERN_TEXT } from '../values/account';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../rules/field-limits';

// Field rules shared by the account forms (register, login, recovery, account, deletion), so the
// SPA (Formik) and the server apply the same limits with the same messages.

export const usernameField = () =>
  yup
    .string()
    .trim()
    .required()
    .min(USERNAME_MIN)
    .max(USERNAME_MAX)
    .matches(/^[A-Za-z0-9_]+$/, USERNAME_PATTERN_TEXT);

// The label replaces every "email" in a message (docs/product-rules.md#validation-and-field-messages), so the message names it only once.
export const emailField = () =>
  yup
    .string()
    .trim()
    .required()
    .max(EMAIL_MAX)
    .email(({ path }) => `The ${spacedLowerCase(path)} field must be a valid address, like name@example.com.`);

/** A new password: long enough, not absurdly long (argon2 input stays bounded). */
export const newPasswordField = () => yup.string().required().min(PASSWORD_MIN).max(PASSWORD_MAX);

/** An existing password being checked: only bounded, so old shorter passwords still work. */
export const currentPasswordField = () => yup.string().required().max(PASSWORD_MAX);

export const passwordConfirmationField = (of = 'password') =>
  yup
    .string()
    .required()
    .oneOf([yup.ref(of)], PASSWORD_MISMATCH_TEXT);

export const countryField = () =>
  yup
    .string()
    .required()
    .test('country', 'The selected country is invalid.', (v) => v === undefined || isCountryCode(v));

/** The human-check answer (ALTCHA payload or Turnstile/hCaptcha token). */
export const challengeField = () => yup.string().required(CHALLENGE_REQUIRED_TEXT).max(10_000);
