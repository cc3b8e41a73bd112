/** Every registration (organizers): search, sort and paging; Confirm and Delete. */
import { Box, Heading, Table, Text } from '@chakra-ui/react';
import type { RegistrationWithId } from '@campcare/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { apiFetch } from '../../../lib/api.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { ListToolbar } from '../components/ListToolbar.tsx';
import { Pager } from '../components/Pager.tsx';
import { StatusBadge, ScrollHint, TableStateRow, WRAPPING_CELLS } from '../components/TableStates.tsx';
import { RequireOrganizer } from '../layout/guards.tsx';
import { formatMoney } from '../lib/analytics.ts';
import { useApiList } from '../lib/apiList.ts';
import { errorMessage } from '../lib/errors.ts';
import { useListControls } from '../lib/useListControls.ts';
import { OrganizerRegistrationActions } from '../organizer/OrganizerRegistrationActions.tsx';

const SORT_OPTIONS = [
  { value: '', label: 'Newest first' },
  { value: 'CampFees', label: 'Camp fees' },
  { value: 'alphabetical', label: 'Alphabetical order' },
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
  const controls = useListControls();
  const list = useApiList<RegistrationWithId>('/allRegisterUser', {
    searchValue: controls.search,
    sortValue: controls.sort,
    page: controls.page,
    limit: controls.pageSize,
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function run({ kind, registration }: Pending) {
    setBusyId(registration._id);
    try {
      if (kind === 'confirm') {
        await apiFetch(`/StatusConfirmed/${encodeURIComponent(registration._id)}`, { method: 'PATCH' });
        toast.success(`${registration.ParticipantName}'s registration is confirmed.`);
        list.reload();
      } else {
        await apiFetch(`/deleteRegisteredCamps/${encodeURIComponent(registration._id)}`, { method: 'DELETE' });
        toast.success(`${registration.ParticipantName}'s registration was deleted.`);
        if (list.rows.length === 1 && controls.page > 1) controls.setPage(controls.page - 1);
        else list.reload();
      }
    } catch (error) {
      toast.error(errorMessage(error));
      list.reload();
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
        Confirm a registration once it is paid. Only unpaid, pending registrations can be deleted.
      </Text>
      <ListToolbar controls={controls} sortOptions={SORT_OPTIONS} searchLabel="Search by camp or participant" />
      <ScrollHint />
      <Table.ScrollArea borderWidth="1px" rounded="md" tabIndex={0} role="region" aria-label="Registered Camps table">
        <Table.Root size="sm" striped minW="680px" css={WRAPPING_CELLS}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Camp</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Fees</Table.ColumnHeader>
              <Table.ColumnHeader>Participant</Table.ColumnHeader>
              <Table.ColumnHeader>Payment</Table.ColumnHeader>
              <Table.ColumnHeader>Confirmation</Table.ColumnHeader>
              <Table.ColumnHeader>Actions</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            <TableStateRow
              colSpan={6}
              loading={list.loading}
              error={list.error}
              empty={list.rows.length === 0}
              emptyText={controls.search ? 'No registration matches your search.' : 'No one has registered yet.'}
            />
            {!list.loading &&
              list.rows.map((r) => (
                <Table.Row key={r._id} data-testid={`org-registration-${r._id}`}>
                  <Table.Cell fontWeight="medium">{r.CampName}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(r.CampFees)}</Table.Cell>
                  <Table.Cell>
                    <Text>{r.ParticipantName}</Text>
                    <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                      {r.ParticipantEmail}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge value={r.PaymentStatus} />
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge value={r.ConfirmationStatus} />
                  </Table.Cell>
                  <Table.Cell>
                    <OrganizerRegistrationActions
                      registration={r}
                      busy={busyId === r._id}
                      onConfirm={() => setPending({ kind: 'confirm', registration: r })}
                      onDelete={() => setPending({ kind: 'delete', registration: r })}
                    />
                  </Table.Cell>
                </Table.Row>
              ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Pager page={controls.page} pageSize={controls.pageSize} total={list.total} onPage={controls.setPage} noun="registration" loading={list.loading} />
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
