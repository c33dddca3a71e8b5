import { yup } from './validate';
import { PASSKEY_NAME_MAX } from '../rules/field-limits';

/** The label of a passkey (POST /api/user/account/passkeys): the browser's credential is sent beside it. */
export const passkeyNameSchema = yup.object({ name: yup.string().trim().required().max(PASSKEY_NAME_MAX) });
export type PasskeyNameForm = yup.InferType<typeof passkeyNameSchema>;
