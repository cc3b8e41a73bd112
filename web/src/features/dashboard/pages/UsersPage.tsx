/** Users (admins): every account with its role, promote to Organizer or demote to Participant. */
import { Avatar, Badge, Box, Button, Flex, Heading, HStack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { PAGE_SIZES, type Role, type UserProfile } from '@campcare/domain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSession } from '../../auth/index.ts';
import { useSetUserRole } from '../api/setUserRole.ts';
import { useUsers } from '../api/users.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { describeTable, Pager } from '../../../components/Pager.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { ListChoice, ListSearchInput, PageSizeSelect } from '../components/ListToolbar.tsx';
import { RequireAdmin } from '../layout/guards.tsx';
import { errorMessage } from '../lib/errors.ts';
import { useListControls } from '../lib/useListControls.ts';

export function UsersPage() {
  return (
    <RequireAdmin>
      <UsersTable />
    </RequireAdmin>
  );
}

const COLUMNS = [{ label: 'User' }, { label: 'Email' }, { label: 'Role' }, { label: 'Change role' }];

type RoleChange = { user: UserProfile; role: Role };

/** GET /users' `role` filter; '' lists everyone. */
const ROLE_FILTERS: readonly { value: '' | Role; label: string }[] = [
  { value: '', label: 'All roles' },
  { value: 'Participant', label: 'Participants' },
  { value: 'Organizer', label: 'Organizers' },
];

function UsersTable() {
  const session = useSession();
  const controls = useListControls(300, PAGE_SIZES[1]);
  const [role, setRole] = useState<'' | Role>('');
  const users = useUsers({ page: controls.page, limit: controls.limit, search: controls.search, role });
  const rows = users.data?.rows ?? [];
  const setUserRole = useSetUserRole();
  const filtered = controls.search !== '' || role !== '';
  const [change, setChange] = useState<RoleChange | null>(null);
  const [busyUid, setBusyUid] = useState<string | null>(null);

  async function apply({ user, role }: RoleChange) {
    setBusyUid(user.uid);
    try {
      await setUserRole.mutateAsync({ uid: user.uid, role });
      toast.success(
        `${user.displayName || user.email} is now ${role === 'Organizer' ? 'an Organizer' : 'a Participant'}. The change applies when they next sign in.`,
      );
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusyUid(null);
      setChange(null);
    }
  }

  return (
    <Box>
      <Heading as="h1" size="xl" mb="2">
        Users
      </Heading>
      <Text color="fg.muted" mb="4">
        Promote a participant to Organizer, or demote an organizer. People see their new menu after signing in again.
      </Text>
      <Flex gap="3" wrap="wrap" align="center" mb="4">
        <ListSearchInput controls={controls} label="Search by email" />
        <ListChoice
          label="Role"
          value={role}
          options={ROLE_FILTERS}
          onChange={(value) => {
            setRole(ROLE_FILTERS.find((f) => f.value === value)?.value ?? '');
            controls.setPage(1);
          }}
        />
        <PageSizeSelect id="users-page-size" value={controls.limit} onChange={controls.setLimit} />
      </Flex>
      <DataTable
        label="Users"
        minW="640px"
        columns={COLUMNS}
        loading={users.isFetching}
        error={users.error ? errorMessage(users.error) : null}
        empty={rows.length === 0}
        emptyText={filtered ? 'No account matches these filters.' : 'No users yet.'}
      >
        {rows.map((u) => {
          const isSelf = u.uid === session.user?.uid;
          const target: Role = u.role === 'Organizer' ? 'Participant' : 'Organizer';
          return (
            <Table.Row key={u.uid} data-testid={`user-row-${u.email}`}>
              <Table.Cell>
                <HStack gap="2">
                  <Avatar.Root size="xs">
                    <Avatar.Fallback name={u.displayName || u.email} />
                    {u.photoURL && <Avatar.Image src={u.photoURL} alt="" />}
                  </Avatar.Root>
                  <span>{u.displayName || '—'}</span>
                </HStack>
              </Table.Cell>
              <Table.Cell>{u.email}</Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  <Badge colorPalette={u.role === 'Organizer' ? 'purple' : 'gray'}>{u.role}</Badge>
                  {u.admin && <Badge colorPalette="orange">Admin</Badge>}
                </HStack>
              </Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette={target === 'Organizer' ? 'brand' : 'red'}
                  disabled={busyUid === u.uid || (isSelf && target === 'Participant')}
                  title={isSelf && target === 'Participant' ? 'You cannot demote yourself.' : undefined}
                  onClick={() => setChange({ user: u, role: target })}
                >
                  {target === 'Organizer' ? 'Promote' : 'Demote'}
                  <VisuallyHidden>{` ${u.displayName || u.email}`}</VisuallyHidden>
                </Button>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </DataTable>
      <Pager
        page={controls.page}
        limit={controls.limit}
        total={users.data?.total ?? 0}
        summary={describeTable(users.data?.total ?? 0, 'user', controls.page, controls.limit, users.isFetching)}
        onPage={controls.setPage}
        loading={users.isFetching}
      />
      <ConfirmDialog
        open={!!change}
        title={change?.role === 'Organizer' ? 'Promote to Organizer?' : 'Demote to Participant?'}
        message={change ? `${change.user.displayName || change.user.email} will become ${change.role === 'Organizer' ? 'an Organizer' : 'a Participant'}.` : ''}
        confirmLabel={change?.role === 'Organizer' ? 'Yes, promote' : 'Yes, demote'}
        destructive={change?.role === 'Participant'}
        busy={!!change && busyUid === change.user.uid}
        onConfirm={() => change && void apply(change)}
        onClose={() => setChange(null)}
      />
    </Box>
  );
}
