/**
 * The camp search index: what lets a search of several words cost the page it
 * shows, at any catalogue size.
 *
 * Firestore takes one array-contains per query, so `camps.searchTokens` can
 * narrow on one word only. The `campSearch` collection holds, for each camp
 * and each sort order, one entry whose `t` map has a key per search token
 * (`t.eye: true`, `t.screening: true`, …). A search is then one equality filter
 * per word plus `sort ==`, which Firestore answers by merging the automatic
 * single-field indexes of those map keys (no composite index), in document-id
 * order. The entry's id is therefore the sort key, encoded so that ascending
 * id order is the sort's order, then the camp id (the tie-break Firestore uses
 * on `camps`): the entries come back in exactly the order `camps` would give.
 *
 * The server keeps the entries in step with `camps` (functions/src/camps/
 * campSearchIndex.ts); whoever writes camps in bulk (seed, tests, bench)
 * writes their entries with campSearchEntries() in the same batch.
 */
import type { Camp } from './model.ts';
import { campSortOrder, CAMP_SORT_OPTIONS, type CampSortValue } from './listing.ts';
import { searchTokensFor, type SearchPlan } from './search.ts';

/** The fields of a camp an entry derives from: a change to any other field leaves the entries as they are. */
export type CampSearchSource = Pick<
  Camp,
  'CampName' | 'Location' | 'HealthcareProfessional' | 'createdAt' | 'ParticipantCount' | 'CampFees' | 'nameKey' | 'organizerUids'
>;

export interface CampSearchEntry {
  campId: string;
  /** The camp field this entry's id orders by (campSortOrder's field). */
  sort: string;
  /** The camp's search tokens as map keys, each true: one automatic index per token. */
  t: Record<string, true>;
  /** The camp's organizers, the same way: an organizer's search among their own camps. */
  o: Record<string, true>;
}

/** Ids stay well under Firestore's 1,500 bytes: keys longer than this compare on their first bytes, then by camp id. */
const MAX_KEY_BYTES = 300;

/** The UTF-8 bytes of `text`, the order Firestore compares strings in. */
function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
  }
  return bytes;
}

/**
 * Text whose ascending order is `text`'s order in `direction`. Firestore
 * orders strings by their UTF-8 bytes: each byte becomes two hex digits
 * (inverted for descending), and a closing mark sorts a shorter text before
 * (ascending) or after (descending) every longer one it begins.
 */
function orderedText(text: string, direction: 'asc' | 'desc'): string {
  const bytes = utf8(text).slice(0, MAX_KEY_BYTES);
  let out = '';
  for (const byte of bytes) out += (direction === 'asc' ? byte : 255 - byte).toString(16).padStart(2, '0');
  // '-' sorts before every hex digit, '~' after every one.
  return out + (direction === 'asc' ? '-' : '~');
}

/** Fees have at most two decimals and counts none: whole cents, zero-padded, compare as numbers do. */
function orderedNumber(value: number, direction: 'asc' | 'desc'): string {
  const cents = Math.max(0, Math.round(value * 100));
  return orderedText(String(cents).padStart(16, '0'), direction);
}

/**
 * The id of a camp's entry for one sort, or null when the camp lacks that
 * sort's field (Firestore leaves such a camp out of the sorted list too).
 */
export function campSearchEntryId(campId: string, camp: Partial<CampSearchSource>, sortValue: CampSortValue): string | null {
  const order = campSortOrder(sortValue);
  const value = (camp as Record<string, unknown>)[order.field];
  let key: string;
  if (typeof value === 'number' && Number.isFinite(value)) key = orderedNumber(value, order.direction);
  else if (typeof value === 'string') key = orderedText(value, order.direction);
  else return null;
  return key + orderedText(campId, order.direction);
}

/** Every entry a camp should have: one per sort order it can be listed in. */
export function campSearchEntries(campId: string, camp: Partial<CampSearchSource>): { id: string; data: CampSearchEntry }[] {
  const t: Record<string, true> = {};
  for (const token of searchTokensFor(camp.CampName ?? '', camp.Location ?? '', camp.HealthcareProfessional ?? '')) t[token] = true;
  const o: Record<string, true> = {};
  for (const uid of camp.organizerUids ?? []) o[uid] = true;
  return CAMP_SORT_OPTIONS.flatMap(({ value }) => {
    const id = campSearchEntryId(campId, camp, value);
    return id ? [{ id, data: { campId, sort: campSortOrder(value).field, t, o } }] : [];
  });
}

/** One equality filter of a search: a field path as segments (tokens may hold any letter), and its value. */
export interface CampSearchFilter {
  path: readonly string[];
  value: string | true;
}

/**
 * The filters that find the camps matching every word of `plan` (and, with
 * `organizerUid`, run by that organizer), in `sortValue`'s order.
 */
export function campSearchFilters(plan: SearchPlan, sortValue: CampSortValue, organizerUid?: string | null): CampSearchFilter[] {
  return [
    { path: ['sort'], value: campSortOrder(sortValue).field },
    ...plan.words.map((word) => ({ path: ['t', word], value: true as const })),
    ...(organizerUid ? [{ path: ['o', organizerUid], value: true as const }] : []),
  ];
}

/** A field path as Firestore's REST API and rules write it: segments that are not plain names go in backticks. */
export function fieldPathString(path: readonly string[]): string {
  return path.map((segment) => (/^[A-Za-z_][A-Za-z_0-9]*$/.test(segment) ? segment : `\`${segment.replace(/[`\\]/g, '\\$&')}\``)).join('.');
}
