/** GET /messages (admins): one page of what visitors wrote through Contact Us, newest first. */
import type { ContactMessage } from '@campcare/domain';
import { useApiListQuery } from '../../../lib/apiList.ts';

export type ContactMessageRow = ContactMessage & { _id?: string; id?: string };

export function useContactMessages(params: { page: number; limit: number }) {
  return useApiListQuery<ContactMessageRow>('contactMessages', '/messages', params);
}
