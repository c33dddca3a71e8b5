import { Type } from 'typebox';
import { TRIM_KEYWORD } from './common';
import { ChallengeAnswer, EmailAddress } from './account';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, CONTACT_SUBJECT_MAX } from '../rules/field-limits';

// The help calls (docs/product-rules.md#http-contract): the contact form, open to visitors.

/** A required text, its surrounding spaces dropped. */
const Trimmed = (minLength: number, maxLength: number, description: string, examples?: string[]) =>
  Type.String({ [TRIM_KEYWORD]: true, minLength, maxLength, description, ...(examples ? { examples } : {}) });

/** `POST /api/help/contact`. */
export const ContactBody = Type.Object({
  name: Trimmed(1, CONTACT_NAME_MAX, 'Who writes.', ['Aria']),
  email: EmailAddress('Where the team answers.'),
  subject: Trimmed(1, CONTACT_SUBJECT_MAX, 'The subject, on one line.'),
  message: Trimmed(CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX, 'The message.'),
  challenge: ChallengeAnswer,
});
