import type { Language } from '@contract/i18n/languages';
import type { Db } from '../../db/client';
import { mailWriter } from '../../lib/mail-text';
import { contactMessages } from '../../db/schema/index';

/** One line, so a subject can never add mail headers. */
export const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

export interface ContactMessage {
  UserID: number | null;
  Name: string;
  Email: string;
  Subject: string;
  Message: string;
  /** The language the sender reads the site in. */
  Language: Language;
}

/** Stores a message to the team (the team reads it in the database even if its mail fails); answers its id. */
export async function saveContactMessage(db: Db, message: ContactMessage): Promise<number> {
  const [saved] = await db
    .insert(contactMessages)
    .values({ ...message, Subject: oneLine(message.Subject) })
    .returning({ id: contactMessages.id });
  return saved.id;
}

/** A staff answer to a contact message: the staff member's own words, greeted and signed in the sender's language. */
export function contactAnswerMail(language: Language, name: string, subject: string, answer: string): { subject: string; text: string } {
  const { say } = mailWriter(language);
  return { subject: `Re: ${oneLine(subject)}`, text: [say('Hello {name},', { name }), '', answer, '', say('The Guildhall team')].join('\n') };
}
