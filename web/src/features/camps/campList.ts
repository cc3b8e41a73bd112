/**
 * Reads one page of the Available Camps list with GET /allavilableCamps'
 * semantics: sort order, array-contains on the primary search word, the other
 * words checked on the documents, and the total for the page count.
 */
import { COLLECTIONS, matchesSearch, type Camp, type RegistrationWithId } from '@campcare/domain';
import { getDocument, runCount, runQuery, type DocData } from '../../lib/firestoreRest.ts';
import { campListPlan, campListSearch, myRegistrationsPlan } from './queryPlans.ts';
import type { CampListView } from './listParams.ts';

/** Multi-word searches are filtered in memory over at most this many documents. */
const MULTI_WORD_SCAN_LIMIT = 500;

export interface CampPage {
  camps: DocData<Camp>[];
  total: number;
}

export async function fetchCampPage(view: CampListView, signal?: AbortSignal): Promise<CampPage> {
  const offset = (view.page - 1) * view.limit;
  const extraWords = campListSearch(view.search);
  if (extraWords) {
    const candidates = await runQuery<Camp>(campListPlan({ search: view.search, sort: view.sort, limit: MULTI_WORD_SCAN_LIMIT }), { signal });
    const matching = candidates.filter((c) => matchesSearch(c.searchTokens ?? [], extraWords));
    return { camps: matching.slice(offset, offset + view.limit), total: matching.length };
  }
  const plan = campListPlan({ search: view.search, sort: view.sort, limit: view.limit });
  const [camps, total] = await Promise.all([runQuery<Camp>(plan, { offset, signal }), runCount(plan, signal)]);
  return { camps, total };
}

/** Up to 6 camps whose words start with what was typed, for the suggestion list. */
export async function fetchSuggestions(text: string, signal?: AbortSignal): Promise<DocData<Camp>[]> {
  const page = await fetchCampPage({ search: text, sort: 'alphabetical', page: 1, limit: 6 }, signal);
  return page.camps;
}

/** Ids of the camps the participant has joined (their registrations are readable only by them). */
export async function fetchMyCampIds(uid: string, signal?: AbortSignal): Promise<Set<string>> {
  const registrations = await runQuery<RegistrationWithId>(myRegistrationsPlan(uid), { signal });
  return new Set(registrations.map((r) => r.campId));
}

export function fetchCamp(id: string, signal?: AbortSignal): Promise<DocData<Camp> | null> {
  return getDocument<Camp>(COLLECTIONS.camps, id, signal);
}
