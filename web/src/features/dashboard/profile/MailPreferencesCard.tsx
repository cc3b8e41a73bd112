/**
 * Profile's mail settings: "Email me reminders" (a mail the day before each
 * camp). Every reminder's unsubscribe link turns the same setting off.
 */
import { Card, Heading, Switch, Text } from '@chakra-ui/react';
import { toast } from '../../../lib/toast.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { useMailPreferences, useSaveMailPreferences } from './api/mailPreferences.ts';

export function MailPreferencesCard() {
  const { t } = useTranslation();
  const { data: preferences, error } = useMailPreferences();
  const save = useSaveMailPreferences();

  async function toggle(emailReminders: boolean) {
    try {
      await save.mutateAsync({ emailReminders });
      toast.success(t(emailReminders ? 'dashboard.mail.remindersOn' : 'dashboard.mail.remindersOff'));
    } catch (e) {
      toast.error(apiErrorMessage(e));
    }
  }

  return (
    // Busy until the stored setting arrives: the switch is disabled (drawn faint) until then.
    <Card.Root mt="6" data-testid="mail-preferences" aria-busy={!preferences && !error}>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t('dashboard.mail.title')}
        </Heading>
        {error ? (
          <Text color="fg.error">{apiErrorMessage(error)}</Text>
        ) : (
          <Switch.Root
            checked={preferences?.emailReminders ?? false}
            disabled={!preferences || save.isPending}
            onCheckedChange={(e) => void toggle(e.checked)}
            colorPalette="brand"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('dashboard.mail.reminders')}</Switch.Label>
          </Switch.Root>
        )}
        <Text fontSize="sm" color="fg.muted">
          {t('dashboard.mail.explained')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
