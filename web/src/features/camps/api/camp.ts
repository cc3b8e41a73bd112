/** A camp, or the cancelled camp with this id (it leaves camps/ when cancelled, and its page says so); the camp page's route loader reads it. */
import { COLLECTIONS, type Camp } from '@campcare/domain';
import { getDocument, type DocData } from '../../../lib/firestoreRest.ts';

export async function fetchCamp(id: string, signal?: AbortSignal): Promise<DocData<Camp> | null> {
  return (await getDocument<Camp>(COLLECTIONS.camps, id, signal)) ?? getDocument<Camp>(COLLECTIONS.cancelledCamps, id, signal);
}
