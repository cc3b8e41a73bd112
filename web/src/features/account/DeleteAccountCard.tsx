/**
 * Profile: "Delete my account". The dialog says what goes and what stays,
 * asks the person to type DELETE, and, when they paid for camps still to
 * come, lets them choose between a refund and keeping the seats. Once the
 * account is deleted the session ends and the home page says so.
 */
import { Button, Card, Field, Heading, Input, List, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { PaidUpcomingCamp, PaidUpcomingChoice } from '@campcare/domain';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast.ts';
import { useNavigate } from 'react-router-dom';
import { FormDialog } from '../../components/FormDialog.tsx';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatDateTime, formatFee } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { signOutUser } from '../auth/index.ts';
import { paidUpcomingCampsOf, useDeleteMyAccount } from './api/deleteAccount.ts';

/** What the person types to confirm, in every language (a word the catalog texts name, not translate). */
const CONFIRMATION_WORD = 'DELETE';

export function DeleteAccountCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card.Root mt="6" borderColor="border.error" data-testid="delete-account">
      <Card.Body>
        <Heading as="h2" size="md" mb="2">
          {t('account.delete.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="4">
          {t('account.delete.explained')}
        </Text>
        <Button colorPalette="red" variant="outline" alignSelf="flex-start" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('account.delete.open')}
        </Button>
      </Card.Body>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </Card.Root>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const word = { word: CONFIRMATION_WORD };
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
      setTypedError(t('account.delete.confirmError', word));
      return;
    }
    if (paidCamps && !choice) {
      setChoiceError(t('account.delete.choiceError'));
      return;
    }
    deletion.mutate(choice ?? undefined, {
      onSuccess: async () => {
        // Off the dashboard first: signed out there, its guard would send the person to the log-in page.
        // Home is a lazy route, so the navigation finishes only once its code has loaded: wait for it.
        await navigate('/', { replace: true });
        await signOutUser().catch(() => undefined);
        toast.success(t('account.delete.done'));
      },
      onError: (error) => {
        const camps = paidUpcomingCampsOf(error);
        if (camps) setPaidCamps(camps);
        else toast.error(apiErrorMessage(error, 'account.delete.failed'));
      },
    });
  }

  return (
    <FormDialog
      title={t('account.delete.dialogTitle')}
      submitLabel={t('account.delete.submit')}
      submitting={deletion.isPending}
      onSubmit={submit}
      onClose={onClose}
      testId="delete-account-dialog"
    >
      <Text>
        {t('account.delete.warning')}
      </Text>
      {paidCamps && (
        <Stack gap="3" data-testid="paid-upcoming-camps">
          <Text fontWeight="medium">{t('account.delete.paidCamps')}</Text>
          <List.Root ps="5">
            {paidCamps.map((camp) => (
              <List.Item key={camp.registrationId}>
                {t('account.delete.paidCamp', { camp: camp.CampName, date: formatDateTime(camp.DateTime), fee: formatFee(camp.CampFees) })}
                {!camp.refundable && t('account.delete.refundEnded')}
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
                  <RadioGroup.ItemText>{t('account.delete.cancelAndRefund')}</RadioGroup.ItemText>
                </RadioGroup.Item>
                <RadioGroup.Item value="keep">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t('account.delete.keep')}</RadioGroup.ItemText>
                </RadioGroup.Item>
              </Stack>
            </RadioGroup.Root>
            <Field.ErrorText>{choiceError}</Field.ErrorText>
          </Field.Root>
        </Stack>
      )}
      <Field.Root invalid={!!typedError} required>
        <Field.Label>{t('account.delete.confirmLabel', word)}</Field.Label>
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
