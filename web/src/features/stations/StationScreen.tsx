/**
 * One station at work (`/dashboard/stations/:campId/:stationId`): its queue,
 * calling the next person, recording their results, and passing them on to
 * the next station (or skipping them), and referring them by hand when no
 * rule did. Results recorded with no network stay on the device and are sent
 * when it is back (useStationDevice); a referral by hand needs the network.
 */
import { Badge, Box, Button, Card, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { QueueEntry } from '@campcare/domain';
import { ruleReferralId, type MeasurementInput } from '@campcare/domain/clinical';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatCount, formatTimeOfDay } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/toast.ts';
import { useAddReferral, useCampFacility } from './api/referrals.ts';
import { useCallNext, usePassOn, useStationQueue } from './api/stationQueue.ts';
import { AddReferralDialog, type ReferralChoice } from './followUp/ReferralDialogs.tsx';
import { ResultForm } from './ResultForm.tsx';
import { referralSlipPath } from './followUp/paths.ts';
import { REASON_KEYS } from './reasonKeys.ts';
import { RESULT_KIND_KEYS } from './resultForm.ts';
import { stationName } from './stationNames.ts';
import { stationsPath } from './StationsPage.tsx';
import { useStationDevice } from './useStationDevice.ts';

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function StationScreen() {
  const { campId = '', stationId = '' } = useParams();
  const { t } = useTranslation();
  const queue = useStationQueue(campId, stationId);
  const callNext = useCallNext(campId, stationId);
  const passOn = usePassOn(campId, stationId);
  const device = useStationDevice(campId);
  const facility = useCampFacility(campId);
  const addReferral = useAddReferral(campId);
  const [referring, setReferring] = useState<QueueEntry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The slips of the referrals the last result made, to print while the person is still here.
  const [slips, setSlips] = useState<{ referralId: string; label: string }[]>([]);

  if (queue.isPending) return <Spinner size="lg" aria-label={t('stations.screen.loading')} />;
  // With no network after a reload the queue cannot be read, but what this device keeps is still shown and sent once it can be.
  if (queue.isError && !queue.data)
    return (
      <Stack gap="3">
        <BackLink campId={campId} />
        {!device.online && <Text role="status">{t('stations.screen.offline')}</Text>}
        <PendingResults device={device} />
        <Text color="fg.error" role="alert">
          {apiErrorMessage(queue.error)}
        </Text>
      </Stack>
    );
  const { station, queue: entries } = queue.data;
  const called = entries.filter((e) => e.status === 'called');
  const waiting = entries.filter((e) => e.status === 'waiting');
  const name = stationName(station, t);

  async function call() {
    setNotice(null);
    setSlips([]);
    try {
      await callNext.mutateAsync(undefined);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  }

  async function pass(entry: QueueEntry, status: 'done' | 'skipped') {
    try {
      const answer = await passOn.mutateAsync({ registrationId: entry.registrationId, status });
      setNotice(
        answer.next
          ? t('stations.screen.passedTo', { name: entry.ParticipantName, station: answer.next.name })
          : t('stations.screen.passedLast', { name: entry.ParticipantName }),
      );
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  }

  async function record(entry: QueueEntry, measurement: MeasurementInput) {
    const what = `${t(RESULT_KIND_KEYS[measurement.kind])} · ${entry.ParticipantName}`;
    const resultId = crypto.randomUUID();
    setSlips([]);
    try {
      const outcome = await device.record(stationId, entry.ParticipantName, {
        resultId,
        registrationId: entry.registrationId,
        measurement,
        deviceRecordedAt: new Date().toISOString(),
      });
      if (outcome.kind === 'kept') return setNotice(t('stations.screen.savedOffline', { what }));
      // A rule's referral is named after the result and its reason, so its slip can be opened without another read.
      setSlips(outcome.answer.referrals.map((r) => ({ referralId: ruleReferralId(resultId, r.reason), label: t('stations.screen.slipFor', { reason: t(REASON_KEYS[r.reason]), name: entry.ParticipantName }) })));
      const reasons = outcome.answer.referrals.map((r) => `${t(REASON_KEYS[r.reason])}${r.urgency === 'urgent' ? ` (${t('stations.screen.urgent')})` : ''}`);
      setNotice([t('stations.screen.saved', { what }), reasons.length ? t('stations.screen.referred', { reasons: reasons.join(', ') }) : ''].filter(Boolean).join(' '));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  }

  async function refer(entry: QueueEntry, choice: ReferralChoice) {
    const referral = await addReferral.mutateAsync({ registrationId: entry.registrationId, ...choice });
    const reason = t(REASON_KEYS[referral.reason]);
    setReferring(null);
    setNotice(t('stations.referral.added', { name: entry.ParticipantName, reason }));
    // Beside the slips the last result made: the person may be carrying one of each.
    setSlips((shown) => [...shown, { referralId: referral._id, label: t('stations.screen.slipFor', { reason, name: entry.ParticipantName }) }]);
  }

  return (
    <Stack gap="5">
      <Box>
        <BackLink campId={campId} />
        <Heading as="h1" size="xl" mt="2">
          {name}
        </Heading>
      </Box>
      {!device.online && (
        <Text role="status" bg="orange.subtle" p="2" rounded="md">
          {t('stations.screen.offline')}
        </Text>
      )}
      <PendingResults device={device} />
      <Text role="status" aria-live="polite" data-testid="station-notice" minH="6">
        {notice}
      </Text>
      {slips.length > 0 && (
        <HStack wrap="wrap" gap="2">
          {slips.map((slip) => (
            <Button key={slip.referralId} asChild size="sm" variant="outline" colorPalette="blue">
              <Link to={referralSlipPath(slip.referralId)}>{slip.label}</Link>
            </Button>
          ))}
        </HStack>
      )}

      {called.map((entry) => (
        <Card.Root key={entry.registrationId} data-testid="being-seen">
          <Card.Header>
            <HStack justify="space-between" wrap="wrap">
              <Heading as="h2" size="md">
                {entry.ParticipantName}
              </Heading>
              <Badge colorPalette="green">{t('stations.screen.beingSeen')}</Badge>
            </HStack>
          </Card.Header>
          <Card.Body>
            <ResultForm stationKind={station.kind} personName={entry.ParticipantName} onRecord={(m) => record(entry, m)} />
          </Card.Body>
          <Card.Footer>
            <HStack wrap="wrap" gap="2">
              <Button colorPalette="green" onClick={() => void pass(entry, 'done')} loading={passOn.isPending && passOn.variables?.registrationId === entry.registrationId}>
                {t('stations.screen.passOn')}
              </Button>
              <Button variant="outline" onClick={() => void pass(entry, 'skipped')} disabled={passOn.isPending}>
                {t('stations.screen.skip')}
              </Button>
              <Button variant="outline" colorPalette="orange" onClick={() => setReferring(entry)} aria-label={t('stations.referral.addFor', { name: entry.ParticipantName })}>
                {t('stations.referral.add')}
              </Button>
            </HStack>
          </Card.Footer>
        </Card.Root>
      ))}

      <Box as="section" aria-labelledby="station-queue">
        <HStack justify="space-between" mb="2" wrap="wrap" gap="2">
          <Heading as="h2" id="station-queue" size="md">
            {t('stations.screen.queue')} ({formatCount(waiting.length)})
          </Heading>
          <Button colorPalette="blue" onClick={() => void call()} loading={callNext.isPending} disabled={waiting.length === 0}>
            {t('stations.screen.callNext')}
          </Button>
        </HStack>
        {waiting.length === 0 ? (
          <Text color="fg.muted">{t('stations.screen.nobody')}</Text>
        ) : (
          <Stack as="ol" gap="1" listStyleType="none" data-testid="waiting-list">
            {waiting.map((entry) => (
              <HStack as="li" key={entry.registrationId} justify="space-between" borderBottomWidth="1px" py="2">
                <Text>{entry.ParticipantName}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('stations.screen.waitingSince', { time: formatTimeOfDay(entry.enqueuedAt, localZone()) })}
                </Text>
              </HStack>
            ))}
          </Stack>
        )}
      </Box>
      {referring && (
        <AddReferralDialog
          personName={referring.ParticipantName}
          facility={facility.isPending ? undefined : (facility.data ?? null)}
          busy={addReferral.isPending}
          onSubmit={(choice) => refer(referring, choice)}
          onClose={() => setReferring(null)}
        />
      )}
    </Stack>
  );
}

/** This device's results still to be sent, and those the server refused. */
function PendingResults({ device }: { device: ReturnType<typeof useStationDevice> }) {
  const { t } = useTranslation();
  return (
    <>
      {device.pending.length > 0 && (
        <Text role="status" data-testid="station-pending">
          {t('stations.screen.pending', { count: formatCount(device.pending.length) })}
          {device.syncing ? ` · ${t('stations.screen.sending')}` : ''}
        </Text>
      )}
      {device.refused.map((r, i) => (
        <Text key={i} color="fg.error" role="alert">
          {r.label}: {apiErrorMessage(r.error)}
        </Text>
      ))}
    </>
  );
}

function BackLink({ campId }: { campId: string }) {
  const { t } = useTranslation();
  return (
    <Link to={stationsPath(campId)}>
      <Text as="span" color="blue.fg" textDecoration="underline">
        ← {t('stations.screen.back')}
      </Text>
    </Link>
  );
}
