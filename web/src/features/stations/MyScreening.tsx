/**
 * A participant's own screening on their dashboard: the referrals the camps
 * made for them or the people they registered (why, how urgently, where to
 * go and by when, how the follow-up ended, the slip to print) and every
 * result recorded at a station, newest first. Nothing shows until a camp has
 * recorded something.
 */
import { Badge, Box, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ScreeningResult } from '@campcare/domain/clinical';
import { Link } from 'react-router-dom';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatCount, formatDate, formatDateTime, formatDecimal } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useOwnReferrals, useOwnResults } from './api/mine.ts';
import { referralSlipPath } from './followUp/paths.ts';
import { REASON_KEYS } from './reasonKeys.ts';
import { capitalized, OUTCOME_KEYS, URGENCY_KEYS } from './referralNames.ts';
import { RESULT_KIND_KEYS } from './resultForm.ts';

type Translate = ReturnType<typeof useTranslation>['t'];

/** A result's values as read aloud: "150/95 mmHg", "BMI 24.2 (70 kg, 170 cm)". */
function resultValue(result: ScreeningResult, t: Translate): string {
  const v = result.values as Record<string, number & { sixMetre?: number }>;
  switch (result.kind) {
    case 'bloodPressure':
      return t('stations.mine.bloodPressure', { systolic: formatCount(v.systolic!), diastolic: formatCount(v.diastolic!) });
    case 'pulse':
      return t('stations.mine.pulse', { bpm: formatCount(v.bpm!) });
    case 'temperature':
      return t('stations.mine.temperature', { celsius: formatDecimal(v.celsius!) });
    case 'spo2':
      return t('stations.mine.spo2', { percent: formatCount(v.percent!) });
    case 'weightHeight':
      return t('stations.mine.bmi', { bmi: formatDecimal(v.bmi!), kg: formatDecimal(v.weightKg!), cm: formatCount(v.heightCm!) });
    case 'glucose':
      return t(v.fasting ? 'stations.mine.glucoseFasting' : 'stations.mine.glucose', { value: formatCount(v.mgPerDl!) });
    case 'visualAcuity':
      return t('stations.mine.vision', { right: formatCount(v.right!.sixMetre!), left: formatCount(v.left!.sixMetre!) });
    default:
      return '';
  }
}

export function MyScreening() {
  const { t } = useTranslation();
  const results = useOwnResults();
  const referrals = useOwnReferrals();
  const error = results.error ?? referrals.error;
  if (error)
    return (
      <Text color="fg.error" role="alert" mb="4">
        {apiErrorMessage(error)}
      </Text>
    );
  if (!results.data || !referrals.data || (results.data.length === 0 && referrals.data.length === 0)) return null;
  return (
    <Box as="section" aria-labelledby="my-screening" mb="6" data-testid="my-screening">
      <Heading as="h2" id="my-screening" size="lg" mb="1">
        {t('stations.mine.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('stations.mine.intro')}
      </Text>
      {referrals.data.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mb="5">
          {referrals.data.map((r) => (
            <Card.Root key={r._id} size="sm" data-testid={`my-referral-${r._id}`}>
              <Card.Body>
                <Stack gap="1">
                  <HStack gap="2" wrap="wrap">
                    <Text fontWeight="semibold">{capitalized(t(REASON_KEYS[r.reason]))}</Text>
                    <Badge colorPalette={r.urgency === 'urgent' ? 'red' : 'gray'}>{t(URGENCY_KEYS[r.urgency])}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {r.participantName} · {r.CampName}
                  </Text>
                  <Text>
                    {r.status === 'closed' && r.outcome
                      ? t('stations.mine.closed', { outcome: t(OUTCOME_KEYS[r.outcome]) })
                      : t('stations.mine.goBy', { date: formatDate(r.dueAt), facility: r.facility?.name ?? t('stations.mine.noFacility') })}
                  </Text>
                  {r.facility && r.status === 'open' && (
                    <Text fontSize="sm">
                      {r.facility.address} · {r.facility.phone}
                    </Text>
                  )}
                  <Box>
                    <Button asChild size="xs" variant="outline" mt="1">
                      <Link to={referralSlipPath(r._id)} aria-label={t('stations.mine.slipFor', { reason: t(REASON_KEYS[r.reason]) })}>
                        {t('stations.mine.slip')}
                      </Link>
                    </Button>
                  </Box>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
      {results.data.length > 0 && (
        <Box borderWidth="1px" rounded="md" p="3">
          <Heading as="h3" size="sm" mb="2">
            {t('stations.mine.results')}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="0" data-testid="my-results">
            {results.data.map((r) => (
              <Box as="li" key={r._id} py="2" borderTopWidth={{ base: '1px' }} _first={{ borderTopWidth: '0' }}>
                <Text>
                  <Text as="span" fontWeight="semibold">
                    {t(RESULT_KIND_KEYS[r.kind])}
                  </Text>
                  {r.kind !== 'note' && `: ${resultValue(r, t)}`}
                </Text>
                {r.note && <Text fontSize="sm">{r.note}</Text>}
                <Text fontSize="xs" color="fg.muted">
                  {formatDateTime(r.recordedAt)} · {r.participantName} · {r.CampName}
                </Text>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
