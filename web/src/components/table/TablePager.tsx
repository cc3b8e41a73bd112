/**
 * The pager under a dashboard table, driven by the table's list controls:
 * its summary is the catalog text `summaryKey` ({total}, {count}, {page},
 * {pages}: see tableSummary), and the page size is chosen in the toolbar.
 */
import { Pager, tableSummary } from '../Pager.tsx';
import { useTranslation } from '../../lib/i18n/index.ts';
import type { ListControls } from './useListControls.ts';

export function TablePager({
  controls,
  total,
  summaryKey,
  loading,
}: {
  controls: Pick<ListControls, 'page' | 'limit' | 'setPage'>;
  total: number;
  summaryKey: string;
  /** The rows are being read: the summary says so and the page buttons wait. */
  loading: boolean;
}) {
  // Renders again on a language change, so the summary follows it.
  useTranslation();
  return (
    <Pager
      page={controls.page}
      limit={controls.limit}
      total={total}
      summary={tableSummary(summaryKey, total, controls.page, controls.limit, loading)}
      onPage={controls.setPage}
      loading={loading}
    />
  );
}
