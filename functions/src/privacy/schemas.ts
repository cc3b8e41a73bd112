/** The privacy routes' request schemas: the access log's page and search. */
import { z } from 'zod';
import { pageParams, searchValueParam } from '../http/listQuery.ts';

/** GET /me/accessLog and /accessLog: a page, and words to find in the reader's, the participant's or the camp's name. */
export const accessLogQuerySchema = z.object({ ...pageParams, searchValue: searchValueParam });
