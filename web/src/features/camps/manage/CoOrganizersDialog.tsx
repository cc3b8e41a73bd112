/**
 * A camp's organizers, from Manage Camps: the creator adds co-organizers by
 * email and removes them (the API checks who may; the creator always stays).
 */
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { emailAddress } from '@campcare/domain/fields';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast.ts';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { LoadingLine } from '../../../components/LoadingLine.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { validateText } from '../../../lib/formRules.ts';
import { useAddCampOrganizer, useCampOrganizers, useRemoveCampOrganizer, type CampOrganizer } from '../api/campOrganizers.ts';
import { currentLanguage, translate, useTranslation } from '../../../lib/i18n/index.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';

/** The API's own check of the address (a malformed one is said here, in the language shown, before sending). */
const checkEmail = validateText(emailAddress('email'), { message: 'form.email' });

export function CoOrganizersDialog({ campId, campName, onClose }: { campId: string; campName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const organizers = useCampOrganizers(campId);
  const addOrganizer = useAddCampOrganizer(campId);
  const removeOrganizer = useRemoveCampOrganizer(campId);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const busy = addOrganizer.isPending || removeOrganizer.isPending;

  // A list that cannot be read (no longer theirs, say) closes the dialog with the reason.
  const loadError = organizers.error;
  useEffect(() => {
    if (!loadError) return;
    toast.error(apiErrorMessage(loadError));
    onClose();
  }, [loadError, onClose]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setFieldError(t('organizer.coOrganizers.emailRequired'));
      return;
    }
    const formatProblem = checkEmail(email);
    if (formatProblem !== true) {
      setFieldError(formatProblem);
      return;
    }
    setFieldError(null);
    try {
      await addOrganizer.mutateAsync(email.trim());
      toast.success(t('organizer.coOrganizers.added', { email: email.trim(), camp: campName }));
      setEmail('');
    } catch (error) {
      setFieldError(addRefusal(error));
    }
  }

  async function remove(organizer: CampOrganizer) {
    try {
      await removeOrganizer.mutateAsync(organizer.uid);
      toast.success(t('organizer.coOrganizers.removed', { who: organizer.email || organizer.displayName, camp: campName }));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    }
  }

  return (
    <FormDialog
      title={t('organizer.coOrganizers.title', { camp: campName })}
      submitLabel={t('organizer.coOrganizers.add')}
      submitting={busy}
      onSubmit={(e) => void add(e)}
      onClose={onClose}
      testId="co-organizers-dialog"
    >
      {/* Inside the list, the loading line was a serious axe "list" violation whenever the dialog was
          scanned before the organizers arrived. */}
      {organizers.isPending ? (
        <LoadingLine>{t('organizer.coOrganizers.loading')}</LoadingLine>
      ) : (
        <Stack gap="2" as="ul" listStyleType="none" aria-label={t('organizer.coOrganizers.list')}>
          {organizers.data?.map((o, index) => (
            <HStack as="li" key={o.uid} justify="space-between" gap="3">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">{o.displayName || o.email}</Text>
                <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                  {o.email} {index === 0 ? t('organizer.coOrganizers.creator') : ''}
                </Text>
              </Stack>
              {index > 0 && (
                <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => void remove(o)} aria-label={t('organizer.coOrganizers.removeWho', { email: o.email })}>
                  {t('organizer.coOrganizers.remove')}
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
      <Field.Root invalid={!!fieldError}>
        <Field.Label>{t('organizer.coOrganizers.emailLabel')}</Field.Label>
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="organizer@example.org" autoComplete="off" />
        <Field.HelperText>{t('organizer.coOrganizers.emailHelp')}</Field.HelperText>
        {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
      </Field.Root>
    </FormDialog>
  );
}

/**
 * Why an organizer could not be added, under the email field: in English the
 * server's own words (which name the problem exactly); in another language
 * the catalog's words for the same refusal.
 */
function addRefusal(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return apiErrorMessage(error);
  if (currentLanguage() === 'en') return error.fields.email ?? error.message;
  // The address was checked before sending: the one refusal left for the field is that no organizer's
  // account has it (the server answers the same for no account and for a participant's, so the form
  // never tells who has an account).
  if (error.code === 'not-found' || error.fields.email) return translate('organizer.coOrganizers.noAccount');
  return apiErrorMessage(error);
}
