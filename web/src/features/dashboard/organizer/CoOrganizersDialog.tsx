/**
 * A camp's organizers, from Manage Camps: the creator adds co-organizers by
 * email and removes them (the API checks who may; the creator always stays).
 */
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { useAddCampOrganizer, useCampOrganizers, useRemoveCampOrganizer, type CampOrganizer } from '../api/campOrganizers.ts';
import { errorMessage } from '../lib/errors.ts';

export function CoOrganizersDialog({ campId, campName, onClose }: { campId: string; campName: string; onClose: () => void }) {
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
    toast.error(errorMessage(loadError));
    onClose();
  }, [loadError, onClose]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setFieldError('Enter the email address of an organizer.');
      return;
    }
    setFieldError(null);
    try {
      await addOrganizer.mutateAsync(email.trim());
      toast.success(`${email.trim()} now runs ${campName} with you.`);
      setEmail('');
    } catch (error) {
      const message = error instanceof ApiRequestError ? (error.fields.email ?? error.message) : errorMessage(error);
      setFieldError(message);
    }
  }

  async function remove(organizer: CampOrganizer) {
    try {
      await removeOrganizer.mutateAsync(organizer.uid);
      toast.success(`${organizer.email || organizer.displayName} no longer runs ${campName}.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <FormDialog
      title={`Organizers of ${campName}`}
      submitLabel="Add organizer"
      submitting={busy}
      onSubmit={(e) => void add(e)}
      onClose={onClose}
      testId="co-organizers-dialog"
    >
      <Stack gap="2" as="ul" listStyleType="none" aria-label="Organizers of this camp">
        {organizers.isPending && <Text color="fg.muted">Loading…</Text>}
        {organizers.data?.map((o, index) => (
          <HStack as="li" key={o.uid} justify="space-between" gap="3">
            <Stack gap="0" minW="0">
              <Text fontWeight="medium">{o.displayName || o.email}</Text>
              <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                {o.email} {index === 0 ? '· created the camp' : ''}
              </Text>
            </Stack>
            {index > 0 && (
              <Button size="xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => void remove(o)} aria-label={`Remove ${o.email}`}>
                Remove
              </Button>
            )}
          </HStack>
        ))}
      </Stack>
      <Field.Root invalid={!!fieldError}>
        <Field.Label>Add a co-organizer by email</Field.Label>
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="organizer@example.org" autoComplete="off" />
        <Field.HelperText>They must already have an organizer account.</Field.HelperText>
        {fieldError && <Field.ErrorText>{fieldError}</Field.ErrorText>}
      </Field.Root>
    </FormDialog>
  );
}
