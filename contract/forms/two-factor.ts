import { yup } from './validate';
import { currentPasswordField } from './account-fields';
import { TWO_FACTOR_CODE_PATTERN, TWO_FACTOR_CODE_TEXT } from '../values/security';

const twoFactorCodeField = () => yup.string().trim().required().max(32).matches(new RegExp(TWO_FACTOR_CODE_PATTERN), TWO_FACTOR_CODE_TEXT);

/** POST /api/user/login/two-factor, /api/user/account/two-factor/enable. */
export const twoFactorCodeSchema = yup.object({ code: twoFactorCodeField() });
export type TwoFactorCodeForm = yup.InferType<typeof twoFactorCodeSchema>;

/** POST /api/user/account/two-factor/disable: the password and a code. */
export const twoFactorDisableSchema = yup.object({ password: currentPasswordField(), code: twoFactorCodeField() });
export type TwoFactorDisableForm = yup.InferType<typeof twoFactorDisableSchema>;
