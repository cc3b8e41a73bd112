/**
 * A camp's staff, from Manage Camps: its organizers invite people by email to
 * the door or clinician role (the invitee accepts from the mailed link),
 * see who is on the staff and who is invited, and remove or withdraw them.
 * Removing someone stops them at their next request.
 */
import { Badge, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { STAFF_ROLES, type StaffRole } from '@campcare/domain';
import { emailAddress } from '@campcare/domain/fields';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { LoadingLine } from '../../components/LoadingLine.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatDateTime } from '../../lib/format.ts';
import { validateText } from '../../lib/formRules.ts';
import { currentLanguage, useTranslation } from '../../lib/i18n/index.ts';
import { useCampStaff, useInviteStaff, useRevokeStaff, useWithdrawInvitation } from './api/campStaff.ts';

/** The API's own check of the address, said here before sending. */
const checkEmail = validateText(emailAddress('email'), { message: 'form.email' });

const ROLE_KEYS: Record<StaffRole, { name: string; does: string }> = {
  door: { name: 'organizer.staff.roleDoor', does: 'organizer.staff.doorDoes' },
  clinician: { name: 'organizer.staff.roleClinician', does: 'organizer.staff.clinicianDoes' },
};

export function StaffDialog({ campId, campName, onClose }: { campId: string; campName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useCampStaff(campId);
  const invite = useInviteStaff(campId);
  const revoke = useRevokeStaff(campId);
  const withdraw = useWithdrawInvitation(campId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('door');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const busy = invite.isPending || revoke.isPending || withdraw.isPending;
  const roleHelpId = useId();

  // A list that cannot be read (no longer theirs, say) closes the dialog with the reason.
  const loadError = list.error;
  useEffect(() => {
    if (!loadError) return;
    toast.error(apiErrorMessage(loadError));
    onClose();
  }, [loadError, onClose]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = email.trim();
    if (!typed) return setFieldError(t('organizer.staff.emailRequired'));
    const problem = checkEmail(typed);
    if (problem !== true) return setFieldError(problem);
    setFieldError(null);
    try {
      await invite.mutateAsync({ email: typed, role });
      toast.success(t('organizer.staff.invited', { email: typed, camp: campName }));
      setEmail('');
    } catch (error) {
      // The field says why this address cannot be invited; in English the server's exact words.
      setFieldError(error instanceof ApiRequestError && currentLanguage() === 'en' ? (error.fields.email ?? error.message) : apiErrorMessage(error));
    }
  }

  async function act(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  }

  const staff = list.data?.staff ?? [];
  const invitations = list.data?.invitations ?? [];
  return (
    <FormDialog
      title={t('organizer.staff.title', { camp: campName })}
      submitLabel={t('organizer.staff.invite')}
      submitting={busy}
      onSubmit={(e) => void send(e)}
      onClose={onClose}
      testId="staff-dialog"
    >
      {list.isPending && <LoadingLine>{t('organizer.staff.loading')}</LoadingLine>}
      {list.isSuccess && staff.length === 0 && invitations.length === 0 && <Text color="fg.muted">{t('organizer.staff.none')}</Text>}
      {staff.length > 0 && (
        <Stack gap="2" as="ul" listStyleType="none" aria-label={t('organizer.staff.list')}>
          {staff.map((member) => (
            <HStack as="li" key={member.uid} justify="space-between" gap="3" align="start">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">{member.name || member.email}</Text>
                <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                  {member.email}
                </Text>
                <Badge alignSelf="start" colorPalette={member.role === 'clinician' ? 'purple' : 'blue'}>
                  {t(ROLE_KEYS[member.role].name)}
                </Badge>
              </Stack>
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                disabled={busy}
                onClick={() => void act(() => revoke.mutateAsync(member.uid), t('organizer.staff.removed', { who: member.name || member.email }))}
                aria-label={t('organizer.staff.removeWho', { who: member.name || member.email })}
              >
                {t('organizer.staff.remove')}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      {invitations.length > 0 && (
        <Stack gap="2" as="ul" listStyleType="none" aria-label={t('organizer.staff.pending')}>
          {invitations.map((invitation) => (
            <HStack as="li" key={invitation._id} justify="space-between" gap="3" align="start">
              <Stack gap="0" minW="0">
                <Text overflowWrap="anywhere">{invitation.email}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {t('organizer.staff.invitedAs', { role: t(ROLE_KEYS[invitation.role].name), until: formatDateTime(invitation.expiresAt) })}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="outline"
                disabled={busy}
                onClick={() => void act(() => withdraw.mutateAsync(invitation._id), t('organizer.staff.withdrawn', { email: invitation.email }))}
                aria-label={t('organizer.staff.withdrawWho', { email: invitation.email })}
              >
                {t('organizer.staff.withdraw')}
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <Field.Root invalid={!!fieldError}>
        <Field.Label>{t('organizer.staff.emailLabel')}</Field.Label>
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="volunteer@example.org" autoComplete="off" />
        <Field.HelperText>{t('organizer.staff.emailHelp')}</Field.HelperText>
        {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
      </Field.Root>
      <Field.Root>
        <Field.Label>{t('organizer.staff.roleLabel')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value as StaffRole)} aria-describedby={roleHelpId}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(ROLE_KEYS[r].name)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText id={roleHelpId}>{t(ROLE_KEYS[role].does)}</Field.HelperText>
      </Field.Root>
    </FormDialog>
  );
}
