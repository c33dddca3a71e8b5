import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema/index';

/** One line, so a subject can never add mail headers. */
export const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

export interface ContactMessage {
  UserID: number | null;
  Name: string;
  Email: string;
  Subject: string;
  Message: string;
}

/** Stores a message to the team (the team reads it in the database even if its mail fails); answers its id. */
export async function saveContactMessage(db: Db, message: ContactMessage): Promise<number> {
  const [saved] = await db
    .insert(contactMessages)
    .values({ ...message, Subject: oneLine(message.Subject) })
    .returning({ id: contactMessages.id });
  return saved.id;
}
