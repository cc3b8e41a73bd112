/**
 * The Check-in page's body, made for a phone at the door: checked in /
 * expected, the camera scanner, the answer to the last scan, what is waiting
 * to be sent, and a name search for people without their ticket.
 */
import { Badge, Box, Button, Card, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { campTimeZone, isTicketCode, matchesSearch, planSearch, searchTokensFor } from '@campcare/domain';
import { useMemo, useState } from 'react';
import { formatDateTime, formatTimeOfDay } from '../../lib/format.ts';
import type { Attendee } from './api/doorList.ts';
import { QrScanner } from './QrScanner.tsx';
import { useCheckInDesk, type DeskMessage } from './useCheckInDesk.ts';

const SEARCH_RESULTS = 8;

export function CheckInDesk({ campId }: { campId: string }) {
  const desk = useCheckInDesk(campId);
  const [query, setQuery] = useState('');
  const [unreadable, setUnreadable] = useState(false);
  const list = desk.doorList;

  function onCode(code: string) {
    const ticket = code.trim();
    // Any other QR code (a poster, a payment code) is not sent anywhere.
    if (!isTicketCode(ticket)) {
      setUnreadable(true);
      return;
    }
    setUnreadable(false);
    void desk.submit({ ticket }, `Ticket ${ticket.slice(0, 6)}…`);
  }

  // The site's one search rule: every typed word starts a word of the name or the email.
  const matches = useMemo(() => {
    const plan = planSearch(query);
    if (!list || !plan) return [];
    return list.attendees.filter((a) => matchesSearch(searchTokensFor(a.ParticipantName, a.ParticipantEmail), plan)).slice(0, SEARCH_RESULTS);
  }, [list, query]);

  if (desk.loadError && !list) {
    return (
      <Text color="fg.error" role="alert">
        The check-in list could not be loaded: {desk.loadError}
      </Text>
    );
  }
  if (!list) {
    return <Spinner size="lg" aria-label="Loading the check-in list" />;
  }

  return (
    <Stack gap="5" maxW="640px">
      <Box>
        <Heading as="h1" size="xl">
          Check-in: {list.camp.CampName}
        </Heading>
        <Text color="fg.muted">
          {formatDateTime(list.camp.DateTime, list.camp.TimeZone)} · {list.camp.Location}
        </Text>
      </Box>

      <Text fontSize="2xl" fontWeight="semibold" aria-live="polite" data-testid="checkin-counts">
        {list.checkedIn} checked in / {list.expected} expected
      </Text>

      <QrScanner onCode={onCode} />

      <Box role="status" aria-live="polite" data-testid="checkin-result" minH="3rem">
        {unreadable && <Text color="fg.error">This QR code is not a CampCare ticket.</Text>}
        {!unreadable && desk.message && <ResultText message={desk.message} timeZone={campTimeZone(list.camp)} />}
      </Box>

      {desk.pending.length > 0 && (
        <Card.Root size="sm" borderColor="orange.muted" data-testid="checkin-pending">
          <Card.Body>
            <Text fontWeight="semibold">Waiting for the network ({desk.pending.length})</Text>
            <Text fontSize="sm" color="fg.muted" mb="2">
              These check-ins are kept on this device and sent as soon as it is back online.
            </Text>
            <Stack gap="1" as="ul" listStyleType="none">
              {desk.pending.map((p) => (
                <HStack as="li" key={p.key} gap="2">
                  <Badge colorPalette="orange">Pending</Badge>
                  <Text>{p.label}</Text>
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}

      <Box as="section" aria-labelledby="checkin-search-heading">
        <Heading as="h2" size="md" mb="2" id="checkin-search-heading">
          Find by name
        </Heading>
        <Input
          type="search"
          placeholder="Name or email"
          aria-label="Find a participant by name"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Stack gap="2" mt="3" as="ul" listStyleType="none">
          {query.trim() && matches.length === 0 && <Text color="fg.muted">Nobody with a ticket matches.</Text>}
          {matches.map((a) => (
            <AttendeeRow
              key={a._id}
              attendee={a}
              timeZone={campTimeZone(list.camp)}
              pending={desk.pending.some((p) => p.registrationId === a._id)}
              onCheckIn={() => void desk.submit({ registrationId: a._id }, a.ParticipantName)}
            />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

function ResultText({ message, timeZone }: { message: DeskMessage; timeZone: string }) {
  const sent = message.fromQueue ? ' (sent now that the network is back)' : '';
  switch (message.kind) {
    case 'checked-in':
      return (
        <Text color="green.fg" fontSize="xl" fontWeight="semibold">
          ✓ Checked in: {message.name}
          {sent}
        </Text>
      );
    case 'already-checked-in':
      return (
        <Text color="orange.fg" fontSize="xl" fontWeight="semibold">
          {message.name} was already checked in at {formatTimeOfDay(message.at, timeZone)}
          {sent}
        </Text>
      );
    case 'queued':
      return (
        <Text color="orange.fg" fontSize="lg">
          No network: {message.label} is saved on this device and will be sent when it is back online.
        </Text>
      );
    case 'refused':
      return (
        <Text color="fg.error" fontSize="lg">
          {message.status === 404 ? 'Unknown ticket: nobody holds this code.' : message.message}
          {sent}
        </Text>
      );
    case 'offline':
      return null;
  }
}

function AttendeeRow({ attendee, timeZone, pending, onCheckIn }: { attendee: Attendee; timeZone: string; pending: boolean; onCheckIn: () => void }) {
  return (
    <HStack as="li" justify="space-between" borderWidth="1px" rounded="md" p="2" data-testid={`attendee-${attendee._id}`}>
      <Box minW="0">
        <Text fontWeight="medium">{attendee.ParticipantName}</Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {attendee.ParticipantEmail}
        </Text>
      </Box>
      {attendee.checkedInAt ? (
        <Badge colorPalette="green">In at {formatTimeOfDay(attendee.checkedInAt, timeZone)}</Badge>
      ) : pending ? (
        <Badge colorPalette="orange">Pending</Badge>
      ) : (
        <Button size="sm" colorPalette="brand" onClick={onCheckIn} aria-label={`Check in ${attendee.ParticipantName}`}>
          Check in
        </Button>
      )}
    </HStack>
  );
}
