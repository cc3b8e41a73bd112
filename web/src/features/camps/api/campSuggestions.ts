/** Up to 6 camps whose words start with what was typed, for the search box's suggestion list. */
import { useAsync } from '../../../lib/useAsync.ts';
import { fetchCampPage, type CampCardData } from './campPage.ts';

const NO_SUGGESTIONS: CampCardData[] = [];

export async function fetchSuggestions(text: string, signal?: AbortSignal): Promise<CampCardData[]> {
  const page = await fetchCampPage({ search: text, sort: 'alphabetical', page: 1, limit: 6 }, signal);
  return page.camps;
}

/** `text` trimmed; empty reads nothing. */
export function useCampSuggestions(text: string) {
  return useAsync((signal) => (text ? fetchSuggestions(text, signal) : Promise.resolve(NO_SUGGESTIONS)), [text], text ? undefined : NO_SUGGESTIONS);
}
