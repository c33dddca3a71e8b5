import { and, asc, eq, ne } from 'drizzle-orm';
import type { ContactStatus, ContactThread } from '@contract/types/staff';
import type { Db } from '../../db/client';
import { contactMessages, contactReplies, users } from '../../db/schema/index';
import { Conflict, NotFound } from '../errors';
import { recordStaffAction, type StaffActor } from './audit';

// The contact inbox: messages sent through the contact form, each with the staff answers that
// followed it. Answering and closing write their staff record line in the same transaction.

export const inboxColumns = {
  id: contactMessages.id,
  DateCreated: contactMessages.DateCreated,
  Name: contactMessages.Name,
  Email: contactMessages.Email,
  UserID: contactMessages.UserID,
  Subject: contactMessages.Subject,
  Status: contactMessages.Status,
};

export const inboxCondition = (status?: ContactStatus) => (status ? eq(contactMessages.Status, status) : undefined);

export async function readThread(db: Db, id: number): Promise<ContactThread> {
  const [message] = await db
    .select({ ...inboxColumns, Message: contactMessages.Message })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  if (!message) throw new NotFound('The message was not found.');
  const replies = await db
    .select({ id: contactReplies.id, StaffName: contactReplies.StaffName, Body: contactReplies.Body, DateCreated: contactReplies.DateCreated })
    .from(contactReplies)
    .where(eq(contactReplies.MessageID, id))
    .orderBy(asc(contactReplies.id));
  return {
    message: { ...message, DateCreated: message.DateCreated.toISOString() },
    replies: replies.map((r) => ({ ...r, DateCreated: r.DateCreated.toISOString() })),
  };
}

/**
 * Keeps a staff answer in the thread and marks the message answered; answers where to mail it and in
 * which language: the sender's account's choice, else the language they wrote in.
 */
export async function answerMessage(
  db: Db,
  actor: StaffActor,
  id: number,
  text: string,
): Promise<{ Email: string; Subject: string; Name: string; Language: string | null }> {
  return db.transaction(async (tx) => {
    const [message] = await tx.update(contactMessages).set({ Status: 'answered' }).where(eq(contactMessages.id, id)).returning({
      Email: contactMessages.Email,
      Subject: contactMessages.Subject,
      UserID: contactMessages.UserID,
      Name: contactMessages.Name,
      Language: contactMessages.Language,
    });
    if (!message) throw new NotFound('The message was not found.');
    await tx.insert(contactReplies).values({ MessageID: id, StaffID: actor.id, StaffName: actor.Username, Body: text });
    await recordStaffAction(tx, actor, {
      action: 'contact.answer',
      targetUserId: message.UserID,
      target: `contact:${id}`,
      summary: `${actor.Username} answered contact message #${id} from ${message.Name}: ${message.Subject}`,
      after: { Status: 'answered', text },
    });
    const [account] = message.UserID ? await tx.select({ Language: users.Language }).from(users).where(eq(users.id, message.UserID)) : [];
    return { Email: message.Email, Subject: message.Subject, Name: message.Name, Language: account?.Language ?? message.Language };
  });
}

/** Closes a message once (a conditional update: closing a closed message is a conflict). */
export async function closeMessage(db: Db, actor: StaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ Status: contactMessages.Status }).from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    const [message] = await tx
      .update(contactMessages)
      .set({ Status: 'closed' })
      .where(and(eq(contactMessages.id, id), ne(contactMessages.Status, 'closed')))
      .returning({ UserID: contactMessages.UserID, Name: contactMessages.Name, Subject: contactMessages.Subject });
    if (!message) throw before ? new Conflict('conflict', 'This message is already closed.') : new NotFound('The message was not found.');
    await recordStaffAction(tx, actor, {
      action: 'contact.close',
      targetUserId: message.UserID,
      target: `contact:${id}`,
      summary: `${actor.Username} closed contact message #${id} from ${message.Name}: ${message.Subject}`,
      before: { Status: before.Status },
      after: { Status: 'closed' },
    });
  });
}
