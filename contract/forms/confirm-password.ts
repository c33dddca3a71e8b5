import { yup } from './validate';
import { PASSWORD_MAX } from '../rules/field-limits';

import { FACTOR_PASSWORD_REQUIRED_TEXT } from '../values/security';

/** The password asked before a way of signing in is added or removed (passkeys, two-factor, linked accounts). */
export const confirmPasswordSchema = yup.object({ password: yup.string().required(FACTOR_PASSWORD_REQUIRED_TEXT).max(PASSWORD_MAX) });
export type ConfirmPasswordForm = yup.InferType<typeof confirmPasswordSchema>;
