/**
 * Manage Camps: the camps the organizer runs (an admin: every camp, with an
 * organizer filter), with search, sort and paging; Edit, Organizers,
 * Check-in (the door), and Delete (nobody joined) or Cancel.
 */
import { Box, Button, Heading, HStack, Image, Table, Text } from '@chakra-ui/react';
import { CAMP_SORT_OPTIONS, campTimeZone, shortenProfessional, type CampSortValue, type CampWithId } from '@campcare/domain';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useDeleteCamp } from '../api/deleteCamp.ts';
import { useOrganizerCamps } from '../api/organizerCamps.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { DataTable } from '../../../components/table/DataTable.tsx';
import { ListToolbar } from '../../../components/table/ListToolbar.tsx';
import { TablePager } from '../../../components/table/TablePager.tsx';
import { formatCount, formatDateTime, formatFee } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { listingParams, stepBackAfterRemoval, useListControls } from '../../../components/table/useListControls.ts';
import { CancelCampModal } from './CancelCampModal.tsx';
import { EditCampModal } from './EditCampModal.tsx';
import { CoOrganizersDialog } from './CoOrganizersDialog.tsx';
import { WaitlistButton } from '../../waitlist/index.ts';
import { useOrganizerFilter } from '../../../components/table/OrganizerFilter.tsx';
import { useSession } from '../../auth/index.ts';
import { CheckInLink } from '../../checkin/index.ts';
import { CampCsvButton } from '../../privacy/index.ts';
import { useRowAction } from '../../../lib/useRowAction.ts';

/** The columns' catalog keys. */
const COLUMNS = [
  { labelKey: 'organizer.camps.columnCamp' },
  { labelKey: 'organizer.camps.columnDate' },
  { labelKey: 'organizer.camps.columnHealthcare' },
  { labelKey: 'organizer.camps.columnFees', end: true },
  { labelKey: 'organizer.camps.columnParticipants', end: true },
  { labelKey: 'organizer.camps.columnActions' },
];

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
  const [organizersOf, setOrganizersOf] = useState<CampWithId | null>(null);
  const [editing, setEditing] = useState<CampWithId | null>(null);
  const [deleting, setDeleting] = useState<CampWithId | null>(null);
  const [cancelling, setCancelling] = useState<CampWithId | null>(null);

  const busyId = remove.busyRow;

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
        columns={COLUMNS.map(({ labelKey, end }) => ({ label: t(labelKey), end }))}
        loading={camps.isFetching}
        error={camps.error ? apiErrorMessage(camps.error) : null}
        empty={rows.length === 0}
        emptyText={t(controls.search ? 'organizer.camps.noMatch' : isAdmin ? 'organizer.camps.noCamps' : 'organizer.camps.noOwnCamps')}
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
            <Table.Cell textAlign="end">{formatCount(camp.ParticipantCount)}</Table.Cell>
            <Table.Cell>
              <HStack gap="2">
                <Button size="xs" variant="outline" onClick={() => setEditing(camp)} disabled={busyId === camp._id} aria-haspopup="dialog" aria-label={t('organizer.camps.editCamp', { camp: camp.CampName })}>
                  {t('organizer.camps.edit')}
                </Button>
                <Button size="xs" variant="outline" onClick={() => setOrganizersOf(camp)} disabled={busyId === camp._id} aria-haspopup="dialog" aria-label={t('organizer.camps.organizersOf', { camp: camp.CampName })}>
                  {t('organizer.camps.organizers')}
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
      <TablePager controls={controls} total={camps.data?.total ?? 0} summaryKey="organizer.camps.summary" loading={camps.isFetching} />
      {editing && <EditCampModal camp={editing} onClose={() => setEditing(null)} />}
      {organizersOf && <CoOrganizersDialog campId={organizersOf._id} campName={organizersOf.CampName} onClose={() => setOrganizersOf(null)} />}
      {cancelling && (
        <CancelCampModal camp={cancelling} onClose={() => setCancelling(null)} onCancelled={() => stepBackAfterRemoval(controls, rows.length)} />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('organizer.camps.deleteTitle')}
        message={deleting ? t('organizer.camps.deleteMessage', { camp: deleting.CampName }) : ''}
        confirmLabel={t('organizer.camps.deleteConfirm')}
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
  const { t } = useTranslation();
  const joined = camp.ParticipantCount > 0;
  const text = t(joined ? 'organizer.camps.cancelCamp' : 'organizer.camps.delete');
  return (
    <Button
      size="xs"
      colorPalette="red"
      variant="outline"
      onClick={joined ? onCancel : onDelete}
      disabled={busy}
      aria-haspopup="dialog"
      aria-label={t('organizer.camps.removeFor', { action: text, camp: camp.CampName })}
      title={joined ? t('organizer.camps.cancelHint') : undefined}
    >
      {text}
    </Button>
  );
}
