import { yup } from './validate';
import { PASSWORD_MAX } from '../rules/field-limits';

export const FACTOR_PASSWORD_REQUIRED_TEXT = 'Enter your password: adding or removing a way to sign in needs it.';

/** The password asked before a way of signing in is added or removed (passkeys, two-factor, linked accounts). */
export const confirmPasswordSchema = yup.object({ password: yup.string().required(FACTOR_PASSWORD_REQUIRED_TEXT).max(PASSWORD_MAX) });
export type ConfirmPasswordForm = yup.InferType<typeof confirmPasswordSchema>;
