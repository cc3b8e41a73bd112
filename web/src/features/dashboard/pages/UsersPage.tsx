/** Users (admins): every account with its role, promote to Organizer or demote to Participant. */
import { Avatar, Badge, Box, Button, Flex, Heading, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { PAGE_SIZES, type Role, type UserProfile } from '@campcare/domain';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useSession } from '../../auth/index.ts';
import { useSetUserRole } from '../api/setUserRole.ts';
import { useUsers } from '../api/users.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { TablePager } from '../../../components/table/TablePager.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { DataTable, type DataTableColumn } from '../../../components/table/DataTable.tsx';
import { ListChoice, ListSearchInput, PageSizeSelect } from '../../../components/table/ListToolbar.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useListControls } from '../../../components/table/useListControls.ts';
import { useRowAction } from '../../../lib/useRowAction.ts';

export function UsersPage() {
  return <UsersTable />;
}

type RoleChange = { user: UserProfile; role: Role };

/** GET /users' `role` filter; '' lists everyone. The labels are catalog keys. */
const ROLE_FILTERS: readonly { value: '' | Role; labelKey: string }[] = [
  { value: '', labelKey: 'admin.users.allRoles' },
  { value: 'Participant', labelKey: 'admin.users.participants' },
  { value: 'Organizer', labelKey: 'admin.users.organizers' },
];

/** The catalog's word for each role the API answers (its values stay English). */
const ROLE_KEYS: Record<Role, string> = {
  Participant: 'admin.users.roleParticipant',
  Organizer: 'admin.users.roleOrganizer',
};

function UsersTable() {
  const { t } = useTranslation();
  const session = useSession();
  const controls = useListControls(300, PAGE_SIZES[1]);
  const [role, setRole] = useState<'' | Role>('');
  const users = useUsers({ page: controls.page, limit: controls.limit, search: controls.search, role });
  const rows = users.data?.rows ?? [];
  const roleChange = useRowAction(useSetUserRole(), ({ uid }) => uid);
  const busyUid = roleChange.busyRow;
  const filtered = controls.search !== '' || role !== '';
  const [change, setChange] = useState<RoleChange | null>(null);

  async function apply({ user, role }: RoleChange) {
    try {
      await roleChange.run({ uid: user.uid, role });
      const name = user.displayName || user.email;
      toast.success(t(role === 'Organizer' ? 'admin.users.nowOrganizer' : 'admin.users.nowParticipant', { name }));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setChange(null);
    }
  }

  const columns: DataTableColumn<UserProfile>[] = [
    {
      label: t('admin.users.columnUser'),
      card: 'title',
      cell: (u) => (
        <HStack gap="2">
          <Avatar.Root size="xs">
            <Avatar.Fallback name={u.displayName || u.email} />
            {u.photoURL && <Avatar.Image src={u.photoURL} alt="" />}
          </Avatar.Root>
          <span>{u.displayName || '—'}</span>
        </HStack>
      ),
    },
    { label: t('admin.users.columnEmail'), cell: (u) => u.email },
    {
      label: t('admin.users.columnRole'),
      cell: (u) => (
        <HStack gap="1">
          <Badge colorPalette={u.role === 'Organizer' ? 'purple' : 'gray'}>{t(ROLE_KEYS[u.role])}</Badge>
          {u.admin && <Badge colorPalette="orange">{t('admin.users.admin')}</Badge>}
        </HStack>
      ),
    },
    {
      label: t('admin.users.columnChangeRole'),
      card: 'actions',
      cell: (u) => {
        const isSelf = u.uid === session.user?.uid;
        const target: Role = u.role === 'Organizer' ? 'Participant' : 'Organizer';
        return (
          <Button
            size="xs"
            variant="outline"
            colorPalette={target === 'Organizer' ? 'brand' : 'red'}
            disabled={busyUid === u.uid || (isSelf && target === 'Participant')}
            title={isSelf && target === 'Participant' ? t('admin.users.cannotDemoteSelf') : undefined}
            onClick={() => setChange({ user: u, role: target })}
            aria-haspopup="dialog"
          >
            {t(target === 'Organizer' ? 'admin.users.promote' : 'admin.users.demote')}
            <VisuallyHidden>{t('admin.users.whom', { name: u.displayName || u.email })}</VisuallyHidden>
          </Button>
        );
      },
    },
  ];

  return (
    <Box>
      <Heading as="h1" size="xl" mb="2">
        {t('admin.users.title')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('admin.users.intro')}
      </Text>
      <Flex gap="3" wrap="wrap" align="center" mb="4">
        <ListSearchInput controls={controls} label={t('admin.users.search')} />
        <ListChoice
          label={t('admin.users.roleFilter')}
          value={role}
          options={ROLE_FILTERS.map((f) => ({ value: f.value, label: t(f.labelKey) }))}
          onChange={(value) => {
            setRole(ROLE_FILTERS.find((f) => f.value === value)?.value ?? '');
            controls.setPage(1);
          }}
        />
        <PageSizeSelect id="users-page-size" value={controls.limit} onChange={controls.setLimit} />
      </Flex>
      <DataTable
        label={t('admin.users.title')}
        minW="640px"
        columns={columns}
        rows={rows}
        rowKey={(u) => u.uid}
        rowTestId={(u) => `user-row-${u.email}`}
        loading={users.isFetching}
        error={users.error ? apiErrorMessage(users.error) : null}
        emptyText={t(filtered ? 'admin.users.noMatch' : 'admin.users.empty')}
      />
      <TablePager controls={controls} total={users.data?.total ?? 0} summaryKey="admin.users.summary" loading={users.isFetching} />
      <ConfirmDialog
        open={!!change}
        title={t(change?.role === 'Organizer' ? 'admin.users.promoteTitle' : 'admin.users.demoteTitle')}
        message={
          change
            ? t(change.role === 'Organizer' ? 'admin.users.promoteMessage' : 'admin.users.demoteMessage', {
                name: change.user.displayName || change.user.email,
              })
            : ''
        }
        confirmLabel={t(change?.role === 'Organizer' ? 'admin.users.yesPromote' : 'admin.users.yesDemote')}
        destructive={change?.role === 'Participant'}
        busy={!!change && busyUid === change.user.uid}
        onConfirm={() => change && void apply(change)}
        onClose={() => setChange(null)}
      />
    </Box>
  );
}
