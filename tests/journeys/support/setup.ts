/**
 * What a journey needs around it but does not test: camps, other people and
 * their registrations and payments. Made through the API as the product's
 * own code makes them (the camp's search entries, tickets, bookings and
 * counts come out as they would in use), and named uniquely, so journeys
 * never meet each other's data.
 */
import { COLLECTIONS, type Camp, type PaymentProblem } from '@campcare/domain';
import type { QuerySnapshot } from 'firebase-admin/firestore';
import { imageUrl, seed } from '../../../scripts/seed/index.ts';
import { adminServices, api, createUser, type TestUser } from '../../support/emulators.ts';

/** A short tag, different for every run, to keep names unique. */
export const uniqueTag = () => `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;

/** Letters only (camp search matches the starts of words), different for every run. */
export function uniqueWord(): string {
  const letters = 'bcdfghjklmnpqrstvz';
  const vowels = 'aeiou';
  let word = '';
  for (let i = 0; i < 4; i++) word += letters[Math.floor(Math.random() * letters.length)]! + vowels[Math.floor(Math.random() * vowels.length)]!;
  return word[0]!.toUpperCase() + word.slice(1);
}

/** Loads the seed when it is not there (the demo accounts and the seeded camps the journeys pass by). */
export async function ensureSeeded(): Promise<void> {
  const { db } = adminServices();
  const admin = await db.collection(COLLECTIONS.users).where('email', '==', 'admin@campcare.test').limit(1).get();
  if (admin.empty) await seed({ reset: true });
}

export interface CampSpec {
  name: string;
  fee: number;
  startsInDays?: number;
  capacity?: number | null;
  location?: string;
  professional?: string;
  timeZone?: string;
}

/** A camp added through the API by `organizer`, as Add A Camp sends it. */
export async function addCamp(organizer: TestUser, spec: CampSpec): Promise<{ id: string; camp: Camp }> {
  const start = new Date(Date.now() + (spec.startsInDays ?? 14) * 86_400_000);
  start.setUTCHours(4, 0, 0, 0);
  const body = {
    CampName: spec.name,
    Image: imageUrl('camp-05.jpg'),
    CampFees: spec.fee,
    DateTime: start.toISOString(),
    TimeZone: spec.timeZone ?? 'Asia/Dhaka',
    Location: spec.location ?? 'Mirpur Community Centre, Dhaka',
    HealthcareProfessional: spec.professional ?? 'Dr. Farzana Haque',
    Description: 'Free check-ups and advice from a visiting team; bring any medicines you take.',
    ...(spec.capacity !== undefined ? { Capacity: spec.capacity } : {}),
  };
  const answer = await api<{ insertedId: string }>('POST', '/addCamp', { token: organizer.idToken, body });
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`Adding camp ${spec.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  const id = answer.body.insertedId;
  const snap = await adminServices().db.collection(COLLECTIONS.camps).doc(id).get();
  return { id, camp: snap.data() as Camp };
}

export const newOrganizer = (displayName: string) => createUser({ role: 'Organizer', displayName });
export const newParticipant = (displayName: string) => createUser({ role: 'Participant', displayName });

/** Registers `who` for a camp through the API; answers the registration's id and whether it was put on the waiting list. */
export async function registerThroughApi(who: TestUser, campId: string): Promise<{ id: string; waitlisted: boolean }> {
  const answer = await api<{ insertedId: string; waitlisted?: boolean }>('POST', '/registerCamp', {
    token: who.idToken,
    body: { campId, age: 36, gender: 'Male', phoneNumber: '+880 1711 555 201', emergencyContact: '+880 1711 555 202', consent: true },
  });
  if (answer.status !== 201) throw new Error(`Registering ${who.email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: answer.body.insertedId, waitlisted: !!answer.body.waitlisted };
}

/** Pays a registration with the local test provider's success card, as the card form does. */
export async function payThroughApi(who: TestUser, registrationId: string): Promise<void> {
  const intent = await api<{ paymentIntentId: string }>('POST', '/create-payment-stripe', { token: who.idToken, body: { registrationId } });
  if (intent.status !== 200) throw new Error(`Payment of ${registrationId}: ${intent.status} ${JSON.stringify(intent.body)}`);
  const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Card Holder', email: who.email };
  const confirmed = await api('POST', `/local-payments/${intent.body.paymentIntentId}/confirm`, { token: who.idToken, body: card });
  if (confirmed.status !== 200) throw new Error(`Card of ${registrationId}: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const booked = await api('POST', '/booking', { token: who.idToken, body: { paymentIntentId: intent.body.paymentIntentId } });
  if (booked.status !== 200) throw new Error(`Booking of ${registrationId}: ${booked.status} ${JSON.stringify(booked.body)}`);
}

/** Cancels a registration as its participant (refunded when paid). */
export async function cancelThroughApi(who: TestUser, registrationId: string): Promise<void> {
  const answer = await api('DELETE', `/deleteRegisteredCamps/${encodeURIComponent(registrationId)}`, { token: who.idToken });
  if (answer.status >= 300) throw new Error(`Cancelling ${registrationId}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/**
 * Texts people typed into the seed that pages show as typed (camp names,
 * places, professionals, descriptions, people's names, reviews): not English
 * to be translated, whatever language they are in.
 */
export async function seededTexts(): Promise<string[]> {
  const { db } = adminServices();
  const [camps, users, feedback, donations] = await Promise.all(
    [COLLECTIONS.camps, COLLECTIONS.users, COLLECTIONS.feedback, COLLECTIONS.donations].map((c) => db.collection(c).get()),
  );
  const fields = (snap: QuerySnapshot, names: string[]) =>
    snap.docs.flatMap((d) => names.map((n) => d.get(n)).filter((v): v is string => typeof v === 'string'));
  return [
    ...fields(camps!, ['CampName', 'Location', 'HealthcareProfessional', 'Description', 'cancellationReason']),
    ...fields(users!, ['displayName', 'email']),
    ...fields(feedback!, ['Name', 'CampName', 'feedback']),
    ...fields(donations!, ['donorName']),
  ];
}

/** The organizer changes a camp through Edit (PUT /updateCamp): `changes`, every other field as it is. */
export async function updateCampThroughApi(organizer: TestUser, campId: string, changes: Partial<Camp>): Promise<void> {
  const camp = (await adminServices().db.collection(COLLECTIONS.camps).doc(campId).get()).data() as Camp;
  const body = {
    CampName: camp.CampName,
    Image: camp.Image,
    CampFees: camp.CampFees,
    DateTime: camp.DateTime,
    TimeZone: camp.TimeZone,
    Location: camp.Location,
    HealthcareProfessional: camp.HealthcareProfessional,
    Description: camp.Description,
    ...changes,
  };
  const answer = await api('PUT', `/updateCamp/${campId}`, { token: organizer.idToken, body });
  if (answer.status !== 200) throw new Error(`Editing ${campId}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The organizer gives the camp more seats through Edit. */
export const setCapacityThroughApi = (organizer: TestUser, campId: string, capacity: number) =>
  updateCampThroughApi(organizer, campId, { Capacity: capacity });

/**
 * A payment problem as the payment recorder writes it when money comes in
 * for a registration that was cancelled meanwhile (refunded at once). The
 * product guards every way to cause one from the API (a cancelled
 * registration cancels its payment first), so it is written as the recorder
 * would: the admin's reading of it is what is tested. Answers its id.
 */
export async function paymentProblemFor(who: TestUser, campId: string, amountCents: number): Promise<string> {
  const id = `pi_local_journey${uniqueTag()}`;
  const problem: PaymentProblem = {
    paymentIntentId: id,
    registrationId: `${campId}_${who.uid}`,
    campId,
    participantUid: who.uid,
    amount: amountCents,
    currency: 'usd',
    reason: 'the registration no longer exists',
    action: 'refunded',
    refundId: `re_local_journey${uniqueTag()}`,
    createdAt: new Date().toISOString(),
  };
  await adminServices().db.collection(COLLECTIONS.paymentProblems).doc(id).set(problem);
  return id;
}

/** An organizer opens a registration's health details (as Details does): the read is logged. */
export async function readHealthThroughApi(organizer: TestUser, registrationId: string): Promise<void> {
  const answer = await api('GET', `/registrations/${encodeURIComponent(registrationId)}/health`, { token: organizer.idToken });
  if (answer.status !== 200) throw new Error(`Health details of ${registrationId}: ${answer.status} ${JSON.stringify(answer.body)}`);
}
