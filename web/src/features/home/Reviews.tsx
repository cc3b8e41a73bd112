import { Box, Center, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { ownImageUrl, type Feedback } from '@campcare/domain';
import { FaStar, FaRegStar } from 'react-icons/fa6';
import { lazy, Suspense } from 'react';
import { formatCount } from '../../lib/format.ts';
import { runAggregation, runQuery } from '../../lib/firestoreRest.ts';
import { useAsync } from '../../lib/useAsync.ts';
import { reviewsPlan } from '../camps/queryPlans.ts';
import { initials } from './donors.ts';
import { ratingSummary } from './ratingSummary.ts';
import { useFirstInteraction } from './useInteraction.ts';

const ReviewsSwiper = lazy(() => import('./ReviewsSwiper.tsx'));
export type Review = Feedback & { _id: string };

export function Stars({ rating }: { rating: number }) {
  return (
    <HStack gap={0.5} color="orange.500" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (i < Math.round(rating) ? <FaStar key={i} aria-hidden /> : <FaRegStar key={i} aria-hidden />))}
    </HStack>
  );
}

export function ReviewCard({ review }: { review: Review }) {
  return (
    <Stack as="figure" h="full" gap={4} p={6} rounded="xl" borderWidth="1px" bg="bg" data-testid="review">
      <Stars rating={review.ratting} />
      <Text as="blockquote" flex="1" color="fg.muted">
        “{review.feedback}”
      </Text>
      <HStack as="figcaption" gap={3}>
        {ownImageUrl(review.photoURL) ? (
          <Image src={ownImageUrl(review.photoURL)!} alt="" boxSize="44px" rounded="full" objectFit="cover" loading="lazy" />
        ) : (
          <Center boxSize="44px" rounded="full" bg="brand.muted" color="brand.fg" fontWeight="bold" aria-hidden>
            {initials(review.Name)}
          </Center>
        )}
        <Box>
          <Text fontWeight="semibold">{review.Name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {review.CampName}
          </Text>
        </Box>
      </HStack>
    </Stack>
  );
}

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
  const reviews = useAsync((signal) => runQuery<Feedback>(reviewsPlan(), { signal }), []);
  const list = reviews.data ?? [];
  const interacted = useFirstInteraction();
  // The summary covers every review, not only the 20 shown; the shown ones are the fallback.
  const totals = useAsync(
    (signal) => runAggregation(reviewsPlan(), { count: { count: {} }, average: { avg: { field: { fieldPath: 'ratting' } } } }, signal),
    [],
  );
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
          What Our Patients Say
        </Heading>
        {summary && (
          <Stack align="center" gap={1} data-testid="rating-summary">
            <HStack gap={3}>
              <Text fontSize="3xl" fontWeight="bold">
                {summary.average.toFixed(1)}
              </Text>
              <Stars rating={summary.average} />
            </HStack>
            <Text color="fg.muted">
              Average of {formatCount(summary.count)} verified {summary.count === 1 ? 'review' : 'reviews'} out of 5
            </Text>
          </Stack>
        )}
      </Stack>
      {reviews.status === 'success' && list.length === 0 ? (
        <Text textAlign="center" color="fg.muted">No reviews yet. Participants can review a camp once their registration is confirmed.</Text>
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
