/**
 * The Check-in page's body, made for a phone at the door: checked in /
 * expected, the camera scanner, the answer to the last scan, what is waiting
 * to be sent, and a search by name or by a typed ticket code for people
 * whose ticket cannot be scanned.
 */
import { Badge, Box, Button, Card, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { campTimeZone, isTicketCode, matchesSearch, matchesTicketStart, planSearch, searchTokensFor } from '@campcare/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { formatCount, formatDateTime, formatTimeOfDay } from '../../lib/format.ts';
import type { ApiRequestError } from '../../lib/api.ts';
import { currentLanguage, translate, useTranslation } from '../../lib/i18n/index.ts';
import type { Attendee } from './api/doorList.ts';
import { errorText } from './errorText.ts';
import type { PendingCheckIn } from './offlineQueue.ts';
import { QrScanner } from './QrScanner.tsx';
import { useCheckInDesk, type DeskMessage } from './useCheckInDesk.ts';

const SEARCH_RESULTS = 8;

const WalkInDialog = lazy(async () => ({ default: (await import('./WalkInDialog.tsx')).WalkInDialog }));

/** What the page calls a ticket scanned without a name: its first characters. */
function ticketLabel(ticket: string): string {
  return translate('checkin.desk.ticketLabel', { code: ticket.slice(0, 6) });
}

/** A waiting check-in's name, or its ticket's label in the language shown now (the queue kept the one of its scan). */
function pendingLabel(item: PendingCheckIn): string {
  return item.ticket !== undefined ? ticketLabel(item.ticket) : item.label;
}

export function CheckInDesk({ campId }: { campId: string }) {
  const { t } = useTranslation();
  const desk = useCheckInDesk(campId);
  const [query, setQuery] = useState('');
  const [unreadable, setUnreadable] = useState(false);
  const [walkIn, setWalkIn] = useState(false);
  const list = desk.doorList;

  function onCode(code: string) {
    const ticket = code.trim();
    // Any other QR code (a poster, a payment code) is not sent anywhere.
    if (!isTicketCode(ticket)) {
      setUnreadable(true);
      return;
    }
    setUnreadable(false);
    void desk.submit({ ticket }, ticketLabel(ticket));
  }

  // A ticket code typed from a mail or a printout (its start is enough), then the site's one search rule:
  // every typed word starts a word of the name or the email.
  const matches = useMemo(() => {
    if (!list) return [];
    const byCode = list.attendees.filter((a) => matchesTicketStart(query, a.ticketStart));
    const plan = planSearch(query);
    const byName = plan ? list.attendees.filter((a) => !byCode.includes(a) && matchesSearch(searchTokensFor(a.ParticipantName, a.ParticipantEmail ?? ''), plan)) : [];
    return [...byCode, ...byName].slice(0, SEARCH_RESULTS);
  }, [list, query]);

  if (desk.loadError && !list) {
    return (
      <Text color="fg.error" role="alert">
        {t('checkin.desk.loadFailed', { error: errorText(desk.loadError.error) })}
      </Text>
    );
  }
  if (!list) {
    return <Spinner size="lg" aria-label={t('checkin.desk.loading')} />;
  }

  return (
    <Stack gap="5" maxW="640px">
      <Box>
        <Heading as="h1" size="xl">
          {t('checkin.desk.heading', { camp: list.camp.CampName })}
        </Heading>
        <Text color="fg.muted">
          {formatDateTime(list.camp.DateTime, list.camp.TimeZone)} · {list.camp.Location}
        </Text>
      </Box>

      <Text fontSize="2xl" fontWeight="semibold" aria-live="polite" data-testid="checkin-counts">
        {t('checkin.desk.counts', { checkedIn: formatCount(list.checkedIn), expected: formatCount(list.expected) })}
      </Text>

      <QrScanner onCode={onCode} />

      <Box role="status" aria-live="polite" data-testid="checkin-result" minH="3rem">
        {unreadable && <Text color="fg.error">{t('checkin.desk.notATicket')}</Text>}
        {!unreadable && desk.message && <ResultText message={desk.message} timeZone={campTimeZone(list.camp)} />}
      </Box>

      {desk.pending.length > 0 && (
        <Card.Root size="sm" borderColor="orange.muted" data-testid="checkin-pending">
          <Card.Body>
            <Text fontWeight="semibold">{t('checkin.desk.waiting', { count: formatCount(desk.pending.length) })}</Text>
            <Text fontSize="sm" color="fg.muted" mb="2">
              {t('checkin.desk.waitingExplained')}
            </Text>
            <Stack gap="1" as="ul" listStyleType="none">
              {desk.pending.map((p) => (
                <HStack as="li" key={p.key} gap="2">
                  <Badge colorPalette="orange">{t('checkin.desk.pending')}</Badge>
                  <Text>{pendingLabel(p)}</Text>
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}

      {list.permissions?.includes('walkIn') && (
        <Box>
          <Button variant="outline" colorPalette="blue" onClick={() => setWalkIn(true)} aria-haspopup="dialog" data-testid="walk-in-open">
            {t('checkin.walkIn.open')}
          </Button>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {t('checkin.walkIn.openHelp')}
          </Text>
        </Box>
      )}
      {walkIn && (
        <Suspense fallback={null}>
          <WalkInDialog campId={campId} onClose={() => setWalkIn(false)} onRecorded={() => void desk.reload()} />
        </Suspense>
      )}

      <Box as="section" aria-labelledby="checkin-search-heading">
        <Heading as="h2" size="md" mb="2" id="checkin-search-heading">
          {t('checkin.desk.findHeading')}
        </Heading>
        <Input
          type="search"
          placeholder={t('checkin.desk.searchPlaceholder')}
          aria-label={t('checkin.desk.searchLabel')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Stack gap="2" mt="3" as="ul" listStyleType="none">
          {query.trim() && matches.length === 0 && <Text color="fg.muted">{t('checkin.desk.noMatch')}</Text>}
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

/** The refusal's words: the unknown ticket's own, else the server's in English and the catalog's in another language. */
function refusalText({ status, error, name }: { status: number; error: ApiRequestError; name?: string }): string {
  if (status === 404) return translate('checkin.result.unknownTicket');
  // The server's English names the person; another language names them too.
  if (currentLanguage() !== 'en' && name && error.code === 'no-ticket') return translate('checkin.result.noTicket', { name });
  return errorText(error);
}

function ResultText({ message, timeZone }: { message: DeskMessage; timeZone: string }) {
  const { t } = useTranslation();
  const sent = message.fromQueue ? t('checkin.result.sentNow') : '';
  switch (message.kind) {
    case 'checked-in':
      return (
        <Text color="green.fg" fontSize="xl" fontWeight="semibold">
          {t('checkin.result.checkedIn', { name: message.name })}
          {sent}
        </Text>
      );
    case 'already-checked-in':
      return (
        <Text color="orange.fg" fontSize="xl" fontWeight="semibold">
          {t('checkin.result.alreadyIn', { name: message.name, time: formatTimeOfDay(message.at, timeZone) })}
          {sent}
        </Text>
      );
    case 'queued':
      return (
        <Text color="orange.fg" fontSize="lg">
          {t('checkin.result.queued', { label: message.label })}
        </Text>
      );
    case 'refused':
      return (
        <Text color="fg.error" fontSize="lg">
          {refusalText(message)}
          {sent}
        </Text>
      );
    case 'offline':
      return null;
  }
}

function AttendeeRow({ attendee, timeZone, pending, onCheckIn }: { attendee: Attendee; timeZone: string; pending: boolean; onCheckIn: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack as="li" justify="space-between" borderWidth="1px" rounded="md" p="2" data-testid={`attendee-${attendee._id}`}>
      <Box minW="0">
        <Text fontWeight="medium">{attendee.ParticipantName}</Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {attendee.ParticipantEmail}
        </Text>
      </Box>
      {attendee.checkedInAt ? (
        <Badge colorPalette="green">{t('checkin.desk.inAt', { time: formatTimeOfDay(attendee.checkedInAt, timeZone) })}</Badge>
      ) : pending ? (
        <Badge colorPalette="orange">{t('checkin.desk.pending')}</Badge>
      ) : (
        <Button size="sm" colorPalette="brand" onClick={onCheckIn} aria-label={t('checkin.desk.checkInWho', { name: attendee.ParticipantName })}>
          {t('checkin.desk.checkIn')}
        </Button>
      )}
    </HStack>
  );
}
