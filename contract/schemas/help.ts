import { Type } from 'typebox';
import { FormText } from './common';
import { ChallengeField } from './account';

// The help calls (docs/product-rules.md#http-contract): the contact form, open to visitors.

/** `POST /api/help/contact` (the yup schema in contract/forms/contact.ts stays the validator). */
export const ContactBody = Type.Object({
  name: FormText('Who writes, up to 64 characters (required).', ['Aria']),
  email: FormText('Where the team answers (required).', ['aria@example.com']),
  subject: FormText('Up to 150 characters, on one line (required).'),
  message: FormText('10 to 5000 characters (required).'),
  challenge: ChallengeField,
});
