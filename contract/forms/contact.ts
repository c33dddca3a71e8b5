import { yup } from './validate';
import { challengeField, emailField } from './account-fields';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX } from '../rules/field-limits';

/** POST /api/help/contact: open to visitors. */
export const contactSchema = yup.object({
  name: yup.string().trim().required().max(CONTACT_NAME_MAX),
  email: emailField(),
  subject: yup.string().trim().required().max(CONTACT_SUBJECT_MAX),
  message: yup.string().trim().required().min(CONTACT_MESSAGE_MIN).max(CONTACT_MESSAGE_MAX),
  challenge: challengeField(),
});
export type ContactForm = yup.InferType<typeof contactSchema>;
