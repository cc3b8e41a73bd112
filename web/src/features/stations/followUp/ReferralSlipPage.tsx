/**
 * A referral's printable slip (`/dashboard/referrals/:referralId/slip`): the
 * facility to go to, the reason and its urgency, the date to go by, and a QR
 * code with the referral's code (the letters beneath it too), for the
 * participant to carry. It is printed in the language the page shows, so the
 * clinician first picks the participant's. On paper (A4 or Letter) only the
 * slip is printed, none of the app around it. The person referred may open
 * their own; the camp's organizers and clinicians any of the camp's (read
 * logged); the server decides. The camp's staff may dismiss an open one
 * from here, with a note (not printed: the bar above the slip).
 */
import { Badge, Box, Button, Heading, HStack, Image, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { followUpState } from '@campcare/domain/clinical';
import { Global } from '@emotion/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { formatDate } from '../../../lib/format.ts';
import { currentLanguage, LANGUAGES, switchLanguage, useTranslation, type Language } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useQrImage } from '../../../lib/useQrImage.ts';
import { authIfLoaded } from '../../../lib/authLazy.ts';
import { useDismissReferral, useReferral } from '../api/referrals.ts';
import { capitalized, URGENCY_KEYS } from '../referralNames.ts';
import { REASON_KEYS } from '../reasonKeys.ts';
import { STATE_KEYS } from '../referralNames.ts';
import { DismissReferralDialog } from './ReferralDialogs.tsx';

/**
 * On paper only the slip, from the page's top-left corner, in a width that
 * fits A4 and Letter alike. What is not the slip nor holds it takes no room
 * (hidden, the page's frame would still fill a second sheet). Through Emotion (the CSSOM), as the site's
 * Content-Security-Policy allows no `<style>` text it does not know.
 */
const PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  body * { visibility: hidden !important; }
  body *:not(:has([data-print-slip])):not([data-print-slip]):not([data-print-slip] *) { display: none !important; }
  html, body, *:has([data-print-slip]) { min-height: 0 !important; height: auto !important; margin: 0 !important; padding: 0 !important; }
  [data-print-slip], [data-print-slip] * { visibility: visible !important; }
  [data-print-slip] { position: absolute; left: 0; top: 0; width: 100%; max-width: 180mm; border: none !important; box-shadow: none !important; }
  [data-print-hide] { display: none !important; }
}`;

export function ReferralSlipPage() {
  const { referralId = '' } = useParams();
  const { t } = useTranslation();
  const detail = useReferral(referralId);
  const qr = useQrImage(detail.data?.referral.code ?? referralId);
  const [switching, setSwitching] = useState(false);
  const dismissal = useDismissReferral(detail.data?.referral.campId ?? '');
  const [dismissing, setDismissing] = useState(false);

  async function printIn(language: Language) {
    setSwitching(true);
    try {
      // Not remembered: the slip's language is the participant's, not this device's choice.
      await switchLanguage(language, { remember: false });
    } catch {
      toast.error(t('language.loadFailed'));
    } finally {
      setSwitching(false);
    }
  }

  if (detail.isPending) return <Spinner size="lg" aria-label={t('stations.slip.loading')} />;
  if (detail.isError)
    return (
      <Text color="fg.error" role="alert">
        {apiErrorMessage(detail.error)}
      </Text>
    );
  const { referral, participantName, CampName, facility } = detail.data;
  const urgent = referral.urgency === 'urgent';
  // The person referred reads their own slip; only the camp's staff (whom the server checks) decide on it.
  const isStaffView = referral.personUid !== authIfLoaded()?.currentUser?.uid;

  async function dismiss(note: string) {
    await dismissal.mutateAsync({ referralId: referral._id, note });
    setDismissing(false);
    toast.success(t('stations.referral.dismissed', { name: participantName }));
  }
  return (
    <Stack gap="4">
      <Global styles={PRINT_CSS} />
      <Stack data-print-hide="" gap="3">
        <Text color="fg.muted">{t('stations.slip.intro')}</Text>
        <HStack wrap="wrap" gap="2" role="group" aria-label={t('stations.slip.language')}>
          <Text fontSize="sm" fontWeight="medium">
            {t('stations.slip.language')}
          </Text>
          {LANGUAGES.map((language) => (
            <Button
              key={language.code}
              size="sm"
              variant={currentLanguage() === language.code ? 'solid' : 'outline'}
              aria-pressed={currentLanguage() === language.code}
              lang={language.code}
              disabled={switching}
              onClick={() => void printIn(language.code)}
            >
              {language.name}
            </Button>
          ))}
          <Button colorPalette="blue" size="sm" onClick={() => window.print()} ms={{ sm: 'auto' }}>
            {t('stations.slip.print')}
          </Button>
        </HStack>
        {isStaffView && (
          <HStack wrap="wrap" gap="2">
            <Badge data-testid="slip-status">{t(STATE_KEYS[followUpState(referral, new Date())])}</Badge>
            {referral.status === 'open' && (
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDismissing(true)} aria-label={t('stations.referral.dismissFor', { name: participantName })}>
                {t('stations.referral.dismiss')}
              </Button>
            )}
          </HStack>
        )}
        {dismissing && (
          <DismissReferralDialog personName={participantName} reason={referral.reason} busy={dismissal.isPending} onSubmit={dismiss} onClose={() => setDismissing(false)} />
        )}
      </Stack>

      <Box as="article" data-print-slip="" data-testid="referral-slip" borderWidth="1px" rounded="md" p={{ base: '4', md: '8' }} maxW="2xl" bg="bg" aria-labelledby="slip-title">
        <HStack justify="space-between" align="start" gap="4" wrap="wrap">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {CampName}
            </Text>
            <Heading as="h1" id="slip-title" size="xl">
              {t('stations.slip.title')}
            </Heading>
            <Text fontSize="lg" mt="1" data-testid="slip-person">
              {participantName}
            </Text>
          </Box>
          <Box textAlign="center">
            {qr ? (
              <Image src={qr} alt={t('stations.slip.qrAlt', { code: referral.code })} boxSize="140px" mx="auto" data-testid="slip-qr" />
            ) : (
              <Spinner size="lg" aria-label={t('stations.slip.drawing')} my="10" />
            )}
            <Text fontFamily="mono" fontSize="md" letterSpacing="wide" data-testid="slip-code">
              {referral.code}
            </Text>
          </Box>
        </HStack>
        <Separator my="4" />
        <Stack gap="3">
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t('stations.slip.reason')}
            </Text>
            <HStack gap="2" wrap="wrap">
              <Text fontSize="lg" fontWeight="semibold" data-testid="slip-reason">
                {capitalized(t(REASON_KEYS[referral.reason]))}
              </Text>
              <Badge colorPalette={urgent ? 'red' : 'gray'} size="lg" borderWidth={urgent ? '1px' : undefined}>
                {t(URGENCY_KEYS[referral.urgency])}
              </Badge>
            </HStack>
            {referral.note && <Text mt="1">{referral.note}</Text>}
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t('stations.slip.goBy')}
            </Text>
            <Text fontSize="lg" fontWeight="semibold" data-testid="slip-due">
              {formatDate(referral.dueAt)}
            </Text>
            <Text fontSize="sm">{t(urgent ? 'stations.slip.urgentAdvice' : 'stations.slip.routineAdvice')}</Text>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">
              {t('stations.slip.facility')}
            </Text>
            {facility ? (
              <Box data-testid="slip-facility">
                <Text fontWeight="semibold">{facility.name}</Text>
                <Text whiteSpace="pre-line">{facility.address}</Text>
                <Text>{facility.phone}</Text>
              </Box>
            ) : (
              <Text data-testid="slip-facility">{t('stations.slip.noFacility')}</Text>
            )}
          </Box>
        </Stack>
        <Separator my="4" />
        <Text fontSize="sm" color="fg.muted">
          {t('stations.slip.footer')}
        </Text>
      </Box>
    </Stack>
  );
}
