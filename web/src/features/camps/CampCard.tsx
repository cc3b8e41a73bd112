import { Badge, Box, Card, Heading, Image, type SystemStyleObject } from '@chakra-ui/react';
import { campImageUrl, campTimeZone, shortenProfessional, type CampWithId } from '@campcare/domain';
import { FiCalendar, FiMapPin, FiUsers } from '../../components/FeatherIcons.tsx';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCount, formatDateTime, formatFee } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { SeatsLeft } from './SeatsLeft.tsx';

export type CampSummary = Pick<
  CampWithId,
  '_id' | 'CampName' | 'Image' | 'CampFees' | 'DateTime' | 'Location' | 'HealthcareProfessional' | 'ParticipantCount'
> &
  Partial<Pick<CampWithId, 'Capacity' | 'seatsOffered' | 'TimeZone'>>;

const PLACE_AND_TIME: SystemStyleObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  fontSize: 'sm',
  color: 'fg.muted',
  '& p': { display: 'flex', alignItems: 'center', gap: '2', margin: 0 },
  '& p > svg': { flexShrink: 0 },
  '& p:first-of-type > span': { lineClamp: '1' },
};

const FIGURES: SystemStyleObject = {
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  fontSize: 'sm',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '4' },
  '& dt': { color: 'fg.muted', flexShrink: 0 },
  '& dd': { margin: 0, textAlign: 'right', display: 'flex', alignItems: 'center', gap: '1' },
  '& dd[data-fee]': { fontWeight: 'semibold', color: 'brand.fg' },
};

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
  // Its words are in the bundled `home` part: the home page shows cards too.
  const { t } = useTranslation();
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
            src={campImageUrl(camp.Image)}
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
            <Badge position="absolute" top={3} right={3} colorPalette="green" variant="solid" bg="green.700" size="md" data-testid="registered-badge">
              {t('campCard.registered')}
            </Badge>
          )}
        </Box>
        <Card.Body gap={3} p={5}>
          <Heading as={headingLevel} size="md" lineClamp={2}>
            {camp.CampName}
          </Heading>
          {/* Plain elements styled by their container: a grid shows many cards, and each Chakra component costs render time. */}
          <Box css={PLACE_AND_TIME}>
            <p>
              <FiMapPin aria-hidden />
              <span>{camp.Location}</span>
            </p>
            <p>
              <FiCalendar aria-hidden />
              <span>{formatDateTime(camp.DateTime, campTimeZone(camp))}</span>
            </p>
          </Box>
          <Box as="dl" css={FIGURES}>
            <div>
              <dt>{t('campCard.fees')}</dt>
              <dd data-fee="">{formatFee(camp.CampFees)}</dd>
            </div>
            <div>
              <dt>{t('campCard.healthcare')}</dt>
              <dd data-testid="camp-professional">{shortenProfessional(camp.HealthcareProfessional)}</dd>
            </div>
            <div>
              <dt>{t('campCard.participants')}</dt>
              <dd>
                <FiUsers aria-hidden />
                {formatCount(camp.ParticipantCount)}
              </dd>
            </div>
          </Box>
          <SeatsLeft camp={camp} />
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
});
