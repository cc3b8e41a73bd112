/** Firestore access for Contact Us messages. */
import { COLLECTIONS, type ContactMessage } from '@campcare/domain';
import { db } from '../firebase.ts';
import type { ContactInput } from './schemas.ts';

export const messagesCollection = () => db.collection(COLLECTIONS.messages);

export type MessageView = ContactMessage & { _id: string };

export async function saveMessage(input: ContactInput, senderUid: string | null): Promise<string> {
  const ref = messagesCollection().doc();
  const message: ContactMessage = { ...input, senderUid, createdAt: new Date().toISOString() };
  await ref.create(message);
  return ref.id;
}

/** Newest first. */
export async function listMessages(page: { page: number; limit: number }): Promise<{ messages: MessageView[]; total: number }> {
  const [docs, count] = await Promise.all([
    messagesCollection()
      .orderBy('createdAt', 'desc')
      .offset((page.page - 1) * page.limit)
      .limit(page.limit)
      .get(),
    messagesCollection().count().get(),
  ]);
  return { messages: docs.docs.map((d) => ({ _id: d.id, ...(d.data() as ContactMessage) })), total: count.data().count };
}
