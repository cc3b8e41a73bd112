import { Badge, Box, Card, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { formatFee, shortenProfessional, type CampWithId } from '@campcare/domain';
import { FiCalendar, FiMapPin, FiUsers } from 'react-icons/fi';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount, formatDateTime } from '../../lib/format.ts';

export type CampSummary = Pick<
  CampWithId,
  '_id' | 'CampName' | 'Image' | 'CampFees' | 'DateTime' | 'Location' | 'HealthcareProfessional' | 'ParticipantCount'
>;

/** One camp in a grid: the whole card links to its detail page. Memoised: grids re-render as the session and reads settle. */
export const CampCard = memo(function CampCard({
  camp,
  registered = false,
  eager = false,
  highPriority = false,
  headingLevel = 'h3',
}: {
  camp: CampSummary;
  registered?: boolean;
  /** Loaded at once (the first row), not when scrolled near. */
  eager?: boolean;
  /** Fetched before other pictures: the first card's is what a phone shows first. */
  highPriority?: boolean;
  /** h2 where the card sits right under the page's h1, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card.Root
      asChild
      overflow="hidden"
      variant="outline"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'lg', transform: 'translateY(-2px)' }}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      data-testid="camp-card"
    >
      <RouterLink to={`/campDetail/${camp._id}`}>
        {/* overflow: without it the picture's own height (400) would stretch the 16:10 box. */}
        <Box position="relative" aspectRatio={16 / 10} overflow="hidden" bg="bg.muted">
          <Image
            src={camp.Image}
            alt=""
            w="full"
            h="full"
            objectFit="cover"
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={highPriority ? 'high' : 'auto'}
            decoding="async"
            width={640}
            height={400}
          />
          {registered && (
            <Badge position="absolute" top={3} right={3} colorPalette="green" variant="solid" size="md" data-testid="registered-badge">
              Registered
            </Badge>
          )}
        </Box>
        <Card.Body gap={3} p={5}>
          <Heading as={headingLevel} size="md" lineClamp={2}>
            {camp.CampName}
          </Heading>
          <Stack gap={1.5} fontSize="sm" color="fg.muted">
            <HStack gap={2}>
              <FiMapPin aria-hidden />
              <Text lineClamp={1}>{camp.Location}</Text>
            </HStack>
            <HStack gap={2}>
              <FiCalendar aria-hidden />
              <Text>{formatDateTime(camp.DateTime)}</Text>
            </HStack>
          </Stack>
          <Stack gap={1} fontSize="sm" as="dl">
            <HStack justify="space-between">
              <Text as="dt" color="fg.muted">Fees</Text>
              <Text as="dd" fontWeight="semibold" color="brand.fg">{formatFee(camp.CampFees)}</Text>
            </HStack>
            <HStack justify="space-between" gap={4}>
              <Text as="dt" color="fg.muted">Healthcare</Text>
              <Text as="dd" textAlign="right" data-testid="camp-professional">{shortenProfessional(camp.HealthcareProfessional)}</Text>
            </HStack>
            <HStack justify="space-between">
              <Text as="dt" color="fg.muted">Participants</Text>
              <HStack as="dd" gap={1}>
                <FiUsers aria-hidden />
                <Text>{formatCount(camp.ParticipantCount)}</Text>
              </HStack>
            </HStack>
          </Stack>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
});
