/** The registrations of the camps the organizer runs (an admin: every camp's, with an organizer filter): search, sort and paging; Details (health details, logged), Confirm and Delete. */
import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { confirmationShown, type RegistrationWithId } from '@campcare/domain';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useConfirmRegistration } from '../api/confirmRegistration.ts';
import { useDeleteRegistration } from '../api/deleteRegistration.ts';
import { useOrganizerRegistrations } from '../api/organizerRegistrations.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmailAddress } from '../../../components/EmailAddress.tsx';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import { ListToolbar } from '../../../components/table/ListToolbar.tsx';
import { TablePager } from '../../../components/table/TablePager.tsx';
import { StatusBadge } from '../../../components/table/TableStates.tsx';
import { formatFee } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { listingParams, stepBackAfterRemoval, useListControls } from '../../../components/table/useListControls.ts';
import { OrganizerRegistrationActions } from '../organizer/OrganizerRegistrationActions.tsx';
import { useOrganizerFilter } from '../../../components/table/OrganizerFilter.tsx';
import { useSession } from '../../auth/index.ts';
import { HealthDetailsButton } from '../../privacy/index.ts';
import { busyRowOf, useRowAction } from '../../../lib/useRowAction.ts';

/** The sort orders, with their labels' catalog keys. */
const SORT_OPTIONS = [
  { value: '', labelKey: 'organizer.sort.newest' },
  { value: 'CampFees', labelKey: 'organizer.sort.fees' },
  { value: 'alphabetical', labelKey: 'organizer.sort.alphabetical' },
];

type Pending = { kind: 'confirm' | 'delete'; registration: RegistrationWithId };

export function ManageRegistrations() {
  return <RegistrationsTable />;
}

function RegistrationsTable() {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const { organizer, filter } = useOrganizerFilter(isAdmin);
  // The API keeps an organizer to the camps they run; the filter narrows an admin's view.
  const controls = useListControls();
  const registrations = useOrganizerRegistrations({ ...listingParams(controls), organizer });
  const rows = registrations.data?.rows ?? [];
  const confirm = useRowAction(useConfirmRegistration(), (registrationId) => registrationId);
  const remove = useRowAction(useDeleteRegistration(), (registrationId) => registrationId);
  const busyId = busyRowOf(confirm, remove);
  const [pending, setPending] = useState<Pending | null>(null);

  const columns: DataTableColumn<RegistrationWithId>[] = [
    { label: t('organizer.registrations.columnCamp'), cell: (r) => r.CampName },
    { label: t('organizer.registrations.columnFees'), end: true, cell: (r) => formatFee(r.CampFees) },
    {
      label: t('organizer.registrations.columnParticipant'),
      card: 'title',
      cell: (r) => (
        <>
          <Text>{r.ParticipantName}</Text>
          <EmailAddress address={r.ParticipantEmail} fontSize="xs" color="fg.muted" fontWeight="normal" />
        </>
      ),
    },
    { label: t('organizer.registrations.columnPayment'), cell: (r) => <StatusBadge value={r.PaymentStatus} /> },
    { label: t('organizer.registrations.columnConfirmation'), cell: (r) => <StatusBadge value={confirmationShown(r)} /> },
    {
      label: t('organizer.registrations.columnActions'),
      card: 'actions',
      cell: (r) => (
        <HStack gap="2" wrap="wrap">
          <HealthDetailsButton registrationId={r._id} participantName={r.ParticipantName} />
          <OrganizerRegistrationActions
            registration={r}
            busy={busyId === r._id}
            onConfirm={() => setPending({ kind: 'confirm', registration: r })}
            onDelete={() => setPending({ kind: 'delete', registration: r })}
          />
        </HStack>
      ),
    },
  ];

  async function run({ kind, registration }: Pending) {
    try {
      if (kind === 'confirm') {
        await confirm.run(registration._id);
        toast.success(t('organizer.registrations.confirmed', { name: registration.ParticipantName }));
      } else {
        await remove.run(registration._id);
        toast.success(t('organizer.registrations.deleted', { name: registration.ParticipantName }));
        stepBackAfterRemoval(controls, rows.length);
      }
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setPending(null);
    }
  }

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        {t('organizer.registrations.title')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('organizer.registrations.intro')}
      </Text>
      {filter}
      <ListToolbar
        controls={controls}
        sortOptions={SORT_OPTIONS.map(({ value, labelKey }) => ({ value, label: t(labelKey) }))}
        searchLabel={t('organizer.registrations.search')}
      />
      <DataTable
        label={t('organizer.registrations.title')}
        minW="680px"
        columns={columns}
        rows={rows}
        rowKey={(r) => r._id}
        rowTestId={(r) => `org-registration-${r._id}`}
        loading={registrations.isFetching}
        error={registrations.error ? apiErrorMessage(registrations.error) : null}
        emptyText={t(controls.search ? 'organizer.registrations.noMatch' : 'organizer.registrations.none')}
      />
      <TablePager controls={controls} total={registrations.data?.total ?? 0} summaryKey="organizer.registrations.summary" loading={registrations.isFetching} />
      <ConfirmDialog
        open={!!pending}
        title={t(pending?.kind === 'confirm' ? 'organizer.registrations.confirmTitle' : 'organizer.registrations.deleteTitle')}
        message={
          pending
            ? t(pending.kind === 'confirm' ? 'organizer.registrations.confirmMessage' : 'organizer.registrations.deleteMessage', {
                name: pending.registration.ParticipantName,
                camp: pending.registration.CampName,
              })
            : ''
        }
        confirmLabel={t(pending?.kind === 'confirm' ? 'organizer.registrations.confirmYes' : 'organizer.registrations.deleteYes')}
        destructive={pending?.kind === 'delete'}
        busy={!!pending && busyId === pending.registration._id}
        onConfirm={() => pending && void run(pending)}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}
