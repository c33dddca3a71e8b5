import { yup } from './validate';

/** The label of a passkey (POST /api/user/account/passkeys): the browser's credential is sent beside it. */
export const passkeyNameSchema = yup.object({ name: yup.string().trim().required().max(64) });
export type PasskeyNameForm = yup.InferType<typeof passkeyNameSchema>;
