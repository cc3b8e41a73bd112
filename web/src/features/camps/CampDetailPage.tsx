import { Badge, Box, Button, Grid, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { campImageUrl, campTimeZone, isCampFull, isCampOpenForRegistration, isWaitlisted, type Camp } from '@campcare/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FiCalendar, FiDollarSign, FiMapPin, FiUser, FiUsers } from 'react-icons/fi';
import { Link as RouterLink, useLoaderData, useLocation, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { AddToCalendarButton } from '../../components/AddToCalendarButton.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { formatCount, formatDateTime, formatFee } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import type { DocData } from '../../lib/firestoreRest.ts';
import { useSession, type FromState } from '../auth/index.ts';
import { loadCamp, useCamp } from './api/camp.ts';
import { useMyRegistration } from './api/myRegistration.ts';
import { LoginFirstDialog } from './LoginFirstDialog.tsx';

/**
 * The registration form validates with the domain's field schemas (zod), which
 * a visitor who only reads the camp page need not download: it loads when
 * Join Camp is first pressed.
 */
const RegistrationModal = lazy(() => import('./RegistrationModal.tsx').then((m) => ({ default: m.RegistrationModal })));
import { SeatsLeft } from './SeatsLeft.tsx';

interface CampDetailData {
  /** The camp's id once its read is in the cache; null when the address names no camp. */
  id: string | null;
}

/** Reads the camp before the page renders; a missing id renders the not-found view, a failed read the error page. */
export async function campDetailLoader({ params }: LoaderFunctionArgs): Promise<CampDetailData> {
  const id = params.id ?? '';
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(id)) return { id: null };
  await loadCamp(id);
  return { id };
}

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  // A <dl> may hold only dt/dd (or divs of them): the icon goes inside the dt.
  return (
    <Box position="relative" ps={7}>
      <Text as="dt" fontSize="sm" color="fg.muted">
        <Box as="span" position="absolute" left={0} top={1} color="brand.fg" aria-hidden>
          {icon}
        </Box>
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold">
        {value}
      </Text>
    </Box>
  );
}

function CampNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('camps.detail.notFound'));
  return (
    <Stack maxW="640px" mx="auto" px={4} py={24} textAlign="center" align="center" gap={4} data-testid="camp-not-found">
      <Heading as="h1" size="3xl">
        {t('camps.detail.notFound')}
      </Heading>
      <Text color="fg.muted">{t('camps.detail.notFoundText')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/allCamps">{t('camps.detail.seeAvailable')}</RouterLink>
      </Button>
    </Stack>
  );
}

export function CampDetailPage() {
  const { id } = useLoaderData() as CampDetailData;
  // The loader has just read it: the cache holds it (null: no such camp).
  const camp = useCamp(id).data;
  if (!id || !camp) return <CampNotFound />;
  return <CampDetail camp={camp} />;
}

function CampDetail({ camp }: { camp: DocData<Camp> }) {
  const { t } = useTranslation();
  usePageTitle(camp.CampName);
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [askLogin, setAskLogin] = useState(false);
  const [registering, setRegistering] = useState(false);
  // Join Camp registers the account holder; the other button someone they care for.
  const [forSomeoneElse, setForSomeoneElse] = useState(false);
  // Stays true once the form was opened, so that closing it can still animate.
  const [registrationOpened, setRegistrationOpened] = useState(false);
  // Join Camp is disabled once registered: closing the Join dialog then focuses the way to the dashboard.
  // Register someone you care for stays enabled: its dialog gives the focus back to it.
  const dashboardLink = useRef<HTMLAnchorElement | null>(null);
  const someoneElseButton = useRef<HTMLButtonElement | null>(null);

  const uid = session.status === 'signedIn' ? session.user?.uid : undefined;
  const existing = useMyRegistration(camp._id, uid);
  // Joining the camp puts the answer in the cache (api/registerCamp.ts): these follow at once.
  const registered = !!existing.data;
  const waitlisted = !!existing.data && isWaitlisted(existing.data);
  const participants = camp.ParticipantCount;
  const open = isCampOpenForRegistration(camp.DateTime, new Date(), camp.cancelledAt);
  const organizer = session.status === 'signedIn' && session.role === 'Organizer';
  const full = isCampFull(camp);

  // Join Camp pressed before the session is known: start it and answer once it is.
  const [joinPending, setJoinPending] = useState(false);
  const { status: sessionStatus, start: startSession } = session;
  useEffect(() => {
    if (!joinPending || sessionStatus === 'loading') return;
    setJoinPending(false);
    if (sessionStatus === 'signedIn') {
      setRegistering(true);
      setRegistrationOpened(true);
    } else setAskLogin(true);
  }, [joinPending, sessionStatus]);

  function join(someoneElse = false) {
    setForSomeoneElse(someoneElse);
    if (session.status === 'loading') {
      startSession();
      setJoinPending(true);
    } else if (session.status !== 'signedIn') setAskLogin(true);
    else {
      setRegistering(true);
      setRegistrationOpened(true);
    }
  }

  return (
    <Box maxW="1180px" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 8, md: 12 }}>
      <Grid templateColumns={{ base: '1fr', lg: '1.2fr 1fr' }} gap={{ base: 8, lg: 12 }} alignItems="start">
        <Box rounded="xl" overflow="hidden" bg="bg.muted" aspectRatio={16 / 10}>
          <Image src={campImageUrl(camp.Image)} alt={`${camp.CampName}`} w="full" h="full" objectFit="cover" width={960} height={600} fetchPriority="high" />
        </Box>
        <Stack gap={6}>
          <Stack gap={2}>
            {camp.cancelledAt && (
              <Badge colorPalette="red" variant="solid" alignSelf="start" data-testid="detail-cancelled">
                {t('camps.detail.cancelled')}
              </Badge>
            )}
            {registered && (
              // green.700, not the solid variant's green.600: white on it reaches the 4.5:1 small text needs.
              <Badge colorPalette="green" variant="solid" bg="green.700" alignSelf="start" data-testid="detail-registered">
                {waitlisted ? t('camps.detail.onWaitingList') : t('camps.detail.registered')}
              </Badge>
            )}
            <Heading as="h1" size="3xl" lineHeight="1.2">
              {camp.CampName}
            </Heading>
            {open && <SeatsLeft camp={camp} />}
          </Stack>
          <Grid as="dl" templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap={4}>
            <Fact icon={<FiDollarSign />} label={t('camps.detail.fees')} value={formatFee(camp.CampFees)} />
            <Fact icon={<FiCalendar />} label={t('camps.detail.dateTime')} value={formatDateTime(camp.DateTime, campTimeZone(camp))} />
            <Fact icon={<FiMapPin />} label={t('camps.detail.location')} value={camp.Location} />
            <Fact icon={<FiUser />} label={t('camps.detail.professional')} value={camp.HealthcareProfessional} />
            <Fact icon={<FiUsers />} label={t('camps.detail.participants')} value={formatCount(participants)} />
          </Grid>
          <Stack gap={2}>
            <Button
              colorPalette="brand"
              size="lg"
              onClick={() => join()}
              disabled={!open || registered || organizer}
              data-testid="join-camp"
              aria-haspopup="dialog"
            >
              {registered ? t('camps.detail.alreadyRegistered') : full ? t('camps.detail.joinWaitingList') : t('camps.detail.join')}
            </Button>
            {open && !organizer && (
              // A child, an elder: each gets a registration, health details and a ticket of their own.
              <Button
                ref={someoneElseButton}
                variant="outline"
                colorPalette="brand"
                onClick={() => join(true)}
                data-testid="join-for-someone"
                aria-haspopup="dialog"
              >
                {t('camps.detail.registerSomeoneElse')}
              </Button>
            )}
            {open && (
              <AddToCalendarButton
                camp={{ campId: camp._id, CampName: camp.CampName, DateTime: camp.DateTime, Location: camp.Location, HealthcareProfessional: camp.HealthcareProfessional, TimeZone: camp.TimeZone ?? null }}
              />
            )}
            {camp.cancelledAt ? (
              <Text color="fg.error" fontSize="sm" data-testid="cancellation-notice">
                {camp.cancellationReason
                  ? t('camps.detail.cancelledWithReason', { reason: camp.cancellationReason })
                  : t('camps.detail.cancelledNoReason')}
              </Text>
            ) : (
              !open && <Text color="fg.muted" fontSize="sm">{t('camps.detail.past')}</Text>
            )}
            {open && organizer && <Text color="fg.muted" fontSize="sm">{t('camps.detail.organizerCannotJoin')}</Text>}
            {registered && (
              <Text color="fg.muted" fontSize="sm">
                {t('camps.detail.dashboardBefore')}{' '}
                <RouterLink ref={dashboardLink} to="/dashboard/userRegisteredCamps" style={{ textDecoration: 'underline' }}>
                  {t('camps.detail.dashboardLink')}
                </RouterLink>
                {t('camps.detail.dashboardAfter')}
              </Text>
            )}
          </Stack>
        </Stack>
      </Grid>
      <Stack as="section" aria-labelledby="about-camp" gap={3} mt={12} maxW="75ch">
        <Heading as="h2" id="about-camp" size="xl">
          {t('camps.detail.about')}
        </Heading>
        {camp.Description.split(/\n{2,}/).map((paragraph, i) => (
          <Text key={i} lineHeight="tall">
            {paragraph}
          </Text>
        ))}
      </Stack>

      <LoginFirstDialog
        open={askLogin}
        onClose={() => setAskLogin(false)}
        onConfirm={() => navigate('/login', { state: { from: location.pathname } satisfies FromState })}
      />
      {session.user && (registering || registrationOpened) && (
        <Suspense fallback={null}>
          <RegistrationModal
            open={registering}
            onClose={() => setRegistering(false)}
            camp={camp}
            campId={camp._id}
            user={session.user}
            finalFocus={() => (forSomeoneElse ? someoneElseButton.current : registered ? dashboardLink.current : null)}
            forSomeoneElse={forSomeoneElse}
            selfRegistered={registered}
          />
        </Suspense>
      )}
    </Box>
  );
}
