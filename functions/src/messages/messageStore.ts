/** Firestore access for Contact Us messages. */
import { COLLECTIONS, type ContactMessage } from '@campcare/domain';
import { db } from '../firestore/firebase.ts';
import type { ContactInput } from './schemas.ts';
import { readPage, type ListPage, type PageQuery } from '../firestore/paging.ts';

export const messagesCollection = () => db.collection(COLLECTIONS.messages);

export type MessageView = ContactMessage & { _id: string };

export async function saveMessage(input: ContactInput, senderUid: string | null): Promise<string> {
  const ref = messagesCollection().doc();
  const message: ContactMessage = { ...input, senderUid, createdAt: new Date().toISOString() };
  await ref.create(message);
  return ref.id;
}

/** Newest first. */
export function listMessages(page: PageQuery): Promise<ListPage<MessageView>> {
  const all = messagesCollection();
  return readPage({ ordered: all.orderBy('createdAt', 'desc'), counted: all, collection: all }, page, (d) => ({
    _id: d.id,
    ...(d.data() as ContactMessage),
  }));
}
