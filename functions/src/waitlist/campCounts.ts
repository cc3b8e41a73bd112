/**
 * Keeps each camp's summary counts in step with its registrations
 * (campCountsStore.ts): every registration written (joined, moved in line,
 * cancelled) asks for its camp's counts to be refreshed, at most about once
 * a second per camp.
 */
import { COLLECTIONS } from '@campcare/domain';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { refreshCampCountsAfter } from './campCountsStore.ts';

export const refreshCampCounts = onDocumentWritten({ document: `${COLLECTIONS.registrations}/{registrationId}`, retry: true }, async (event) => {
  const campId = (event.data?.after.get('campId') ?? event.data?.before.get('campId')) as string | undefined;
  if (!campId) return;
  await refreshCampCountsAfter(campId, new Date(event.time));
});
