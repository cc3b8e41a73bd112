import { Box, Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LightSelect } from '../../components/LightFormControls.tsx';
import { CAMP_SORT_OPTIONS, isCampSortValue, pageCount } from '@campcare/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FiColumns, FiSearch } from '../../components/FeatherIcons.tsx';
import { useSearchParams } from 'react-router-dom';
import { BelowTheFold } from '../../components/BelowTheFold.tsx';
import { useGradualCount } from '../../components/useGradualCount.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useSession } from '../auth/index.ts';
import { CampCard } from './CampCard.tsx';
import { useMyCampIds } from './api/myCampIds.ts';
import { useCampPage } from './api/useCampPage.ts';
import { changeView, readListView, writeListView, type CampListView } from './listParams.ts';
import { describeShownPage } from './pageSummary.ts';
import { Pager } from '../../components/Pager.tsx';
import { SearchBox } from './SearchBox.tsx';

/** The sort choices' words; the "none" choice means newest first. */
const SORT_LABELS: Record<string, string> = {
  '': 'camps.list.sortNewest',
  ParticipantCount: 'camps.list.sortMostRegistered',
  CampFees: 'camps.list.sortFees',
  alphabetical: 'camps.list.sortAlphabetical',
};

/** The widest grid's columns. */
const CARDS_PER_ROW = 3;

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
  const { t } = useTranslation();
  usePageTitle(t('camps.list.title'));
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
  // A row of the widest grid first (the first card's picture is a phone's largest paint), the rest a row per task.
  const shownCards = useGradualCount(camps, CARDS_PER_ROW, CARDS_PER_ROW);

  return (
    <Box maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }}>
      <Stack gap={2} mb={8}>
        <Heading as="h1" size="4xl">
          {t('camps.list.title')}
        </Heading>
        <Text color="fg.muted">{t('camps.list.intro')}</Text>
      </Stack>

      <Stack direction={{ base: 'column', md: 'row' }} gap={3} mb={8} align={{ base: 'stretch', md: 'center' }} role="search">
        <SearchBox value={view.search} onSearch={(search) => update({ search }, { replace: true })} />
        <HStack gap={3}>
          <LightSelect.Root width={{ base: 'full', md: '240px' }}>
            <LightSelect.Field
              aria-label={t('camps.list.sortLabel')}
              value={view.sort}
              onChange={(e) => update({ sort: isCampSortValue(e.target.value) ? e.target.value : '' })}
              data-testid="camp-sort"
            >
              {CAMP_SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {SORT_LABELS[o.value] ? t(SORT_LABELS[o.value]!) : o.label}
                </option>
              ))}
            </LightSelect.Field>
            <LightSelect.Indicator />
          </LightSelect.Root>
          <Button
            variant="outline"
            hideBelow="lg"
            onClick={() => setThreeColumns((v) => !v)}
            aria-label={threeColumns ? t('camps.list.twoColumnsLabel') : t('camps.list.threeColumnsLabel')}
            data-testid="column-toggle"
          >
            <FiColumns aria-hidden /> {threeColumns ? t('camps.list.twoColumns') : t('camps.list.threeColumns')}
          </Button>
        </HStack>
      </Stack>

      {firstLoad ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap={6} aria-busy="true" aria-label={t('camps.list.loading')}>
          {Array.from({ length: Math.min(view.limit, 6) }, (_, i) => (
            <Skeleton key={i} h="380px" rounded="lg" />
          ))}
        </SimpleGrid>
      ) : result.status === 'error' && camps.length === 0 ? (
        <Stack align="center" py={16} gap={3} textAlign="center">
          <Heading as="h2" size="lg">
            {t('camps.list.loadFailed')}
          </Heading>
          <Text color="fg.muted">{t('camps.list.loadFailedHint')}</Text>
        </Stack>
      ) : camps.length === 0 ? (
        <Stack align="center" py={16} gap={4} textAlign="center" data-testid="empty-state">
          <Box fontSize="4xl" color="fg.muted">
            <FiSearch aria-hidden />
          </Box>
          <Heading as="h2" size="lg">
            {t('camps.list.noneFound')}
          </Heading>
          <Text color="fg.muted">
            {view.search ? t('camps.list.noMatch', { search: view.search }) : t('camps.list.noCamps')}
          </Text>
          {view.search && (
            <Button colorPalette="brand" onClick={() => update({ search: '' })}>
              {t('camps.list.clearSearch')}
            </Button>
          )}
        </Stack>
      ) : (
        <SimpleGrid
          columns={{ base: 1, md: 2, lg: threeColumns ? 3 : 2 }}
          gap={6}
          aria-busy={result.status === 'loading' || shownCards < camps.length}
          opacity={result.status === 'loading' ? 0.6 : 1}
          transition="opacity 0.2s"
          data-testid="camp-grid"
          data-columns={threeColumns ? 3 : 2}
        >
          {camps.slice(0, shownCards).map((camp, i) => (
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
