import { Box, Button, Heading, HStack, NativeSelect, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CAMP_SORT_OPTIONS, isCampSortValue, pageCount } from '@campcare/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FiColumns, FiSearch } from 'react-icons/fi';
import { useSearchParams } from 'react-router-dom';
import { BelowTheFold } from '../../components/BelowTheFold.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useSession } from '../auth/index.ts';
import { CampCard } from './CampCard.tsx';
import { useMyCampIds } from './api/myCampIds.ts';
import { useCampPage } from './api/useCampPage.ts';
import { changeView, describeShownPage, readListView, writeListView, type CampListView } from './listParams.ts';
import { Pager } from '../../components/Pager.tsx';
import { SearchBox } from './SearchBox.tsx';

/** The sort choices; the "none" choice means newest first. */
const SORT_LABELS: Record<string, string> = {
  '': 'Sort: newest first',
  ParticipantCount: 'Most registered',
  CampFees: 'Camp fees (highest first)',
  alphabetical: 'Alphabetical order',
};

export function useListView(): [CampListView, (change: Partial<CampListView>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readListView(params), [params]);
  const update = useCallback(
    (change: Partial<CampListView>, options: { replace?: boolean } = {}) => {
      setParams(writeListView(changeView(view, change)), { replace: options.replace ?? false, preventScrollReset: true });
    },
    [view, setParams],
  );
  return [view, update];
}

export function AvailableCampsPage() {
  usePageTitle('Available Camps');
  const [view, update] = useListView();
  const [threeColumns, setThreeColumns] = useState(true);
  const session = useSession();
  const uid = session.status === 'signedIn' ? session.user?.uid : undefined;

  const result = useCampPage(view);
  const joined = useMyCampIds(uid);

  // A page past the end (a shared link after camps were deleted): go to the last page.
  const loadedTotal = result.status === 'success' ? result.data.total : undefined;
  useEffect(() => {
    if (loadedTotal !== undefined && view.page > pageCount(loadedTotal, view.limit)) {
      update({ page: pageCount(loadedTotal, view.limit) }, { replace: true });
    }
  }, [loadedTotal, view.page, view.limit, update]);
  // While the next page loads, the pager keeps the last known total.
  const total = result.data?.total;

  const camps = result.data?.camps ?? [];
  const firstLoad = result.status === 'loading' && !result.data;

  return (
    <Box maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }}>
      <Stack gap={2} mb={8}>
        <Heading as="h1" size="4xl">
          Available Camps
        </Heading>
        <Text color="fg.muted">Find a medical camp near you. Search by name, place or healthcare professional.</Text>
      </Stack>

      <Stack direction={{ base: 'column', md: 'row' }} gap={3} mb={8} align={{ base: 'stretch', md: 'center' }} role="search">
        <SearchBox value={view.search} onSearch={(search) => update({ search }, { replace: true })} />
        <HStack gap={3}>
          <NativeSelect.Root width={{ base: 'full', md: '240px' }}>
            <NativeSelect.Field
              aria-label="Sort camps"
              value={view.sort}
              onChange={(e) => update({ sort: isCampSortValue(e.target.value) ? e.target.value : '' })}
              data-testid="camp-sort"
            >
              {CAMP_SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {SORT_LABELS[o.value] ?? o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button
            variant="outline"
            hideBelow="lg"
            onClick={() => setThreeColumns((v) => !v)}
            aria-label={threeColumns ? 'Column 2: show camps in two columns' : 'Column 3: show camps in three columns'}
            data-testid="column-toggle"
          >
            <FiColumns aria-hidden /> {threeColumns ? 'Column 2' : 'Column 3'}
          </Button>
        </HStack>
      </Stack>

      {firstLoad ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={6} aria-busy="true" aria-label="Loading camps">
          {Array.from({ length: Math.min(view.limit, 6) }, (_, i) => (
            <Skeleton key={i} h="380px" rounded="lg" />
          ))}
        </SimpleGrid>
      ) : result.status === 'error' && camps.length === 0 ? (
        <Stack align="center" py={16} gap={3} textAlign="center">
          <Heading as="h2" size="lg">
            The camps could not be loaded
          </Heading>
          <Text color="fg.muted">Check your connection and refresh the page.</Text>
        </Stack>
      ) : camps.length === 0 ? (
        <Stack align="center" py={16} gap={4} textAlign="center" data-testid="empty-state">
          <Box fontSize="4xl" color="fg.muted">
            <FiSearch aria-hidden />
          </Box>
          <Heading as="h2" size="lg">
            No camps found
          </Heading>
          <Text color="fg.muted">
            {view.search ? `No camp matches “${view.search}”. Try another word or clear the search.` : 'There are no camps yet. Please check back soon.'}
          </Text>
          {view.search && (
            <Button colorPalette="brand" onClick={() => update({ search: '' })}>
              Clear search
            </Button>
          )}
        </Stack>
      ) : (
        <SimpleGrid
          columns={{ base: 1, md: 2, lg: threeColumns ? 3 : 2 }}
          gap={6}
          aria-busy={result.status === 'loading'}
          opacity={result.status === 'loading' ? 0.6 : 1}
          transition="opacity 0.2s"
          data-testid="camp-grid"
          data-columns={threeColumns ? 3 : 2}
        >
          {camps.map((camp, i) => (
            <CampCard key={camp._id} camp={camp} registered={joined.has(camp._id)} eager={i < 3} highPriority={i === 0} headingLevel="h2" />
          ))}
        </SimpleGrid>
      )}

      <BelowTheFold>
        {result.data && total !== undefined && total > 0 && (
          <Pager
            page={view.page}
            limit={view.limit}
            total={total}
            summary={describeShownPage({ ...result.data, count: camps.length })}
            onPage={(page) => {
              update({ page });
              window.scrollTo({ top: 0 });
            }}
            onLimit={(limit) => update({ limit })}
          />
        )}
      </BelowTheFold>
    </Box>
  );
}
