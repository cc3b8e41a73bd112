import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { formatDecimal } from '../../lib/format.ts';
import { needCatalog, useTranslation } from '../../lib/i18n/index.ts';
import { useReviews, useReviewTotals } from './api/reviews.ts';
import { ratingSummary } from './ratingSummary.ts';
import { ReviewCard, Stars, type Review } from './ReviewCard.tsx';
import { useFirstInteraction } from './useInteraction.ts';

// Its labels are in the `carousels` part of the catalog, which comes with it.
const ReviewsSwiper = lazy(() => Promise.all([import('./ReviewsSwiper.tsx'), needCatalog('carousels')]).then(([module]) => module));
/** The first reviews as plain markup, the look of the carousel before Swiper loads. */
function StaticReviews({ reviews }: { reviews: Review[] }) {
  return (
    <Box
      display="grid"
      gridTemplateColumns="1fr"
      gap="30px"
      pb="48px"
      px="52px"
      css={{ '@media (min-width: 700px)': { gridTemplateColumns: 'repeat(3, 1fr)' }, '@media (max-width: 699px)': { '& > :not(:first-of-type)': { display: 'none' } } }}
    >
      {reviews.slice(0, 3).map((review) => (
        <ReviewCard key={review._id} review={review} />
      ))}
    </Box>
  );
}

/** Real reviews (newest 20) with their real average; 3 per view, 1 under 700 px. */
export function Reviews() {
  const { t } = useTranslation();
  const reviews = useReviews();
  const list = reviews.data ?? [];
  const interacted = useFirstInteraction();
  // The summary covers every review, not only the 20 shown; the shown ones are the fallback.
  const totals = useReviewTotals();
  const summary =
    totals.status === 'success' && totals.data.count && totals.data.average !== null
      ? { average: Math.round(totals.data.average * 10) / 10, count: totals.data.count }
      : totals.status === 'error'
        ? ratingSummary(list)
        : null;
  return (
    <Box as="section" aria-labelledby="reviews-heading" maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} py={16}>
      <Stack align="center" textAlign="center" gap={3} mb={10}>
        <Heading as="h2" id="reviews-heading" size="3xl">
          {t('home.reviews.heading')}
        </Heading>
        {summary && (
          <Stack align="center" gap={1} data-testid="rating-summary">
            <HStack gap={3}>
              <Text fontSize="3xl" fontWeight="bold">
                {formatDecimal(summary.average)}
              </Text>
              <Stars rating={summary.average} />
            </HStack>
            <Text color="fg.muted">
              {t('home.reviews.average', { count: summary.count })}
            </Text>
          </Stack>
        )}
      </Stack>
      {reviews.status === 'success' && list.length === 0 ? (
        <Text textAlign="center" color="fg.muted">{t('home.reviews.none')}</Text>
      ) : (
        <Box className="campcare-reviews" minH="240px" aria-busy={reviews.status === 'loading'}>
          {interacted ? (
            <Suspense fallback={<StaticReviews reviews={list} />}>
              <ReviewsSwiper reviews={list} />
            </Suspense>
          ) : (
            <StaticReviews reviews={list} />
          )}
        </Box>
      )}
    </Box>
  );
}
