/**
 * A camp's follow-up list (`/dashboard/followUp/:campId`), for its
 * organizers and clinicians after the camp: every referral with who it is
 * and their phone, why and how urgently, when it is due (overdue ones
 * marked), the tries at reaching them and what the follow-up found. Each
 * row logs a contact attempt, records the outcome that closes it, or
 * dismisses it with a note (a clinician's call), and opens the referral's slip. The server decides who may read it (403 for
 * anyone else) and logs the read.
 */
import { Badge, Box, Button, Field, Heading, HStack, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { followUpState, REFERRAL_URGENCIES, type FollowUpState, type ReferralUrgency } from '@campcare/domain/clinical';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import { StatCard } from '../../../components/StatCard.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { formatCount, formatDate, formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast.ts';
import { busyRowOf, useRowAction } from '../../../lib/useRowAction.ts';
import { useCampFacility, useDismissReferral, useFollowUpList, useLogAttempt, useRecordOutcome, type FollowUpRow } from '../api/referrals.ts';
import { capitalized, OUTCOME_KEYS, STATE_KEYS, URGENCY_KEYS } from '../referralNames.ts';
import { REASON_KEYS } from '../reasonKeys.ts';
import { stationsPath } from '../StationsPage.tsx';
import { ChoiceSelect } from './ChoiceSelect.tsx';
import { FollowUpDialog, type FollowUpWrite } from './FollowUpDialog.tsx';
import { referralSlipPath } from './paths.ts';
import { DismissReferralDialog } from './ReferralDialogs.tsx';

/** Which referrals the list shows: the open ones (due or overdue) unless asked otherwise. */
type Showing = 'open' | FollowUpState | 'all';
const SHOWING_KEYS: Record<Showing, string> = {
  open: 'stations.followUp.showing.open',
  overdue: 'stations.followUp.showing.overdue',
  due: 'stations.followUp.showing.due',
  closed: 'stations.followUp.showing.closed',
  dismissed: 'stations.followUp.showing.dismissed',
  all: 'stations.followUp.showing.all',
};

const STATE_COLORS: Record<FollowUpState, string> = { overdue: 'red', due: 'blue', closed: 'green', dismissed: 'gray' };

const shown = (state: FollowUpState, showing: Showing) =>
  showing === 'all' || state === showing || (showing === 'open' && (state === 'due' || state === 'overdue'));

export function FollowUpPage() {
  const { campId = '' } = useParams();
  const { t } = useTranslation();
  const list = useFollowUpList(campId);
  const facility = useCampFacility(campId);
  const attempt = useRowAction(useLogAttempt(campId), (v) => v.referralId);
  const outcome = useRowAction(useRecordOutcome(campId), (v) => v.referralId);
  const dismissal = useRowAction(useDismissReferral(campId), (v) => v.referralId);
  const busyId = busyRowOf(attempt, outcome, dismissal);
  const [showing, setShowing] = useState<Showing>('open');
  const [urgency, setUrgency] = useState<ReferralUrgency | ''>('');
  const [open, setOpen] = useState<{ kind: 'attempt' | 'outcome' | 'dismiss'; row: FollowUpRow } | null>(null);

  const now = new Date();
  const all = (list.data?.rows ?? []).map((row) => ({ ...row, state: followUpState(row.referral, now) }));
  const counts = { overdue: 0, due: 0, closed: 0, dismissed: 0 } satisfies Record<FollowUpState, number>;
  for (const row of all) counts[row.state] += 1;
  // Urgent ones first, then by due date (the server's order), so the most pressing call is at the top.
  const rows = all
    .filter((row) => shown(row.state, showing) && (!urgency || row.referral.urgency === urgency))
    .sort((a, b) => (a.referral.urgency === b.referral.urgency ? 0 : a.referral.urgency === 'urgent' ? -1 : 1));

  async function save(row: FollowUpRow, write: FollowUpWrite) {
    const referralId = row.referral._id;
    if (write.kind === 'attempt') {
      await attempt.run({ referralId, channel: write.channel, reached: write.reached, note: write.note });
      toast.success(t('stations.followUp.attemptLogged', { name: row.participantName }));
    } else {
      await outcome.run({ referralId, outcome: write.outcome, note: write.note });
      toast.success(t('stations.followUp.outcomeSaved', { name: row.participantName, outcome: t(OUTCOME_KEYS[write.outcome]) }));
    }
    setOpen(null);
  }

  async function dismiss(row: FollowUpRow, note: string) {
    await dismissal.run({ referralId: row.referral._id, note });
    toast.success(t('stations.referral.dismissed', { name: row.participantName }));
    setOpen(null);
  }

  const columns: DataTableColumn<(typeof all)[number]>[] = [
    {
      label: t('stations.followUp.person'),
      card: 'title',
      cell: (row) => (
        <>
          <Text>{row.participantName}</Text>
          {row.phoneNumber ? (
            <ChakraLink href={`tel:${row.phoneNumber}`} fontSize="sm" fontWeight="normal" color="blue.fg">
              {row.phoneNumber}
            </ChakraLink>
          ) : (
            <Text fontSize="sm" fontWeight="normal" color="fg.muted">
              {t('stations.followUp.noPhone')}
            </Text>
          )}
        </>
      ),
    },
    {
      label: t('stations.followUp.reason'),
      cell: (row) => (
        <Stack gap="1" align="start">
          <Text>{capitalized(t(REASON_KEYS[row.referral.reason]))}</Text>
          <Badge colorPalette={row.referral.urgency === 'urgent' ? 'red' : 'gray'} variant="subtle">
            {t(URGENCY_KEYS[row.referral.urgency])}
          </Badge>
          {row.referral.note && (
            <Text fontSize="xs" color="fg.muted">
              {row.referral.note}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      label: t('stations.followUp.due'),
      cell: (row) => (
        <Stack gap="1" align="start">
          <Text>{formatDate(row.referral.dueAt)}</Text>
          <Badge colorPalette={STATE_COLORS[row.state]} data-testid="follow-up-state">
            {t(STATE_KEYS[row.state])}
          </Badge>
        </Stack>
      ),
    },
    {
      label: t('stations.followUp.attempts'),
      cell: (row) => (
        <Text data-testid="follow-up-attempts">
          {row.attempts === 0
            ? t('stations.followUp.noAttempts')
            : t('stations.followUp.attemptsSoFar', { count: formatCount(row.attempts), n: row.attempts, last: formatDateTime(row.lastAttemptAt ?? '') })}
        </Text>
      ),
    },
    {
      label: t('stations.followUp.outcomeLabel'),
      cell: (row) => (
        <Text data-testid="follow-up-outcome">
          {row.referral.outcome ? t(OUTCOME_KEYS[row.referral.outcome]) : '—'}
        </Text>
      ),
    },
    {
      label: t('stations.followUp.actions'),
      card: 'actions',
      cell: (row) => {
        const isOpen = row.referral.status === 'open';
        const label = { name: row.participantName };
        return (
          <HStack gap="2" wrap="wrap">
            {isOpen && (
              <Button size="xs" variant="outline" disabled={busyId === row.referral._id} aria-label={t('stations.followUp.logAttemptFor', label)} onClick={() => setOpen({ kind: 'attempt', row })}>
                {t('stations.followUp.logAttempt')}
              </Button>
            )}
            {isOpen && (
              <Button size="xs" colorPalette="blue" disabled={busyId === row.referral._id} aria-label={t('stations.followUp.outcomeFor', label)} onClick={() => setOpen({ kind: 'outcome', row })}>
                {t('stations.followUp.recordOutcome')}
              </Button>
            )}
            {isOpen && (
              <Button size="xs" variant="outline" colorPalette="red" disabled={busyId === row.referral._id} aria-label={t('stations.referral.dismissFor', label)} onClick={() => setOpen({ kind: 'dismiss', row })}>
                {t('stations.referral.dismiss')}
              </Button>
            )}
            <Button asChild size="xs" variant="ghost">
              <Link to={referralSlipPath(row.referral._id)} aria-label={t('stations.followUp.slipFor', label)}>
                {t('stations.followUp.slip')}
              </Link>
            </Button>
          </HStack>
        );
      },
    },
  ];

  return (
    <Stack gap="5">
      <Box>
        <Link to={stationsPath(campId)}>
          <Text as="span" color="blue.fg" textDecoration="underline">
            ← {t('stations.screen.back')}
          </Text>
        </Link>
        <Heading as="h1" size="xl" mt="2" mb="1">
          {list.data ? t('stations.followUp.title', { camp: list.data.CampName }) : t('stations.followUp.titlePlain')}
        </Heading>
        <Text color="fg.muted">{t('stations.followUp.intro')}</Text>
        {facility.data && (
          <Text mt="2" data-testid="follow-up-facility">
            {t('stations.followUp.facility', { name: facility.data.name, address: facility.data.address, phone: facility.data.phone })}
          </Text>
        )}
      </Box>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {(['overdue', 'due', 'closed', 'dismissed'] as const).map((state) => (
          <StatCard key={state} label={t(STATE_KEYS[state])} value={formatCount(counts[state])} />
        ))}
      </SimpleGrid>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Field.Root maxW={{ sm: '56' }}>
          <Field.Label>{t('stations.followUp.show')}</Field.Label>
          <ChoiceSelect value={showing} choices={Object.keys(SHOWING_KEYS) as Showing[]} nameOf={(s) => t(SHOWING_KEYS[s])} onChange={setShowing} />
        </Field.Root>
        <Field.Root maxW={{ sm: '56' }}>
          <Field.Label>{t('stations.followUp.urgency')}</Field.Label>
          <ChoiceSelect<ReferralUrgency | ''>
            value={urgency}
            choices={REFERRAL_URGENCIES}
            nameOf={(u) => (u ? t(URGENCY_KEYS[u]) : '')}
            onChange={setUrgency}
            before={<option value="">{t('stations.followUp.anyUrgency')}</option>}
          />
        </Field.Root>
      </Stack>
      <DataTable
        label={t('stations.followUp.tableLabel')}
        minW="860px"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.referral._id}
        rowTestId={(row) => `follow-up-${row.referral._id}`}
        loading={list.isFetching}
        error={list.error ? apiErrorMessage(list.error) : null}
        emptyText={t(all.length === 0 ? 'stations.followUp.none' : 'stations.followUp.noneShown')}
      />
      {open?.kind === 'dismiss' && (
        <DismissReferralDialog
          personName={open.row.participantName}
          reason={open.row.referral.reason}
          busy={busyId === open.row.referral._id}
          onSubmit={(note) => dismiss(open.row, note)}
          onClose={() => setOpen(null)}
        />
      )}
      {open && open.kind !== 'dismiss' && (
        <FollowUpDialog
          kind={open.kind}
          row={open.row}
          busy={busyId === open.row.referral._id}
          onSubmit={(write) => save(open.row, write)}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
