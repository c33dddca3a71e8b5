import { yup } from './validate';
import { currentPasswordField, EMAIL_MAX } from './account-fields';

/** POST /api/user/login. `username` takes the username or the email address. */
export const loginSchema = yup.object({
  username: yup.string().trim().required().max(EMAIL_MAX),
  password: currentPasswordField(),
});
export type LoginForm = yup.InferType<typeof loginSchema>;
