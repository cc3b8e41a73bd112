/** Paged lists: how `page`/`limit` are read and how a page is answered. */
import type { Response } from 'express';
import { clampPageRequest, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PageRequest } from '@campcare/domain';
import { badRequest } from './errors.ts';

export function pageRequestFrom(query: { page?: unknown; limit?: unknown }): PageRequest {
  const page = clampPageRequest(query.page, query.limit);
  if (!page) {
    throw badRequest(`page must be a whole number from 1, and limit a whole number from 1 to ${MAX_PAGE_SIZE}.`, {
      page: 'page must be a whole number from 1.',
      limit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`,
    });
  }
  return page;
}

/** The list stays an array, as documented; the number of matches travels in a header. */
export function sendPage<T>(res: Response, page: { items: T[]; total: number }): void {
  res.set('X-Total-Count', String(page.total));
  res.json(page.items);
}
