import { Box, Button, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useGradualCount } from '../../components/useGradualCount.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { CampCard } from '../camps/index.ts';
import { usePopularCamps } from './api/popularCamps.ts';

/** The 6 camps with the most participants, read straight from Firestore. */
export function PopularCamps() {
  const { t } = useTranslation();
  const camps = usePopularCamps();
  const list = camps.data ?? [];
  // A row of three per task: the six cards' commit (and the layout after it) was one of the longest tasks on a phone.
  const shownCards = useGradualCount(list, 3);
  // The heading and "See All Camps" appear only when more than one camp is loaded: a single card needs no heading.
  const showHeading = list.length > 1;
  return (
    <Box as="section" aria-labelledby={showHeading ? 'popular-heading' : undefined} aria-label={showHeading ? undefined : t('home.popular.label')} maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} py={16}>
      {showHeading && (
        <Stack align="center" textAlign="center" gap={3} mb={10}>
          <Heading as="h2" id="popular-heading" size="3xl">
            {t('home.popular.heading')}
          </Heading>
          <Text color="fg.muted" maxW="60ch">
            {t('home.popular.intro')}
          </Text>
        </Stack>
      )}
      {camps.status === 'loading' && !camps.data ? (
        <SimpleGrid key="loading" columns={{ base: 1, md: 3 }} gap={6} aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h="380px" rounded="lg" />
          ))}
        </SimpleGrid>
      ) : camps.status === 'error' && list.length === 0 ? (
        <Text textAlign="center" color="fg.muted">
          {t('home.popular.loadFailed')}
        </Text>
      ) : (
        // Keyed apart from the skeleton grid: a new grid under the new heading, not the
        // skeleton's grid moved down (which would count as a layout shift).
        <SimpleGrid key="camps" columns={{ base: 1, md: 3 }} gap={6} data-testid="popular-camps" aria-busy={shownCards < list.length}>
          {list.slice(0, shownCards).map((camp) => (
            <CampCard key={camp._id} camp={camp} />
          ))}
        </SimpleGrid>
      )}
      {showHeading && (
        <Box textAlign="center" mt={10}>
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to="/allCamps">{t('home.popular.seeAll')}</RouterLink>
          </Button>
        </Box>
      )}
    </Box>
  );
}
