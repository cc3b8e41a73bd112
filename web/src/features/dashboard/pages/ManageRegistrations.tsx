/** The registrations of the camps the organizer runs (an admin: every camp's, with an organizer filter): search, sort and paging; Details (health details, logged), Confirm and Delete. */
import { Box, Heading, HStack, Table, Text } from '@chakra-ui/react';
import type { RegistrationWithId } from '@campcare/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useConfirmRegistration } from '../api/confirmRegistration.ts';
import { useDeleteRegistration } from '../api/deleteRegistration.ts';
import { useOrganizerRegistrations } from '../api/organizerRegistrations.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { ListToolbar } from '../components/ListToolbar.tsx';
import { describeTable, Pager } from '../../../components/Pager.tsx';
import { CampAndFeesCells, StatusCell } from '../components/TableStates.tsx';
import { RequireOrganizer } from '../layout/guards.tsx';
import { errorMessage } from '../lib/errors.ts';
import { listingParams, stepBackAfterRemoval, useListControls } from '../lib/useListControls.ts';
import { OrganizerRegistrationActions } from '../organizer/OrganizerRegistrationActions.tsx';
import { useOrganizerFilter } from '../admin/OrganizerFilter.tsx';
import { useSession } from '../../auth/index.ts';
import { HealthDetailsButton } from '../../privacy/index.ts';

const SORT_OPTIONS = [
  { value: '', label: 'Newest first' },
  { value: 'CampFees', label: 'Camp fees' },
  { value: 'alphabetical', label: 'Alphabetical order' },
];

const COLUMNS = [
  { label: 'Camp' },
  { label: 'Fees', end: true },
  { label: 'Participant' },
  { label: 'Payment' },
  { label: 'Confirmation' },
  { label: 'Actions' },
];

type Pending = { kind: 'confirm' | 'delete'; registration: RegistrationWithId };

export function ManageRegistrations() {
  return (
    <RequireOrganizer>
      <RegistrationsTable />
    </RequireOrganizer>
  );
}

function RegistrationsTable() {
  const { isAdmin } = useSession();
  const { organizer, filter } = useOrganizerFilter(isAdmin);
  // The API keeps an organizer to the camps they run; the filter narrows an admin's view.
  const controls = useListControls();
  const registrations = useOrganizerRegistrations({ ...listingParams(controls), organizer });
  const rows = registrations.data?.rows ?? [];
  const confirmMutation = useConfirmRegistration();
  const deleteMutation = useDeleteRegistration();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run({ kind, registration }: Pending) {
    setBusyId(registration._id);
    try {
      if (kind === 'confirm') {
        await confirmMutation.mutateAsync(registration._id);
        toast.success(`${registration.ParticipantName}'s registration is confirmed.`);
      } else {
        await deleteMutation.mutateAsync(registration._id);
        toast.success(`${registration.ParticipantName}'s registration was deleted.`);
        stepBackAfterRemoval(controls, rows.length);
      }
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusyId(null);
      setPending(null);
    }
  }

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        Registered Camps
      </Heading>
      <Text color="fg.muted" mb="4">
        Confirm a registration once it is paid. Only unpaid, pending registrations can be deleted. Details shows a participant’s
        health details; each opening is recorded in their access log.
      </Text>
      {filter}
      <ListToolbar controls={controls} sortOptions={SORT_OPTIONS} searchLabel="Search by camp or participant" />
      <DataTable
        label="Registered Camps"
        minW="680px"
        columns={COLUMNS}
        loading={registrations.isFetching}
        error={registrations.error ? errorMessage(registrations.error) : null}
        empty={rows.length === 0}
        emptyText={controls.search ? 'No registration matches your search.' : 'No one has registered for your camps yet.'}
      >
        {rows.map((r) => (
          <Table.Row key={r._id} data-testid={`org-registration-${r._id}`}>
            <CampAndFeesCells name={r.CampName} fees={r.CampFees} />
            <Table.Cell>
              <Text>{r.ParticipantName}</Text>
              <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                {r.ParticipantEmail}
              </Text>
            </Table.Cell>
            <StatusCell value={r.PaymentStatus} />
            <StatusCell value={r.ConfirmationStatus} />
            <Table.Cell>
              <HStack gap="2">
                <HealthDetailsButton registrationId={r._id} participantName={r.ParticipantName} />
                <OrganizerRegistrationActions
                registration={r}
                busy={busyId === r._id}
                onConfirm={() => setPending({ kind: 'confirm', registration: r })}
                onDelete={() => setPending({ kind: 'delete', registration: r })}
                />
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <Pager
        page={controls.page}
        limit={controls.limit}
        total={registrations.data?.total ?? 0}
        summary={describeTable(registrations.data?.total ?? 0, 'registration', controls.page, controls.limit, registrations.isFetching)}
        onPage={controls.setPage}
        loading={registrations.isFetching}
      />
      <ConfirmDialog
        open={!!pending}
        title={pending?.kind === 'confirm' ? 'Confirm this registration?' : 'Delete this registration?'}
        message={
          pending
            ? pending.kind === 'confirm'
              ? `Confirm ${pending.registration.ParticipantName}'s paid registration for ${pending.registration.CampName}? It changes from Pending to Confirmed.`
              : `Are you sure you want to delete ${pending.registration.ParticipantName}'s unpaid registration for ${pending.registration.CampName}?`
            : ''
        }
        confirmLabel={pending?.kind === 'confirm' ? 'Yes, confirm' : 'Yes, delete it'}
        destructive={pending?.kind === 'delete'}
        busy={!!pending && busyId === pending.registration._id}
        onConfirm={() => pending && void run(pending)}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}
