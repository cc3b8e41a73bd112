/**
 * The one pager under every list (Available Camps and the dashboard tables):
 * a summary of what is shown, page numbers around the current one with
 * previous and next, and, when `onLimit` is given, the page size. Pages and
 * sizes are `page` and `limit`, as the API's listings take them.
 */
import { Button, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { PAGE_SIZES, pageCount, pageWindow } from '@campcare/domain';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';

export function Pager({
  page,
  limit,
  total,
  summary,
  onPage,
  onLimit,
  limitLabel = 'Per page',
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
  limitLabel?: string;
  /** The next page is being read: the page buttons wait for it. */
  loading?: boolean;
}) {
  const pages = pageCount(total, limit);
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align="center" gap={4} mt={6}>
      <HStack gap={3}>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="page-summary">
          {summary}
        </Text>
        {onLimit && (
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label={limitLabel} value={String(limit)} onChange={(e) => onLimit(Number(e.target.value))} data-testid="page-size">
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} per page
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </HStack>
      <HStack as="nav" aria-label="Pages" gap={1}>
        <IconButton aria-label="Previous page" size="sm" variant="outline" disabled={loading || page <= 1} onClick={() => onPage(page - 1)}>
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
              aria-label={`Page ${p}`}
              disabled={loading && p !== page}
              onClick={() => onPage(p)}
            >
              {p}
            </Button>
          ),
        )}
        <IconButton aria-label="Next page" size="sm" variant="outline" disabled={loading || page >= pages} onClick={() => onPage(page + 1)}>
          <FiChevronRight />
        </IconButton>
      </HStack>
    </Stack>
  );
}

/** A table's summary: "12 registrations · page 2 of 3", or that it is loading. */
export function describeTable(total: number, noun: string, page: number, limit: number, loading = false): string {
  if (loading) return 'Loading…';
  const pages = pageCount(total, limit);
  return `${total} ${noun}${total === 1 ? '' : 's'} · page ${Math.min(page, pages)} of ${pages}`;
}
