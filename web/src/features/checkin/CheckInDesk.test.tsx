import 'fake-indexeddb/auto';
import { ticketSigningMessage, type DoorCheckInAction, type DoorSyncAnswer, type TicketPublicKey } from '@campcare/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.tsx';
import { ApiRequestError } from '../../lib/api.ts';
import { switchLanguage } from '../../lib/i18n/index.ts';
import type { Attendee, DoorList } from './api/doorList.ts';
import { sendDoorActions } from './api/doorSync.ts';
import { CheckInDesk } from './CheckInDesk.tsx';
import { ticketHashOf } from './door/ticketCheck.ts';

vi.mock('../../lib/authLazy.ts', () => ({ loadAuth: () => Promise.resolve({ currentUser: { uid: 'u-organizer' } }) }));
vi.mock('./api/doorList.ts', () => ({ fetchDoorList: vi.fn(() => Promise.resolve(structuredClone(server.list))) }));
vi.mock('./api/campAttendance.ts', () => ({ fetchCampAttendance: vi.fn(() => new Promise(() => {})) }));
vi.mock('./api/doorSync.ts', () => ({ sendDoorActions: vi.fn() }));

const sync = vi.mocked(sendDoorActions);

/** The server as far as the desk can tell: its door list, and what each synced action came to. */
const server = { list: null as unknown as DoorList, received: [] as DoorCheckInAction[] };

const b64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const TICKETS = { lena: 'LenaNovakTicketCode00001', omar: 'OmarHaqueTicketCode00002', priya: 'PriyaSharmaTicketCode003' };

async function attendee(campId: string, id: string, name: string, ticket: string, checkedInAt: string | null = null): Promise<Attendee> {
  return {
    _id: `${campId}_${id}`,
    campId,
    CampName: 'Free Eye Screening',
    ParticipantName: name,
    ParticipantEmail: `${id}@example.test`,
    PaymentStatus: 'Paid',
    ConfirmationStatus: 'Confirmed',
    checkedInAt,
    ticketStart: ticket.slice(0, 6),
    ticketHash: await ticketHashOf(ticket),
    checkedIn: checkedInAt ? { at: checkedInAt, byName: 'Olu Organizer', deviceId: null } : null,
    checkInConflicts: [],
  };
}

let keys: CryptoKeyPair;
let signingKey: TicketPublicKey;

async function signed(campId: string, ticket: string): Promise<string> {
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, new TextEncoder().encode(ticketSigningMessage(campId, ticket)));
  return `${ticket}.${b64url(signature)}`;
}

async function serveCamp(campId: string) {
  keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  signingKey = { alg: 'ES256', spki: b64url(await crypto.subtle.exportKey('spki', keys.publicKey)), keyId: 'test' };
  server.received = [];
  server.list = {
    camp: { _id: campId, CampName: 'Free Eye Screening', DateTime: '2026-12-05T03:00:00.000Z', Location: 'Dhaka', TimeZone: 'Asia/Dhaka' },
    expected: 3,
    checkedIn: 1,
    attendanceRate: 33,
    noShowRate: 67,
    signingKey,
    attendees: [
      await attendee(campId, 'u1', 'Lena Novak', TICKETS.lena),
      await attendee(campId, 'u2', 'Priya Sharma', TICKETS.priya, '2026-12-05T03:10:00.000Z'),
      await attendee(campId, 'u3', 'Omar Haque', TICKETS.omar),
    ],
  };
  // Checks in whom the action names, once; Omar's registration does not admit him.
  sync.mockImplementation(async (_camp, _device, actions) => {
    server.received.push(...actions);
    const answer: DoorSyncAnswer = { results: [] };
    for (const action of actions) {
      const hash = action.ticket ? await ticketHashOf(action.ticket) : null;
      const person = server.list.attendees.find((a) => a._id === action.registrationId || (hash && a.ticketHash === hash));
      if (!person) answer.results.push({ actionId: action.actionId, outcome: { kind: 'refused', code: 'not-found' } });
      else if (person.ParticipantName === 'Omar Haque') answer.results.push({ actionId: action.actionId, outcome: { kind: 'refused', code: 'no-ticket', registrationId: person._id, name: person.ParticipantName } });
      else {
        person.checkedInAt = action.at;
        person.checkedIn = { at: action.at, byName: 'Olu Organizer', deviceId: 'abcd1234-0000-4000-8000-000000000000' };
        server.list.checkedIn += 1;
        answer.results.push({ actionId: action.actionId, outcome: { kind: 'checked-in', registrationId: person._id, name: person.ParticipantName, at: action.at } });
      }
    }
    return answer;
  });
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => setOnline(true));
afterEach(() => sync.mockReset());

async function checkInByName(name: string, button: string) {
  await userEvent.clear(await screen.findByRole('searchbox'));
  await userEvent.type(screen.getByRole('searchbox'), name.split(' ')[0]!);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

async function typeCode(code: string, field = 'Ticket code', button = 'Check ticket') {
  // As a handheld scanner does: the whole code at once.
  await userEvent.click(screen.getByRole('textbox', { name: field }));
  await userEvent.paste(code);
  await userEvent.click(screen.getByRole('button', { name: button }));
}

describe('the check-in desk', () => {
  it('counts, checks someone in by name and by a typed signed code, and says why the server refused', async () => {
    await serveCamp('camp-1');
    renderWithProviders(<CheckInDesk campId="camp-1" />);
    expect(await screen.findByRole('heading', { name: 'Check-in: Free Eye Screening' })).toBeInTheDocument();
    expect(screen.getByTestId('checkin-counts')).toHaveTextContent('1 checked in / 3 expected');
    expect(screen.getByTestId('checkin-connection')).toHaveTextContent('Online');

    await checkInByName('Lena Novak', 'Check in Lena Novak');
    expect(await screen.findByText('✓ Checked in: Lena Novak')).toBeInTheDocument();
    expect(await screen.findByText('2 checked in / 3 expected')).toBeInTheDocument();
    expect(server.received).toEqual([expect.objectContaining({ registrationId: 'camp-1_u1', admittedOffline: false, kind: 'check-in' })]);

    await typeCode(await signed('camp-1', TICKETS.omar));
    expect(await screen.findByText('Omar Haque’s registration does not admit them to the camp.')).toBeInTheDocument();
    expect(server.received[1]).toEqual(expect.objectContaining({ ticket: TICKETS.omar }));

    // Someone already in is not sent again.
    await typeCode(await signed('camp-1', TICKETS.priya));
    expect(await screen.findByText(/^Priya Sharma was already checked in at 9:10\sAM/)).toBeInTheDocument();
    expect(server.received).toHaveLength(2);

    // This account's role at the camp was revoked: the refusal is said, and nothing waits to be sent.
    sync.mockRejectedValueOnce(new ApiRequestError(403, 'permission-denied', 'Only this camp’s organizers and its door or clinician staff can do this.'));
    await checkInByName('Omar Haque', 'Check in Omar Haque');
    expect(await screen.findByText('Only this camp’s organizers and its door or clinician staff can do this.')).toBeInTheDocument();
    expect(screen.queryByTestId('checkin-pending')).not.toBeInTheDocument();
  });

  it('with no network: admits from the list on the phone, keeps the check-ins to send, refuses a forged code, then sends them once', async () => {
    await serveCamp('camp-2');
    renderWithProviders(<CheckInDesk campId="camp-2" />);
    await screen.findByText('1 checked in / 3 expected');
    setOnline(false);
    expect(await screen.findByText('No network')).toBeInTheDocument();

    await checkInByName('Lena Novak', 'Check in Lena Novak');
    expect(await screen.findByText('✓ Admitted: Lena Novak (saved on this phone, sent when the network is back)')).toBeInTheDocument();
    expect(screen.getByTestId('checkin-counts')).toHaveTextContent('2 checked in / 3 expected');
    expect(screen.getByTestId('checkin-pending')).toHaveTextContent('Waiting for the network (1)');

    // Lena's code with one character of its signature changed, then a code signed by someone else's key. Not
    // the last character: its low bits are padding, so changing them may leave the signature's bytes as they were.
    const real = await signed('camp-2', TICKETS.lena);
    const changed = real.length - 10;
    await typeCode(real.slice(0, changed) + (real[changed] === 'A' ? 'B' : 'A') + real.slice(changed + 1));
    expect(await screen.findByTestId('checkin-forged')).toHaveTextContent('Not a genuine ticket');
    await typeCode(await signed('camp-other', TICKETS.omar));
    expect(await screen.findByTestId('checkin-forged')).toBeInTheDocument();
    // A second admission of Lena on this phone is not kept twice.
    await typeCode(real);
    expect(await screen.findByText(/^Lena Novak was already admitted on this phone at/)).toBeInTheDocument();
    expect(sync).not.toHaveBeenCalled();

    setOnline(true);
    expect(await screen.findByText('✓ Checked in: Lena Novak (sent now that the network is back)')).toBeInTheDocument();
    expect(screen.queryByTestId('checkin-pending')).not.toBeInTheDocument();
    expect(server.received).toEqual([expect.objectContaining({ registrationId: 'camp-2_u1', admittedOffline: true })]);
  });

  it('speaks Bengali: counts and times in Bengali digits, the answers in Bengali, names as typed', async () => {
    await serveCamp('camp-3');
    await switchLanguage('bn', { remember: false });
    try {
      renderWithProviders(<CheckInDesk campId="camp-3" />);
      expect(await screen.findByRole('heading', { name: 'চেক-ইন: Free Eye Screening' })).toBeInTheDocument();
      expect(screen.getByTestId('checkin-counts')).toHaveTextContent('৩ জনের মধ্যে ১ জনের চেক-ইন হয়েছে');
      expect(screen.getByRole('button', { name: 'টিকিট স্ক্যান করুন' })).toBeInTheDocument();
      await checkInByName('Omar Haque', 'Omar Haque-এর চেক-ইন করুন');
      expect(await screen.findByText('Omar Haque-এর নিবন্ধন দিয়ে ক্যাম্পে প্রবেশ করা যাবে না।')).toBeInTheDocument();
      await typeCode((await signed('camp-3', TICKETS.lena)).slice(0, -2) + 'xx', 'টিকিট কোড', 'টিকিট যাচাই করুন');
      expect(await screen.findByTestId('checkin-forged')).toHaveTextContent('আসল টিকিট নয়');
      await userEvent.clear(screen.getByRole('searchbox'));
      await userEvent.type(screen.getByRole('searchbox'), 'Priya');
      expect(screen.getByTestId('attendee-camp-3_u2')).toHaveTextContent(/প্রবেশ: ৯:১০/);
    } finally {
      await switchLanguage('en', { remember: false });
    }
  });

  it('finds a person by the ticket code typed from their mail or printout (whole, or its first characters), and checks them in', async () => {
    await serveCamp('camp-4');
    renderWithProviders(<CheckInDesk campId="camp-4" />);
    const search = await screen.findByRole('searchbox');
    await userEvent.type(search, TICKETS.lena);
    expect(screen.getByTestId('attendee-camp-4_u1')).toHaveTextContent('Lena Novak');
    expect(screen.queryByTestId('attendee-camp-4_u3')).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, TICKETS.lena.slice(0, 8).toLowerCase());
    expect(screen.getByTestId('attendee-camp-4_u1')).toHaveTextContent('Lena Novak');
    await userEvent.click(screen.getByRole('button', { name: 'Check in Lena Novak' }));
    expect(await screen.findByText('✓ Checked in: Lena Novak')).toBeInTheDocument();
    expect(server.received).toEqual([expect.objectContaining({ registrationId: 'camp-4_u1' })]);
    // A code nobody at this camp holds finds nobody.
    await userEvent.clear(search);
    await userEvent.type(search, 'ZZZZZZZZZZZZZZZZZZZZZZZZ');
    // Said beside the list, not as an item of it (a list holds only its items).
    expect(screen.getByText('Nobody with a ticket matches.').closest('ul, ol')).toBeNull();
  });
});
