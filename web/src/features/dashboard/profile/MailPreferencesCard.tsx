/**
 * Profile's mail settings: "Email me reminders" (a mail the day before each
 * camp). Every reminder's unsubscribe link turns the same setting off.
 */
import { Card, Heading, Switch, Text } from '@chakra-ui/react';
import toast from 'react-hot-toast';
import { errorMessage } from '../lib/errors.ts';
import { useMailPreferences } from './api/mailPreferences.ts';

export function MailPreferencesCard() {
  const { preferences, error, saving, save } = useMailPreferences();

  async function toggle(emailReminders: boolean) {
    try {
      await save({ emailReminders });
      toast.success(emailReminders ? 'You will get a reminder the day before each camp.' : 'Camp reminders are off.');
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  return (
    <Card.Root mt="6" data-testid="mail-preferences">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          Mail
        </Heading>
        {error ? (
          <Text color="fg.error">{errorMessage(error)}</Text>
        ) : (
          <Switch.Root
            checked={preferences?.emailReminders ?? false}
            disabled={!preferences || saving}
            onCheckedChange={(e) => void toggle(e.checked)}
            colorPalette="brand"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Email me reminders</Switch.Label>
          </Switch.Root>
        )}
        <Text fontSize="sm" color="fg.muted">
          A reminder mail the day before each camp you hold a seat at. Mails about your registrations and payments always come.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
