/**
 * The pager's words for the page on screen, in the language shown. Apart
 * from listParams.ts, which the app's small entry imports (early.ts) and so
 * must not bring the catalogs in.
 */
import { pageCount } from '@campcare/domain';
import { formatCount } from '../../lib/format.ts';
import { translate } from '../../lib/i18n/index.ts';

/**
 * "Showing 6–10 of 14 camps · Page 2 of 3", describing the page on screen: while the
 * next page loads that is still the previous one, so the words never run ahead of the cards.
 */
export function describeShownPage(shown: { page: number; limit: number; total: number; capped?: boolean; count: number }): string {
  if (shown.total === 0 || shown.count === 0) return translate('camps.pager.noCamps');
  const first = (shown.page - 1) * shown.limit + 1;
  return translate('camps.pager.summary', {
    first: formatCount(first),
    last: formatCount(first + shown.count - 1),
    total: shown.capped ? `${formatCount(shown.total)}+` : formatCount(shown.total),
    // "camp" for exactly one; a capped total is "1,000+ camps".
    count: shown.capped ? shown.total + 1 : shown.total,
    page: formatCount(shown.page),
    pages: formatCount(pageCount(shown.total, shown.limit)),
  });
}
