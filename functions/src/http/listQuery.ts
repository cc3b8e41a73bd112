/**
 * The query parameters of the API's lists, one definition each: the page
 * and its cursors (checked further by http/paging.ts), the search text (the
 * domain's search cap), the camp sorts, and an admin's organizer filter.
 */
import { isCampSortValue, MAX_SEARCH_LENGTH, type CampSortValue } from '@campcare/domain';
import { z } from 'zod';
import { USER_ID } from './schemaValidation.ts';

const pageParam = (label: string) => z.string({ error: `${label} must be a number.` }).optional();

/** page and limit, and the cursors a Link header hands out. */
export const pageParams = {
  page: pageParam('page'),
  limit: pageParam('limit'),
  after: z.string({ error: 'after must be text.' }).optional(),
  before: z.string({ error: 'before must be text.' }).optional(),
};

/** A list that takes only a page: page, limit and cursors. */
export const pageQuerySchema = z.object(pageParams);

/** Search text: words matched as the start of words (domain/src/search.ts), at most MAX_SEARCH_LENGTH characters. */
export const searchValueParam = z
  .string({ error: 'searchValue must be text.' })
  .max(MAX_SEARCH_LENGTH, { error: `searchValue must be at most ${MAX_SEARCH_LENGTH} characters.` })
  .optional()
  .default('');

/** One of the camp sorts (CAMP_SORT_OPTIONS); empty is newest first. */
export const campSortParam = z
  .string({ error: 'sortValue must be text.' })
  .optional()
  .default('')
  .refine(isCampSortValue, { error: 'sortValue must be empty, ParticipantCount, CampFees or alphabetical.' })
  .transform((v) => v as CampSortValue);

/** Only the camps this organizer (a uid) runs. */
export const organizerParam = z
  .string({ error: 'organizer must be a user id.' })
  .regex(USER_ID, { error: 'organizer must be a user id.' })
  .optional();
