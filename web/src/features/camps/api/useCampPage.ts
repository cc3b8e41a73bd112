/**
 * One page of Available Camps (campPage.ts) as the page's hook. It takes over
 * a read started before the page's code ran (app/earlyStart.ts, the route's
 * loader), shown by the first render when it has already arrived, and reads
 * the next or previous page from the first or last camp on screen (a cursor),
 * at the cost of one page.
 */
import { useRef, useState } from 'react';
import { useAsync, type AsyncState } from '../../../lib/useAsync.ts';
import type { CampListView } from '../listParams.ts';
import { fetchCampPage, takePrefetchedCampPage, type CampPage } from './campPage.ts';

export function useCampPage(view: CampListView): AsyncState<CampPage> {
  const [prefetched] = useState(() => takePrefetchedCampPage(view));
  // Used by the first read only; when it has already arrived there is no first read.
  const prefetchedRead = useRef(prefetched?.ready ? undefined : prefetched?.page);
  const shownPage = useRef<CampPage | undefined>(undefined);
  const result = useAsync(
    (signal) => {
      const read = prefetchedRead.current ?? fetchCampPage(view, signal, shownPage.current);
      prefetchedRead.current = undefined;
      return read;
    },
    [view.search, view.sort, view.page, view.limit],
    prefetched?.ready,
  );
  shownPage.current = result.data;
  return result;
}
