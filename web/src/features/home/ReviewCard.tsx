/** One review as a card, in the static first row (Reviews.tsx) and in the carousel (ReviewsSwiper.tsx). */
import { Box, Center, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { ownImageUrl, type Feedback } from '@campcare/domain';
import { FaRegStar, FaStar } from '../../components/StarIcons.tsx';
import { formatCount } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { initials } from './donors.ts';

export type Review = Feedback & { _id: string };

export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <HStack gap={0.5} color="orange.500" role="img" aria-label={t('home.reviews.stars', { rating: formatCount(rating) })}>
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
