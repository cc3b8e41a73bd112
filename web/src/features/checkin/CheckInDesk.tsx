/**
 * The Check-in page's body, made for a phone at the door: whether it has a
 * network, checked in / expected, the camera scanner and a field for a typed
 * (or hardware-scanned) code, the answer to the last scan, what waits to be
 * sent, the people two phones both admitted while apart, and a search by name
 * or by a typed ticket code for people whose ticket cannot be scanned. With
 * no network it works from the door list saved on the phone.
 */
import { Badge, Box, Button, Card, Field, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { campTimeZone, deviceLabel, matchesSearch, matchesTicketStart, planSearch, searchTokensFor, type DoorAdmission } from '@campcare/domain';
import { lazy, Suspense, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { formatCount, formatDateTime, formatTimeOfDay } from '../../lib/format.ts';
import { translate, useTranslation } from '../../lib/i18n/index.ts';
import type { DeskAttendee, DoorAction } from './door/doorActions.ts';
import { errorText } from './errorText.ts';
import { QrScanner } from './QrScanner.tsx';
import { useCheckInDesk, type DeskMessage, type SyncProblem } from './useCheckInDesk.ts';

const SEARCH_RESULTS = 8;

const WalkInDialog = lazy(async () => ({ default: (await import('./WalkInDialog.tsx')).WalkInDialog }));

/** A waiting check-in's name, or its ticket's label in the language shown now. */
function pendingLabel(item: DoorAction): string {
  return item.kind === 'check-in' && item.attendeeId === null && item.ticket !== undefined ? translate('checkin.desk.ticketLabel', { code: item.ticket.slice(0, 6) }) : item.label;
}

/** "Ana Costa on phone 3F2A at 9:05 AM". */
function admissionText(admission: DoorAdmission, timeZone: string): string {
  return translate('checkin.conflicts.admission', {
    name: admission.byName || translate('checkin.conflicts.someone'),
    device: deviceLabel(admission.deviceId),
    time: formatTimeOfDay(admission.at, timeZone),
  });
}

export function CheckInDesk({ campId }: { campId: string }) {
  const { t } = useTranslation();
  const desk = useCheckInDesk(campId);
  const [query, setQuery] = useState('');
  const [walkIn, setWalkIn] = useState(false);
  const [typed, setTyped] = useState('');
  const list = desk.list;

  // A ticket code typed from a mail or a printout (its start is enough), then the site's one search rule:
  // every typed word starts a word of the name or the email.
  const matches = useMemo(() => {
    if (!list) return [];
    const byCode = desk.attendees.filter((a) => matchesTicketStart(query, a.ticketStart));
    const plan = planSearch(query);
    const byName = plan ? desk.attendees.filter((a) => !byCode.includes(a) && matchesSearch(searchTokensFor(a.ParticipantName, a.ParticipantEmail ?? ''), plan)) : [];
    return [...byCode, ...byName].slice(0, SEARCH_RESULTS);
  }, [desk.attendees, list, query]);
  const conflicts = useMemo(() => desk.attendees.filter((a) => a.checkInConflicts.length > 0), [desk.attendees]);

  if (desk.loadError && !list) {
    const offline = desk.loadError.error instanceof Error && desk.loadError.error.message === 'offline';
    return (
      <Text color="fg.error" role="alert">
        {offline ? t('checkin.desk.noListOffline') : t('checkin.desk.loadFailed', { error: errorText(desk.loadError.error) })}
      </Text>
    );
  }
  if (!list) {
    return <Spinner size="lg" aria-label={t('checkin.desk.loading')} />;
  }
  const timeZone = campTimeZone(list.camp);

  function onTyped(event: FormEvent) {
    event.preventDefault();
    const code = typed.trim();
    if (!code) return;
    setTyped('');
    void desk.submitCode(code);
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

      <HStack role="status" gap="2" align="start" data-testid="checkin-connection">
        <Badge colorPalette={desk.online ? 'green' : 'orange'} flexShrink={0}>
          {desk.online ? t('checkin.connection.online') : t('checkin.connection.offline')}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {desk.online
            ? desk.savedAt && t('checkin.connection.listFrom', { time: formatTimeOfDay(desk.savedAt, timeZone) })
            : desk.savedAt
              ? t('checkin.connection.workingOffline', { time: formatTimeOfDay(desk.savedAt, timeZone) })
              : t('checkin.connection.offlineNoTime')}
        </Text>
      </HStack>

      <Text fontSize="2xl" fontWeight="semibold" aria-live="polite" data-testid="checkin-counts">
        {t('checkin.desk.counts', { checkedIn: formatCount(desk.checkedIn), expected: formatCount(list.expected) })}
      </Text>

      <QrScanner onCode={(code) => void desk.submitCode(code)} />

      <Box as="form" onSubmit={onTyped} aria-labelledby="checkin-code-label">
        <Field.Root>
          <Field.Label id="checkin-code-label">{t('checkin.code.label')}</Field.Label>
          <HStack gap="2" w="full">
            <Input
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              fontFamily="mono"
              data-testid="checkin-code"
            />
            <Button type="submit" colorPalette="brand" flexShrink={0}>
              {t('checkin.code.submit')}
            </Button>
          </HStack>
          <Field.HelperText>{t('checkin.code.help')}</Field.HelperText>
        </Field.Root>
      </Box>

      <Box role="status" aria-live="polite" data-testid="checkin-result" minH="3rem">
        {desk.message && <ResultText message={desk.message} timeZone={timeZone} />}
      </Box>

      {desk.pending.length > 0 && (
        <DeskNotice
          id="checkin-pending"
          tone="orange"
          heading={t('checkin.desk.waiting', { count: formatCount(desk.pending.length) })}
          explained={t('checkin.desk.waitingExplained')}
        >
          <Stack gap="1" as="ul" listStyleType="none">
            {desk.pending.map((p) => (
              <HStack as="li" key={p.actionId} gap="2">
                <Badge colorPalette="orange">{t('checkin.desk.pending')}</Badge>
                <Text>{pendingLabel(p)}</Text>
                {p.kind === 'walk-in' && <Badge>{t('checkin.desk.walkInBadge')}</Badge>}
                <Text fontSize="sm" color="fg.muted">
                  {formatTimeOfDay(p.at, timeZone)}
                </Text>
              </HStack>
            ))}
          </Stack>
        </DeskNotice>
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
          <WalkInDialog campId={campId} onClose={() => setWalkIn(false)} onRecorded={() => void desk.reload()} keepOffline={desk.keepWalkIn} />
        </Suspense>
      )}

      {desk.problems.length > 0 && <ProblemList problems={desk.problems} onDismiss={desk.dismissProblem} />}

      {conflicts.length > 0 && <ConflictList conflicts={conflicts} timeZone={timeZone} />}

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
        {/* "No match" is said beside the list, not in it: a list holds only its items. */}
        {query.trim() && matches.length === 0 && (
          <Text color="fg.muted" mt="3">
            {t('checkin.desk.noMatch')}
          </Text>
        )}
        <Stack gap="2" mt="3" as="ul" listStyleType="none">
          {matches.map((a) => (
            <AttendeeRow key={a._id} attendee={a} timeZone={timeZone} onCheckIn={() => void desk.submitAttendee(a)} />
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

function ResultText({ message, timeZone }: { message: DeskMessage; timeZone: string }) {
  const { t } = useTranslation();
  switch (message.kind) {
    case 'admitted':
      return (
        <Text color="green.fg" fontSize="xl" fontWeight="semibold">
          {message.saved ? t('checkin.result.admittedOffline', { name: message.name }) : t('checkin.result.checkedIn', { name: message.name })}
        </Text>
      );
    case 'checked-in':
      return (
        <Text color="green.fg" fontSize="xl" fontWeight="semibold">
          {t('checkin.result.checkedIn', { name: message.name })}
          {message.fromQueue ? t('checkin.result.sentNow') : ''}
        </Text>
      );
    case 'already-in':
      return (
        <Text color="orange.fg" fontSize="xl" fontWeight="semibold">
          {t('checkin.result.alreadyIn', { name: message.name, time: formatTimeOfDay(message.at, timeZone) })}
          {message.by?.byName ? ` ${t('checkin.result.by', { admission: admissionText(message.by, timeZone) })}` : ''}
        </Text>
      );
    case 'already-pending':
      return (
        <Text color="orange.fg" fontSize="xl" fontWeight="semibold">
          {t('checkin.result.alreadyPending', { name: message.name, time: formatTimeOfDay(message.at, timeZone) })}
        </Text>
      );
    case 'conflict':
      return (
        <Text color="orange.fg" fontSize="lg" fontWeight="semibold">
          {t('checkin.result.conflict', { name: message.name, admission: admissionText(message.first, timeZone) })}
        </Text>
      );
    case 'refused':
      return (
        <Text color="fg.error" fontSize="lg">
          {refusalText(message.code, message.name)}
          {message.fromQueue ? t('checkin.result.sentNow') : ''}
        </Text>
      );
    case 'not-a-ticket':
      return <Text color="fg.error">{t('checkin.desk.notATicket')}</Text>;
    case 'forged':
      return (
        <Text color="fg.error" fontSize="xl" fontWeight="semibold" data-testid="checkin-forged">
          {t('checkin.result.forged')}
        </Text>
      );
    case 'cannot-check-offline':
      return <Text color="fg.error">{t('checkin.result.cannotCheckOffline')}</Text>;
    case 'failed':
      return (
        <Text color="fg.error" fontSize="lg">
          {errorText(message.error)}
        </Text>
      );
    case 'synced':
      return (
        <Text color="green.fg" fontSize="lg">
          {t('checkin.result.synced', {
            recorded: formatCount(message.recorded),
            conflicts: formatCount(message.conflicts),
            refused: formatCount(message.refused),
          })}
        </Text>
      );
  }
}

function refusalText(code: 'not-found' | 'no-ticket' | 'id-taken', name: string | null): string {
  if (code === 'no-ticket' && name) return translate('checkin.result.noTicket', { name });
  if (code === 'id-taken') return translate('checkin.result.idTaken');
  return translate('checkin.result.unknownTicket');
}

/** A titled box on the desk (what waits to be sent, what the server refused, who was admitted twice): its heading names the section. */
function DeskNotice({ id, tone, heading, explained, children }: { id: string; tone: 'orange' | 'red'; heading: string; explained: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" borderColor={`${tone}.muted`} as="section" aria-labelledby={`${id}-heading`} data-testid={id}>
      <Card.Body>
        <Heading as="h2" size="sm" id={`${id}-heading`}>
          {heading}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="2">
          {explained}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

function ProblemList({ problems, onDismiss }: { problems: SyncProblem[]; onDismiss: (actionId: string) => void }) {
  const { t } = useTranslation();
  return (
    <DeskNotice id="checkin-problems" tone="red" heading={t('checkin.problems.heading', { count: formatCount(problems.length) })} explained={t('checkin.problems.explained')}>
      <Stack gap="2" as="ul" listStyleType="none">
        {problems.map((p) => (
          <HStack as="li" key={p.actionId} justify="space-between" gap="2">
            <Text>
              <strong>{p.label}</strong>: {p.code === 'walk-in' ? t('checkin.problems.walkIn', { reason: apiErrorMessage(p.error) }) : refusalText(p.code, p.label)}
            </Text>
            <Button size="xs" variant="outline" onClick={() => onDismiss(p.actionId)} aria-label={t('checkin.problems.dismissWho', { name: p.label })}>
              {t('checkin.problems.dismiss')}
            </Button>
          </HStack>
        ))}
      </Stack>
    </DeskNotice>
  );
}

function ConflictList({ conflicts, timeZone }: { conflicts: DeskAttendee[]; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <DeskNotice id="checkin-conflicts" tone="orange" heading={t('checkin.conflicts.heading', { count: formatCount(conflicts.length) })} explained={t('checkin.conflicts.explained')}>
      <Stack gap="3" as="ul" listStyleType="none">
        {conflicts.map((a) => (
          <Box as="li" key={a._id} data-testid={`conflict-${a._id}`}>
            <Text fontWeight="semibold">{a.ParticipantName}</Text>
            {a.checkedIn && <Text fontSize="sm">{t('checkin.conflicts.counted', { admission: admissionText(a.checkedIn, timeZone) })}</Text>}
            {a.checkInConflicts.map((c, i) => (
              <Text fontSize="sm" key={i}>
                {t('checkin.conflicts.also', { admission: admissionText(c, timeZone) })}
              </Text>
            ))}
          </Box>
        ))}
      </Stack>
    </DeskNotice>
  );
}

function AttendeeRow({ attendee, timeZone, onCheckIn }: { attendee: DeskAttendee; timeZone: string; onCheckIn: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack as="li" justify="space-between" borderWidth="1px" rounded="md" p="2" data-testid={`attendee-${attendee._id}`}>
      <Box minW="0">
        <Text fontWeight="medium">{attendee.ParticipantName}</Text>
        {attendee.ParticipantEmail && (
          <Text fontSize="xs" color="fg.muted" truncate>
            {attendee.ParticipantEmail}
          </Text>
        )}
      </Box>
      {attendee.checkedInAt ? (
        <Badge colorPalette="green">{t('checkin.desk.inAt', { time: formatTimeOfDay(attendee.checkedInAt, timeZone) })}</Badge>
      ) : attendee.pendingAt ? (
        <Badge colorPalette="orange">{t('checkin.desk.inAtPending', { time: formatTimeOfDay(attendee.pendingAt, timeZone) })}</Badge>
      ) : (
        <Button size="sm" colorPalette="brand" onClick={onCheckIn} aria-label={t('checkin.desk.checkInWho', { name: attendee.ParticipantName })}>
          {t('checkin.desk.checkIn')}
        </Button>
      )}
    </HStack>
  );
}
