import { yup } from './validate';
import { challengeField, emailField } from './account-fields';

const CONTACT_NAME_MAX = 64;
const CONTACT_SUBJECT_MAX = 150;
const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

/** POST /api/help/contact: open to visitors. */
export const contactSchema = yup.object({
  name: yup.string().trim().required().max(CONTACT_NAME_MAX),
  email: emailField(),
  subject: yup.string().trim().required().max(CONTACT_SUBJECT_MAX),
  message: yup.string().trim().required().min(CONTACT_MESSAGE_MIN).max(CONTACT_MESSAGE_MAX),
  challenge: challengeField(),
});
export type ContactForm = yup.InferType<typeof contactSchema>;
