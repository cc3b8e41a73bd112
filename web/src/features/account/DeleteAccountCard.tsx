/**
 * Profile: "Delete my account". The dialog says what goes and what stays,
 * asks the person to type DELETE, and, when they paid for camps still to
 * come, lets them choose between a refund and keeping the seats. Once the
 * account is deleted the session ends and the home page says so.
 */
import { Button, Card, Field, Heading, Input, List, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { formatFee, type PaidUpcomingCamp, type PaidUpcomingChoice } from '@campcare/domain';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from '../../components/FormDialog.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { signOutUser } from '../auth/index.ts';
import { paidUpcomingCampsOf, useDeleteMyAccount } from './api/deleteAccount.ts';

/** What the person types to confirm. */
const CONFIRMATION_WORD = 'DELETE';

export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card.Root mt="6" borderColor="border.error" data-testid="delete-account">
      <Card.Body>
        <Heading as="h2" size="md" mb="2">
          Delete my account
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="4">
          Your account, profile and health details are erased. Registrations of camps that took place and payments stay for
          the organizers’ attendance and accounts, without your name or email; your reviews stay without your name.
        </Text>
        <Button colorPalette="red" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </Card.Body>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </Card.Root>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const deletion = useDeleteMyAccount();
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [paidCamps, setPaidCamps] = useState<PaidUpcomingCamp[] | null>(null);
  const [choice, setChoice] = useState<PaidUpcomingChoice | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (typed.trim() !== CONFIRMATION_WORD) {
      setTypedError(`Type ${CONFIRMATION_WORD} to confirm.`);
      return;
    }
    if (paidCamps && !choice) {
      setChoiceError('Choose what happens to your paid camps.');
      return;
    }
    deletion.mutate(choice ?? undefined, {
      onSuccess: async () => {
        // Off the dashboard first: signed out there, its guard would send the person to the log-in page.
        navigate('/', { replace: true });
        await signOutUser().catch(() => undefined);
        toast.success('Your account was deleted. Thank you for using CampCare.');
      },
      onError: (error) => {
        const camps = paidUpcomingCampsOf(error);
        if (camps) setPaidCamps(camps);
        else toast.error(error instanceof Error ? error.message : 'Your account could not be deleted. Please try again.');
      },
    });
  }

  return (
    <FormDialog
      title="Delete your account?"
      submitLabel="Delete my account"
      submitting={deletion.isPending}
      onSubmit={submit}
      onClose={onClose}
      testId="delete-account-dialog"
    >
      <Text>
        This cannot be undone. You will be signed out and cannot sign in again with this account. Registrations for camps still
        to come that you have not paid for are cancelled.
      </Text>
      {paidCamps && (
        <Stack gap="3" data-testid="paid-upcoming-camps">
          <Text fontWeight="medium">You have paid for camps that have not taken place yet:</Text>
          <List.Root ps="5">
            {paidCamps.map((camp) => (
              <List.Item key={camp.registrationId}>
                {camp.CampName}, {formatDateTime(camp.DateTime)} ({formatFee(camp.CampFees)})
                {!camp.refundable && ' — the refund period has ended, so this seat is kept'}
              </List.Item>
            ))}
          </List.Root>
          <Field.Root invalid={!!choiceError} required>
            <RadioGroup.Root
              value={choice}
              onValueChange={(e) => {
                setChoice(e.value as PaidUpcomingChoice);
                setChoiceError(null);
              }}
            >
              <Stack gap="2">
                <RadioGroup.Item value="cancel-and-refund">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>Cancel them and refund my payments</RadioGroup.ItemText>
                </RadioGroup.Item>
                <RadioGroup.Item value="keep">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>Keep my seats (no refund; they stay without my name)</RadioGroup.ItemText>
                </RadioGroup.Item>
              </Stack>
            </RadioGroup.Root>
            <Field.ErrorText>{choiceError}</Field.ErrorText>
          </Field.Root>
        </Stack>
      )}
      <Field.Root invalid={!!typedError} required>
        <Field.Label>Type {CONFIRMATION_WORD} to confirm</Field.Label>
        <Input
          value={typed}
          autoComplete="off"
          onChange={(e) => {
            setTyped(e.target.value);
            setTypedError(null);
          }}
        />
        <Field.ErrorText>{typedError}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
