/**
 * Profile's text message settings: "Text me about my camps" with the
 * number to text. Off unless the person turns it on here or on the
 * registration form; a STOP reply or the link in a text turns it off.
 */
import { Button, Card, Field, Heading, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { ApiRequestError } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveSmsPreferences, useSmsPreferences } from './api/smsPreferences.ts';

export function SmsPreferencesCard() {
  const { t } = useTranslation();
  const { data: preferences, error } = useSmsPreferences();
  const save = useSaveSmsPreferences();
  // What the person is typing; until they type, the stored number.
  const [typed, setTyped] = useState<string | null>(null);
  const [optIn, setOptIn] = useState<boolean | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const phone = typed ?? preferences?.smsPhone ?? '';
  const wanted = optIn ?? preferences?.smsOptIn ?? false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPhoneError(null);
    if (wanted && !phone.trim()) {
      setPhoneError(t('dashboard.sms.phoneRequired'));
      return;
    }
    try {
      const saved = await save.mutateAsync({
        smsOptIn: wanted,
        ...(phone.trim() ? { phone: phone.trim() } : {}),
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      setTyped(null);
      setOptIn(null);
      toast.success(saved.smsOptIn ? t('dashboard.sms.on', { phone: saved.smsPhone ?? '' }) : t('dashboard.sms.off'));
    } catch (e) {
      if (e instanceof ApiRequestError && e.fields.phone) setPhoneError(t(phone.trim() ? 'dashboard.sms.phoneInvalid' : 'dashboard.sms.phoneRequired'));
      else toast.error(apiErrorMessage(e));
    }
  }

  return (
    // Busy until the stored settings arrive: its controls are disabled (drawn faint) until then.
    <Card.Root mt="6" data-testid="sms-preferences" aria-busy={!preferences && !error}>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t('dashboard.sms.title')}
        </Heading>
        {error ? (
          <Text color="fg.error">{apiErrorMessage(error)}</Text>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack gap="3">
              <Switch.Root checked={wanted} disabled={!preferences || save.isPending} onCheckedChange={(e) => setOptIn(e.checked)} colorPalette="brand">
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>{t('dashboard.sms.optIn')}</Switch.Label>
              </Switch.Root>
              <Field.Root invalid={!!phoneError} maxW="sm">
                <Field.Label>{t('dashboard.sms.phone')}</Field.Label>
                <Input type="tel" inputMode="tel" autoComplete="tel" value={phone} onChange={(e) => setTyped(e.target.value)} disabled={!preferences} />
                <Field.HelperText>{t('dashboard.sms.phoneHelp')}</Field.HelperText>
                <Field.ErrorText>{phoneError}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" alignSelf="start" colorPalette="brand" loading={save.isPending} loadingText={t('dashboard.sms.saving')} disabled={!preferences}>
                {t('dashboard.sms.save')}
              </Button>
            </Stack>
          </form>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('dashboard.sms.explained')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
