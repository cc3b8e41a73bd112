/**
 * The one pager under every list (Available Camps and the dashboard tables):
 * a summary of what is shown, page numbers around the current one with
 * previous and next, and, when `onLimit` is given, the page size. Pages and
 * sizes are `page` and `limit`, as the API's listings take them.
 */
import { Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { LightSelect } from './LightFormControls.tsx';
import { PAGE_SIZES, pageCount, pageWindow } from '@campcare/domain';
import { FiChevronLeft, FiChevronRight } from './FeatherIcons.tsx';
import { formatCount } from '../lib/format.ts';
import { translate, useTranslation } from '../lib/i18n/index.ts';

export function Pager({
  page,
  limit,
  total,
  summary,
  onPage,
  onLimit,
  loading = false,
}: {
  /** The page and size asked for (the URL or the table's controls), which the buttons and the select show at once. */
  page: number;
  limit: number;
  total: number;
  summary: string;
  onPage: (page: number) => void;
  /** Without it there is no page-size select (a table whose toolbar has its own). */
  onLimit?: (limit: number) => void;
  /** The next page is being read: the page buttons wait for it. */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const pages = pageCount(total, limit);
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align="center" gap={4} mt={6}>
      <HStack gap={3}>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="page-summary">
          {summary}
        </Text>
        {onLimit && (
          <LightSelect.Root size="sm" width="auto">
            <LightSelect.Field aria-label={t('pager.sizeLabel')} value={String(limit)} onChange={(e) => onLimit(Number(e.target.value))} data-testid="page-size">
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t('pager.size', { size: formatCount(size) })}
                </option>
              ))}
            </LightSelect.Field>
            <LightSelect.Indicator />
          </LightSelect.Root>
        )}
      </HStack>
      <HStack as="nav" aria-label={t('pager.pages')} gap={1}>
        <IconButton aria-label={t('pager.previous')} size="sm" variant="outline" disabled={loading || page <= 1} onClick={() => onPage(page - 1)}>
          <FiChevronLeft />
        </IconButton>
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <Text key={`gap-${i}`} px={1} aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={p}
              size="sm"
              variant={p === page ? 'solid' : 'outline'}
              colorPalette={p === page ? 'brand' : undefined}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('pager.page', { page: formatCount(p) })}
              disabled={loading && p !== page}
              onClick={() => onPage(p)}
            >
              {formatCount(p)}
            </Button>
          ),
        )}
        <IconButton aria-label={t('pager.next')} size="sm" variant="outline" disabled={loading || page >= pages} onClick={() => onPage(page + 1)}>
          <FiChevronRight />
        </IconButton>
      </HStack>
    </Stack>
  );
}

/**
 * A table's summary ("12 registrations · page 2 of 3"), or that it is loading:
 * `summaryKey` names a catalog text with {total} (written out), {count} (for
 * its plural), {page} and {pages}, in the part of the catalog its page loads.
 */
export function tableSummary(summaryKey: string, total: number, page: number, limit: number, loading = false): string {
  if (loading) return translate('pager.loading');
  const pages = pageCount(total, limit);
  return translate(summaryKey, { total: formatCount(total), count: total, page: formatCount(Math.min(page, pages)), pages: formatCount(pages) });
}
