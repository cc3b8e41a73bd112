/** Profile: photo, role badge, user id, name, email; Update Profile and Change Password; mail settings; who saw one's health details; download one's data; delete one's account. */
import { Avatar, Badge, Box, Button, Card, Code, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { auth } from '../../../lib/auth.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { DeleteAccountCard, DownloadMyDataButton } from '../../account/index.ts';
import { useSession } from '../../auth/index.ts';
import { AccessLogCard } from '../../privacy/index.ts';
import { ChangePasswordModal } from '../profile/ChangePasswordModal.tsx';
import { MailPreferencesCard } from '../profile/MailPreferencesCard.tsx';
import { SmsPreferencesCard } from '../profile/SmsPreferencesCard.tsx';
import { UpdateProfileModal } from '../profile/UpdateProfileModal.tsx';

export function ProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const [changingPassword, setChangingPassword] = useState(false);
  const user = session.user!;
  // Accounts made with Google or Facebook have no password to change.
  const hasPassword = auth.currentUser?.providerData.some((p) => p.providerId === 'password') ?? true;

  return (
    <Box maxW="720px">
      <Heading as="h1" size="xl" mb="4">
        {t('dashboard.profile.title')}
      </Heading>
      <Card.Root>
        <Card.Body>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="6" align={{ base: 'center', sm: 'flex-start' }}>
            <Avatar.Root size="2xl" boxSize="120px">
              <Avatar.Fallback name={user.displayName ?? user.email ?? undefined} />
              {user.photoURL && <Avatar.Image src={user.photoURL} alt={user.displayName ? t('dashboard.profile.photoOf', { name: user.displayName }) : t('dashboard.profile.yourPhoto')} />}
            </Avatar.Root>
            <Stack gap="3" flex="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <Heading as="h2" size="lg" data-testid="profile-page-name">
                  {user.displayName || t('dashboard.profile.noName')}
                </Heading>
                <Badge colorPalette={session.role === 'Organizer' ? 'purple' : 'brand'} size="lg">
                  {t(session.role === 'Organizer' ? 'dashboard.layout.roleOrganizer' : 'dashboard.layout.roleParticipant')}
                </Badge>
                {session.isAdmin && (
                  <Badge colorPalette="orange" size="lg">
                    {t('dashboard.layout.admin')}
                  </Badge>
                )}
              </HStack>
              <DataList.Root orientation="horizontal" size="sm">
                <DataList.Item>
                  <DataList.ItemLabel>{t('dashboard.profile.email')}</DataList.ItemLabel>
                  <DataList.ItemValue>{user.email}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('dashboard.profile.userId')}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <Code wordBreak="break-all">{user.uid}</Code>
                  </DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
              <HStack gap="3" wrap="wrap" pt="2">
                <Button colorPalette="brand" onClick={() => setEditing(true)} aria-haspopup="dialog">
                  {t('dashboard.profile.update')}
                </Button>
                <Button variant="outline" onClick={() => setChangingPassword(true)} disabled={!hasPassword} aria-haspopup="dialog">
                  {t('dashboard.password.title')}
                </Button>
              </HStack>
              {!hasPassword && (
                <Text fontSize="sm" color="fg.muted">
                  {t('dashboard.profile.noPassword')}
                </Text>
              )}
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
      <MailPreferencesCard />
      <SmsPreferencesCard />
      <AccessLogCard />
      <DownloadMyDataButton />
      <DeleteAccountCard />
      {editing && <UpdateProfileModal onClose={() => setEditing(false)} />}
      {changingPassword && <ChangePasswordModal onClose={() => setChangingPassword(false)} />}
    </Box>
  );
}
