import { yup } from './validate';
import { currentPasswordField } from './account-fields';

/** A second-factor code: six digits from the app, or a backup code like abcde-fghij. */
const twoFactorCodeField = () =>
  yup
    .string()
    .trim()
    .required()
    .max(32)
    .matches(/^(\d{6}|[A-Za-z0-9]{5}[\s-]?[A-Za-z0-9]{5})$/, 'The code field must be the 6 digits from your app or a backup code.');

/** POST /api/user/login/two-factor, /api/user/account/two-factor/enable. */
export const twoFactorCodeSchema = yup.object({ code: twoFactorCodeField() });
export type TwoFactorCodeForm = yup.InferType<typeof twoFactorCodeSchema>;

/** POST /api/user/account/two-factor/disable: the password and a code. */
export const twoFactorDisableSchema = yup.object({ password: currentPasswordField(), code: twoFactorCodeField() });
export type TwoFactorDisableForm = yup.InferType<typeof twoFactorDisableSchema>;
