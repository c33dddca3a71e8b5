import { yup } from './validate';
import { currentPasswordField } from './account-fields';
import { EMAIL_MAX } from '../rules/field-limits';

/** POST /api/user/login. `username` takes the username or the email address. */
export const loginSchema = yup.object({
  username: yup.string().trim().required().max(EMAIL_MAX),
  password: currentPasswordField(),
});
export type LoginForm = yup.InferType<typeof loginSchema>;
