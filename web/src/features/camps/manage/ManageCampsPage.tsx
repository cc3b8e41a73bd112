/**
 * Manage Camps: the camps the organizer runs (an admin: every camp, with an
 * organizer filter), with search, sort and paging; Check-in (the door) and a
 * menu of Edit, Organizers, Waiting list, CSV, and Delete (nobody joined) or
 * Cancel. Cancelled camps follow, with their refunds' progress.
 */
import { Box, Heading, HStack, Image, Text } from '@chakra-ui/react';
import { CAMP_SORT_OPTIONS, campTimeZone, shortenProfessional, type CampSortValue, type CampWithId } from '@campcare/domain';
import { Suspense, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useDeleteCamp } from '../api/deleteCamp.ts';
import { useOrganizerCamps } from '../api/organizerCamps.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import { ListToolbar } from '../../../components/table/ListToolbar.tsx';
import { TablePager } from '../../../components/table/TablePager.tsx';
import { formatCount, formatDateTime, formatFee } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { listingParams, stepBackAfterRemoval, useListControls } from '../../../components/table/useListControls.ts';
import { CancelCampModal } from './CancelCampModal.tsx';
import { EditCampModal } from './EditCampModal.tsx';
import { CoOrganizersDialog } from './CoOrganizersDialog.tsx';
import { WaitlistDialog } from '../../waitlist/index.ts';
import { useOrganizerFilter } from '../../../components/table/OrganizerFilter.tsx';
import { useSession } from '../../auth/index.ts';
import { useDownloadCampCsv } from '../../privacy/index.ts';
import { CampRowMenu, type CampAction } from './CampRowMenu.tsx';
import { CancelledCamps } from './CancelledCamps.tsx';
import { busyRowOf, useRowAction } from '../../../lib/useRowAction.ts';
import { StaffDialog } from '../../staff/index.ts';

/** The catalog's words for the domain's sort orders (their values stay as the API knows them). */
const SORT_KEYS: Record<CampSortValue, string> = {
  '': 'organizer.sort.newest',
  ParticipantCount: 'organizer.sort.mostRegistered',
  CampFees: 'organizer.sort.fees',
  alphabetical: 'organizer.sort.alphabetical',
};

export function ManageCampsPage() {
  return <ManageCampsTable />;
}

function ManageCampsTable() {
  const { t } = useTranslation();
  const { user, isAdmin } = useSession();
  const { organizer, filter } = useOrganizerFilter(isAdmin);
  // An organizer's own camps; an admin's choice (every camp when none is chosen).
  const scope = isAdmin ? organizer : (user?.uid ?? '');
  const controls = useListControls();
  const camps = useOrganizerCamps({ ...listingParams(controls), organizer: scope });
  const rows = camps.data?.rows ?? [];
  const remove = useRowAction(useDeleteCamp(), (campId) => campId);
  const csv = useRowAction(useDownloadCampCsv(), (campId) => campId);
  const [organizersOf, setOrganizersOf] = useState<CampWithId | null>(null);
  const [staffOf, setStaffOf] = useState<CampWithId | null>(null);
  const [editing, setEditing] = useState<CampWithId | null>(null);
  const [deleting, setDeleting] = useState<CampWithId | null>(null);
  const [cancelling, setCancelling] = useState<CampWithId | null>(null);
  const [waitlistOf, setWaitlistOf] = useState<CampWithId | null>(null);

  const busyId = busyRowOf(remove, csv);

  async function deleteCamp(camp: CampWithId) {
    try {
      await remove.run(camp._id);
      toast.success(t('organizer.camps.deleted', { camp: camp.CampName }));
      setDeleting(null);
      stepBackAfterRemoval(controls, rows.length);
    } catch (error) {
      toast.error(apiErrorMessage(error), { duration: 8000 });
      setDeleting(null);
    }
  }

  function act(camp: CampWithId, action: CampAction) {
    if (action === 'edit') setEditing(camp);
    else if (action === 'organizers') setOrganizersOf(camp);
    else if (action === 'waitlist') setWaitlistOf(camp);
    else if (action === 'staff') setStaffOf(camp);
    else if (action === 'cancel') setCancelling(camp);
    else if (action === 'delete') setDeleting(camp);
    else csv.run(camp._id).catch((error: unknown) => toast.error(apiErrorMessage(error, 'organizer.csv.failed')));
  }

  const columns: DataTableColumn<CampWithId>[] = [
    {
      label: t('organizer.camps.columnCamp'),
      card: 'title',
      cell: (camp) => (
        <HStack gap="3" align="flex-start" maxW="280px">
          <Image src={camp.Image} alt="" boxSize="40px" flexShrink={0} objectFit="cover" rounded="sm" loading="lazy" />
          <Box minW="0">
            <Text fontWeight="medium">{camp.CampName}</Text>
            <Text fontSize="xs" color="fg.muted" fontWeight="normal">
              {camp.Location}
            </Text>
          </Box>
        </HStack>
      ),
    },
    { label: t('organizer.camps.columnDate'), cell: (camp) => formatDateTime(camp.DateTime, campTimeZone(camp)) },
    {
      label: t('organizer.camps.columnHealthcare'),
      maxW: '180px',
      cell: (camp) => <span title={camp.HealthcareProfessional}>{shortenProfessional(camp.HealthcareProfessional)}</span>,
    },
    { label: t('organizer.camps.columnFees'), end: true, cell: (camp) => formatFee(camp.CampFees) },
    { label: t('organizer.camps.columnParticipants'), end: true, cell: (camp) => formatCount(camp.ParticipantCount) },
    {
      label: t('organizer.camps.columnActions'),
      card: 'actions',
      cell: (camp) => <CampRowMenu camp={camp} busy={busyId === camp._id} onAction={(action) => act(camp, action)} />,
    },
  ];

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        {t('organizer.camps.title')}
      </Heading>
      {filter}
      <ListToolbar
        controls={controls}
        sortOptions={CAMP_SORT_OPTIONS.map((o) => ({ value: o.value, label: t(SORT_KEYS[o.value]) }))}
        searchLabel={t('organizer.camps.search')}
      />
      <DataTable
        label={t('organizer.camps.title')}
        minW="720px"
        columns={columns}
        rows={rows}
        rowKey={(camp) => camp._id}
        rowTestId={(camp) => `camp-row-${camp._id}`}
        loading={camps.isFetching}
        error={camps.error ? apiErrorMessage(camps.error) : null}
        emptyText={t(controls.search ? 'organizer.camps.noMatch' : isAdmin ? 'organizer.camps.noCamps' : 'organizer.camps.noOwnCamps')}
      />
      <TablePager controls={controls} total={camps.data?.total ?? 0} summaryKey="organizer.camps.summary" loading={camps.isFetching} />
      <CancelledCamps organizer={isAdmin ? organizer : ''} />
      {editing && <EditCampModal camp={editing} onClose={() => setEditing(null)} />}
      {organizersOf && <CoOrganizersDialog campId={organizersOf._id} campName={organizersOf.CampName} onClose={() => setOrganizersOf(null)} />}
      {waitlistOf && (
        <WaitlistDialog campId={waitlistOf._id} campName={waitlistOf.CampName} timeZone={campTimeZone(waitlistOf)} onClose={() => setWaitlistOf(null)} />
      )}
      {staffOf && (
        <Suspense fallback={null}>
          <StaffDialog campId={staffOf._id} campName={staffOf.CampName} onClose={() => setStaffOf(null)} />
        </Suspense>
      )}
      {cancelling && (
        <CancelCampModal camp={cancelling} onClose={() => setCancelling(null)} onCancelled={() => stepBackAfterRemoval(controls, rows.length)} />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('organizer.camps.deleteTitle')}
        message={deleting ? t('organizer.camps.deleteMessage', { camp: deleting.CampName }) : ''}
        confirmLabel={t('organizer.camps.deleteConfirm')}
        destructive
        busy={!!deleting && remove.busyRow === deleting._id}
        onConfirm={() => deleting && void deleteCamp(deleting)}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
