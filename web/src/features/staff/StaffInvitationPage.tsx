/**
 * The page an invitation mail's link opens (`/dashboard/staff-invitation/:id?token=…`,
 * behind the dashboard's sign-in): which camp, which role and what it may
 * see, and Accept, as the account of the address it was sent to. Then on to
 * the camp's Check-in page.
 */
import { Alert, Box, Button, Card, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useSession } from '../auth/index.ts';
import { checkInPath } from '../checkin/index.ts';
import { useAcceptInvitation, useInvitationPreview } from './api/staffInvitation.ts';
import { STAFF_ROLE_TEXTS } from './roleTexts.ts';

export function StaffInvitationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useSession();
  const preview = useInvitationPreview(id, token);
  const accept = useAcceptInvitation(id);
  const [accepted, setAccepted] = useState<{ campId: string; CampName: string } | null>(null);

  const invitation = preview.data;
  const signedInAs = (user?.email ?? '').toLowerCase();
  const otherAccount = invitation && signedInAs !== '' && signedInAs !== invitation.email;

  return (
    <Box maxW="2xl">
      <Heading as="h1" size="xl" mb="4">
        {t('dashboard.staffInvitation.title')}
      </Heading>
      {(!token || preview.isError) && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{token ? apiErrorMessage(preview.error) : t('dashboard.staffInvitation.brokenLink')}</Alert.Title>
        </Alert.Root>
      )}
      {preview.isPending && token && <Spinner aria-label={t('dashboard.staffInvitation.loading')} />}
      {invitation && !accepted && (
        <Card.Root>
          <Card.Body>
            <Stack gap="3">
              <Text>{t('dashboard.staffInvitation.invites', { who: invitation.invitedByName, camp: invitation.CampName, role: t(STAFF_ROLE_TEXTS[invitation.role].name) })}</Text>
              <Text color="fg.muted">{t(STAFF_ROLE_TEXTS[invitation.role].does)}</Text>
              <Text fontSize="sm">{t('dashboard.staffInvitation.forAddress', { email: invitation.email, until: formatDateTime(invitation.expiresAt) })}</Text>
              {invitation.expired && (
                <Text color="fg.error" role="alert">
                  {t('apiErrors.invitationExpired')}
                </Text>
              )}
              {otherAccount && (
                <Text color="fg.error" role="alert">
                  {t('dashboard.staffInvitation.otherAccount', { email: invitation.email, signedIn: signedInAs })}
                </Text>
              )}
              {accept.isError && (
                <Text color="fg.error" role="alert">
                  {apiErrorMessage(accept.error)}
                </Text>
              )}
              <Button
                alignSelf="start"
                colorPalette="blue"
                loading={accept.isPending}
                disabled={invitation.expired || !!otherAccount}
                onClick={() => accept.mutate(token, { onSuccess: (done) => setAccepted(done) })}
              >
                {t('dashboard.staffInvitation.accept')}
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      {accepted && (
        <Stack gap="3" role="status">
          <Text fontWeight="medium">{t('dashboard.staffInvitation.accepted', { camp: accepted.CampName })}</Text>
          <Button asChild alignSelf="start" colorPalette="blue">
            <Link to={checkInPath(accepted.campId)}>{t('dashboard.staffCamps.openDoor')}</Link>
          </Button>
        </Stack>
      )}
    </Box>
  );
}
