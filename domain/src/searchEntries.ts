/**
 * Search entries: what lets a search of several words, or a search among one
 * organizer's documents, cost the page it shows at any collection size.
 *
 * Firestore takes one array-contains per query, so a `searchTokens` array can
 * narrow on one word only. A search collection (`campSearch`,
 * `registrationSearch`) holds, for each searched document and each sort
 * order, one entry whose `t` map has a key per search token (`t.eye: true`,
 * `t.screening: true`, …) and whose `o` map has a key per organizer. A search
 * is then one equality filter per word (and on the organizer) plus
 * `sort ==`, which Firestore answers by merging the automatic single-field
 * indexes of those map keys (no composite index), in document-id order. The
 * entry's id is therefore the sort's field, then the sort key, encoded so
 * that ascending id order is the sort's order, then the document's id (the
 * tie-break Firestore uses on the searched collection): the entries come
 * back in exactly the order the collection itself would give. The field
 * comes first because two sorts in the same direction can hold equal values
 * (a new free camp: no fee, nobody registered); without it they would give
 * one id, and the document would keep one of its two entries. A search
 * reads one sort's entries only, so the common start orders nothing.
 */
import type { SortOrder } from './listing.ts';
import type { SearchPlan } from './search.ts';

/** What every entry holds besides the id of the document it stands for. */
export interface SearchEntryFields {
  /** The field of the searched document this entry's id orders by. */
  sort: string;
  /** The document's search tokens as map keys, each true: one automatic index per token. */
  t: Record<string, true>;
  /** The document's organizers, the same way: a search among one organizer's documents. */
  o: Record<string, true>;
}

/** Ids stay well under Firestore's 1,500 bytes: keys longer than this compare on their first bytes, then by document id. */
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

/** Ends the sort's field at the start of an entry id (field names are plain names, without it). */
export const SEARCH_ENTRY_SORT_MARK = '.';

/**
 * The id of a document's entry for one sort order, or null when the document
 * lacks that order's field (Firestore leaves such a document out of the
 * sorted list too).
 */
export function searchEntryId(docId: string, doc: object, order: SortOrder): string | null {
  const value = (doc as Record<string, unknown>)[order.field];
  let key: string;
  if (typeof value === 'number' && Number.isFinite(value)) key = orderedNumber(value, order.direction);
  else if (typeof value === 'string') key = orderedText(value, order.direction);
  else return null;
  return order.field + SEARCH_ENTRY_SORT_MARK + key + orderedText(docId, order.direction);
}

/** A document's entries, one per sort order it can be listed in, each with `extra` (the id of the document it stands for). */
export function searchEntriesFor<Extra extends object>(
  docId: string,
  doc: object,
  orders: readonly SortOrder[],
  tokens: readonly string[],
  organizerUids: readonly string[],
  extra: Extra,
): { id: string; data: SearchEntryFields & Extra }[] {
  const t: Record<string, true> = {};
  for (const token of tokens) t[token] = true;
  const o: Record<string, true> = {};
  for (const uid of organizerUids) o[uid] = true;
  return orders.flatMap((order) => {
    const id = searchEntryId(docId, doc, order);
    return id ? [{ id, data: { ...extra, sort: order.field, t, o } }] : [];
  });
}

/** One equality filter of a search: a field path as segments (tokens may hold any letter), and its value. */
export interface SearchEntryFilter {
  path: readonly string[];
  value: string | true;
}

/**
 * The filters that find the entries matching every word of `plan` (and,
 * with `organizerUid`, of that organizer's documents), in `order`.
 */
export function searchEntryFilters(plan: SearchPlan, order: SortOrder, organizerUid?: string | null): SearchEntryFilter[] {
  return [
    { path: ['sort'], value: order.field },
    ...plan.words.map((word) => ({ path: ['t', word], value: true as const })),
    ...(organizerUid ? [{ path: ['o', organizerUid], value: true as const }] : []),
  ];
}

/** A field path as Firestore's REST API and rules write it: segments that are not plain names go in backticks. */
export function fieldPathString(path: readonly string[]): string {
  return path.map((segment) => (/^[A-Za-z_][A-Za-z_0-9]*$/.test(segment) ? segment : `\`${segment.replace(/[`\\]/g, '\\$&')}\``)).join('.');
}

/**
 * What turns a document's entries `before` into `after`: the ids to delete
 * and the entries to write (those new or different). Written in the same
 * transaction or batch as the document, so the entries never lag behind it.
 */
export function searchEntryChanges<Data>(
  before: readonly { id: string; data: Data }[],
  after: readonly { id: string; data: Data }[],
): { deleted: string[]; written: { id: string; data: Data }[] } {
  const afterIds = new Set(after.map((e) => e.id));
  const previous = new Map(before.map((e) => [e.id, JSON.stringify(e.data)]));
  return {
    deleted: before.filter((e) => !afterIds.has(e.id)).map((e) => e.id),
    written: after.filter((e) => previous.get(e.id) !== JSON.stringify(e.data)),
  };
}
