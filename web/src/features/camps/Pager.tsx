import { Button, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { PAGE_SIZES, pageCount } from '@campcare/domain';
import { FiChevronLeft, FiChevronRight } from 'react-icons/fi';
import { pageWindow } from './listParams.ts';

export function Pager({
  page,
  limit,
  total,
  summary,
  onPage,
  onLimit,
}: {
  /** The page and size asked for (the URL), which the buttons and the select show at once. */
  page: number;
  limit: number;
  total: number;
  summary: string;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}) {
  const pages = pageCount(total, limit);
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align="center" gap={4} mt={10}>
      <HStack gap={3}>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="page-summary">
          {summary}
        </Text>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Camps per page" value={String(limit)} onChange={(e) => onLimit(Number(e.target.value))} data-testid="page-size">
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} per page
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <HStack as="nav" aria-label="Pages" gap={1}>
        <IconButton aria-label="Previous page" size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
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
              onClick={() => onPage(p)}
            >
              {p}
            </Button>
          ),
        )}
        <IconButton aria-label="Next page" size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <FiChevronRight />
        </IconButton>
      </HStack>
    </Stack>
  );
}
