/**
 * Manage Camps: the camps the organizer runs (an admin: every camp, with an
 * organizer filter), with search, sort and paging; Edit, Organizers,
 * Check-in (the door), and Delete (nobody joined) or Cancel.
 */
import { Box, Button, Heading, HStack, Image, Table, Text } from '@chakra-ui/react';
import { CAMP_SORT_OPTIONS, campTimeZone, formatFee, shortenProfessional, type CampWithId } from '@campcare/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDeleteCamp } from '../api/deleteCamp.ts';
import { useOrganizerCamps } from '../api/organizerCamps.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { ListToolbar } from '../components/ListToolbar.tsx';
import { describeTable, Pager } from '../../../components/Pager.tsx';
import { RequireOrganizer } from '../layout/guards.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../lib/errors.ts';
import { listingParams, stepBackAfterRemoval, useListControls } from '../lib/useListControls.ts';
import { CancelCampModal } from '../organizer/CancelCampModal.tsx';
import { EditCampModal } from '../organizer/EditCampModal.tsx';
import { CoOrganizersDialog } from '../organizer/CoOrganizersDialog.tsx';
import { WaitlistButton } from '../waitlist/WaitlistButton.tsx';
import { useOrganizerFilter } from '../admin/OrganizerFilter.tsx';
import { useSession } from '../../auth/index.ts';
import { CheckInLink } from '../../checkin/index.ts';
import { CampCsvButton } from '../../privacy/index.ts';

const COLUMNS = [
  { label: 'Camp and location' },
  { label: 'Date and time' },
  { label: 'Healthcare' },
  { label: 'Fees', end: true },
  { label: 'Participants', end: true },
  { label: 'Actions' },
];

export function ManageCamps() {
  return (
    <RequireOrganizer>
      <ManageCampsTable />
    </RequireOrganizer>
  );
}

function ManageCampsTable() {
  const { user, isAdmin } = useSession();
  const { organizer, filter } = useOrganizerFilter(isAdmin);
  // An organizer's own camps; an admin's choice (every camp when none is chosen).
  const scope = isAdmin ? organizer : (user?.uid ?? '');
  const controls = useListControls();
  const camps = useOrganizerCamps({ ...listingParams(controls), organizer: scope });
  const rows = camps.data?.rows ?? [];
  const deleteCampMutation = useDeleteCamp();
  const [organizersOf, setOrganizersOf] = useState<CampWithId | null>(null);
  const [editing, setEditing] = useState<CampWithId | null>(null);
  const [deleting, setDeleting] = useState<CampWithId | null>(null);
  const [cancelling, setCancelling] = useState<CampWithId | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function deleteCamp(camp: CampWithId) {
    setBusyId(camp._id);
    try {
      await deleteCampMutation.mutateAsync(camp._id);
      toast.success(`${camp.CampName} was deleted.`);
      setDeleting(null);
      stepBackAfterRemoval(controls, rows.length);
    } catch (error) {
      toast.error(errorMessage(error), { duration: 8000 });
      setDeleting(null);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        Manage Camps
      </Heading>
      {filter}
      <ListToolbar controls={controls} sortOptions={CAMP_SORT_OPTIONS} searchLabel="Search camps" />
      <DataTable
        label="Manage Camps"
        minW="720px"
        columns={COLUMNS}
        loading={camps.isFetching}
        error={camps.error ? errorMessage(camps.error) : null}
        empty={rows.length === 0}
        emptyText={controls.search ? 'No camp matches your search.' : isAdmin ? 'There are no camps yet.' : 'You do not run any camp yet.'}
      >
        {rows.map((camp) => (
          <Table.Row key={camp._id} data-testid={`camp-row-${camp._id}`}>
            <Table.Cell>
              <HStack gap="3" align="flex-start" maxW="280px">
                <Image src={camp.Image} alt="" boxSize="40px" flexShrink={0} objectFit="cover" rounded="sm" loading="lazy" />
                <Box minW="0">
                  <Text fontWeight="medium">{camp.CampName}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {camp.Location}
                  </Text>
                </Box>
              </HStack>
            </Table.Cell>
            <Table.Cell data-nowrap="">{formatDateTime(camp.DateTime, campTimeZone(camp))}</Table.Cell>
            <Table.Cell maxW="180px" title={camp.HealthcareProfessional}>
              {shortenProfessional(camp.HealthcareProfessional)}
            </Table.Cell>
            <Table.Cell textAlign="end">{formatFee(camp.CampFees)}</Table.Cell>
            <Table.Cell textAlign="end">{camp.ParticipantCount}</Table.Cell>
            <Table.Cell>
              <HStack gap="2">
                <Button size="xs" variant="outline" onClick={() => setEditing(camp)} disabled={busyId === camp._id} aria-label={`Edit ${camp.CampName}`}>
                  Edit
                </Button>
                <Button size="xs" variant="outline" onClick={() => setOrganizersOf(camp)} disabled={busyId === camp._id} aria-label={`Organizers of ${camp.CampName}`}>
                  Organizers
                </Button>
                <CheckInLink campId={camp._id} campName={camp.CampName} />
                <WaitlistButton camp={camp} />
                <CampCsvButton campId={camp._id} campName={camp.CampName} />
                <RemoveCampButton camp={camp} busy={busyId === camp._id} onDelete={() => setDeleting(camp)} onCancel={() => setCancelling(camp)} />
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <Pager
        page={controls.page}
        limit={controls.limit}
        total={camps.data?.total ?? 0}
        summary={describeTable(camps.data?.total ?? 0, 'camp', controls.page, controls.limit, camps.isFetching)}
        onPage={controls.setPage}
        loading={camps.isFetching}
      />
      {editing && <EditCampModal camp={editing} onClose={() => setEditing(null)} />}
      {organizersOf && <CoOrganizersDialog campId={organizersOf._id} campName={organizersOf.CampName} onClose={() => setOrganizersOf(null)} />}
      {cancelling && (
        <CancelCampModal camp={cancelling} onClose={() => setCancelling(null)} onCancelled={() => stepBackAfterRemoval(controls, rows.length)} />
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete this camp?"
        message={
          deleting
            ? `Are you sure you want to delete ${deleting.CampName}? Nobody has registered for it yet.`
            : ''
        }
        confirmLabel="Yes, delete it"
        destructive
        busy={!!deleting && busyId === deleting._id}
        onConfirm={() => deleting && void deleteCamp(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

/** Delete for a camp nobody joined; once anyone has, Cancel (which refunds them) takes its place. */
function RemoveCampButton({ camp, busy, onDelete, onCancel }: { camp: CampWithId; busy: boolean; onDelete: () => void; onCancel: () => void }) {
  const joined = camp.ParticipantCount > 0;
  return (
    <Button
      size="xs"
      colorPalette="red"
      variant="outline"
      onClick={joined ? onCancel : onDelete}
      disabled={busy}
      aria-label={`${joined ? 'Cancel camp' : 'Delete'} ${camp.CampName}`}
      title={joined ? 'People joined this camp: cancelling it refunds them' : undefined}
    >
      {joined ? 'Cancel camp' : 'Delete'}
    </Button>
  );
}
