/**
 * A camp's organizers, from Manage Camps: the creator adds co-organizers by
 * email and removes them (the API checks who may; the creator always stays).
 */
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { apiFetch, ApiRequestError } from '../../../lib/api.ts';
import { errorMessage } from '../lib/errors.ts';

export interface CampOrganizer {
  uid: string;
  email: string;
  displayName: string;
}

export function CoOrganizersDialog({ campId, campName, onClose }: { campId: string; campName: string; onClose: () => void }) {
  const path = `/camps/${encodeURIComponent(campId)}/organizers`;
  const [organizers, setOrganizers] = useState<CampOrganizer[] | null>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    apiFetch<CampOrganizer[]>(path).then(setOrganizers, (error: unknown) => {
      toast.error(errorMessage(error));
      onClose();
    });
  }, [path, onClose]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) {
      setFieldError('Enter the email address of an organizer.');
      return;
    }
    setBusy(true);
    setFieldError(null);
    try {
      setOrganizers(await apiFetch<CampOrganizer[]>(path, { method: 'POST', body: { email: email.trim() } }));
      toast.success(`${email.trim()} now runs ${campName} with you.`);
      setEmail('');
    } catch (error) {
      const message = error instanceof ApiRequestError ? (error.fields.email ?? error.message) : errorMessage(error);
      setFieldError(message);
    } finally {
      setBusy(false);
    }
  }

  async function remove(organizer: CampOrganizer) {
    setBusy(true);
    try {
      setOrganizers(await apiFetch<CampOrganizer[]>(`${path}/${encodeURIComponent(organizer.uid)}`, { method: 'DELETE' }));
      toast.success(`${organizer.email || organizer.displayName} no longer runs ${campName}.`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
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
        {organizers === null && <Text color="fg.muted">Loading…</Text>}
        {organizers?.map((o, index) => (
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
