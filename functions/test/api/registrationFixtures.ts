/**
 * What the registration, feedback, concurrency and listing suites share:
 * the callers of the authorization matrix, fresh camps written with the
 * Admin SDK (so these suites do not depend on the camps endpoints), and
 * readers that return a document exactly as stored.
 */
import {
  COLLECTIONS,
  feeToCents,
  nameKeyFor,
  searchTokensFor,
  type Booking,
  type Camp,
  type HealthDetailsRecord,
  type Registration,
} from '@campcare/domain';
import { adminServices, api, createUser, signIn, type ApiResponse, type TestUser } from '../../../tests/support/emulators.ts';

export const DEMO = {
  admin: { email: 'admin@campcare.test', password: 'campcare-admin' },
  organizer: { email: 'organizer@campcare.test', password: 'campcare-organizer' },
  participant: { email: 'participant@campcare.test', password: 'campcare-participant' },
  sam: { email: 'sam@campcare.test', password: 'campcare-participant' },
  lena: { email: 'lena@campcare.test', password: 'campcare-participant' },
} as const;

export const signInDemo = (who: keyof typeof DEMO) => signIn(DEMO[who].email, DEMO[who].password);

/** A bearer that verifies as nothing. */
export const BAD_TOKEN = 'not-a-firebase-token';

export type CallerName = 'none' | 'bad' | 'owner' | 'other' | 'organizer' | 'admin';
export const CALLERS: readonly CallerName[] = ['none', 'bad', 'owner', 'other', 'organizer', 'admin'];

export interface Cast {
  owner: TestUser;
  other: TestUser;
  organizer: TestUser;
  admin: TestUser;
}

/**
 * Fresh accounts, made one after another and only once their onUserCreated
 * trigger has settled (see actors.ts): two participants (the owner and
 * someone else), an organizer, and an admin who is also an organizer. Fresh
 * rather than the seeded demo staff, whose claims the seed's own trigger
 * race can reset to Participant.
 */
export async function castOfCallers(): Promise<Cast> {
  const owner = await createUser({ role: 'Participant', displayName: 'Olivia Owner' });
  const other = await createUser({ role: 'Participant', displayName: 'Oscar Other' });
  const organizer = await freshOrganizer();
  const admin = await createUser({ role: 'Organizer', admin: true, displayName: 'Adele Admin' });
  fixtureCampOrganizers = [organizer.uid];
  return { owner, other, organizer, admin };
}

/** Who runs the camps createCamp writes, unless a test says otherwise: the latest cast's organizer. */
let fixtureCampOrganizers: string[] = ['demo-organizer'];

export const freshOrganizer = () => createUser({ role: 'Organizer', displayName: 'Omar Organizer' });

export function tokenOf(cast: Cast, caller: CallerName): string | undefined {
  if (caller === 'none') return undefined;
  if (caller === 'bad') return BAD_TOKEN;
  return cast[caller].idToken;
}

let campCounter = 0;

/** A camp written straight to Firestore, shaped like the camps module writes it. */
export async function createCamp(
  options: {
    fee?: number;
    startsInDays?: number;
    name?: string;
    participantCount?: number;
    organizerUids?: string[];
    capacity?: number;
    seatOfferHours?: number;
    retentionDays?: number;
    refundCutoffHours?: number;
    unpaidHoldHours?: number;
  } = {},
): Promise<{ id: string; camp: Camp }> {
  const { db } = adminServices();
  const now = new Date();
  const id = `test-camp-${Date.now()}-${campCounter++}`;
  const name = options.name ?? `Test Screening Camp ${campCounter}`;
  const camp: Camp = {
    CampName: name,
    Image: '/api/images/seed-test',
    CampFees: options.fee ?? 25,
    DateTime: new Date(now.getTime() + (options.startsInDays ?? 10) * 86_400_000).toISOString(),
    Location: 'Riverside Community Hall, Leeds',
    HealthcareProfessional: 'Dr. Test Example',
    ParticipantCount: options.participantCount ?? 0,
    Description: 'A camp created by the API tests.',
    searchTokens: searchTokensFor(name, 'Riverside Community Hall, Leeds', 'Dr. Test Example'),
    nameKey: nameKeyFor(name),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
    createdBy: (options.organizerUids ?? fixtureCampOrganizers)[0] ?? 'demo-organizer',
    organizerUids: options.organizerUids ?? fixtureCampOrganizers,
    ...(options.capacity !== undefined ? { Capacity: options.capacity } : {}),
    ...(options.seatOfferHours !== undefined ? { seatOfferHours: options.seatOfferHours } : {}),
    ...(options.retentionDays !== undefined ? { retentionDays: options.retentionDays } : {}),
    ...(options.refundCutoffHours !== undefined ? { refundCutoffHours: options.refundCutoffHours } : {}),
    ...(options.unpaidHoldHours !== undefined ? { unpaidHoldHours: options.unpaidHoldHours } : {}),
  };
  await db.collection(COLLECTIONS.camps).doc(id).set(camp);
  return { id, camp };
}

export const validForm = (campId: string) => ({
  campId,
  age: 34,
  phoneNumber: '5550142387',
  gender: 'Female',
  emergencyContact: '5550198214',
  consent: true,
});

export async function register(user: TestUser, campId: string): Promise<ApiResponse<{ acknowledged: boolean; insertedId: string }>> {
  return api('POST', '/registerCamp', { token: user.idToken, body: validForm(campId) });
}

/** Registers through the API and fails loudly if that did not work. */
export async function registerOrThrow(user: TestUser, campId: string): Promise<string> {
  const response = await register(user, campId);
  if (response.status !== 201) throw new Error(`Fixture registration failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.insertedId;
}

/**
 * Moves a registration to Paid as the payments module would (state plus a
 * booking), so the confirm and feedback suites can start from any state.
 */
export async function markPaid(registrationId: string): Promise<string> {
  const { db } = adminServices();
  const ref = db.collection(COLLECTIONS.registrations).doc(registrationId);
  const r = (await ref.get()).data() as Registration;
  await ref.update({ PaymentStatus: 'Paid' });
  // Random like a PaymentIntent id: a payment's id never carries the participant's uid.
  const paymentId = `pi_test_${db.collection(COLLECTIONS.bookings).doc().id}`;
  const booking: Booking = {
    registrationId,
    campId: r.campId,
    participantUid: r.participantUid,
    paymentCampId: registrationId,
    CampName: r.CampName,
    ParticipantName: r.ParticipantName,
    ParticipantEmail: r.ParticipantEmail,
    Image: r.Image,
    CampFees: r.CampFees,
    DateTime: r.DateTime,
    Location: r.Location,
    HealthcareProfessional: r.HealthcareProfessional,
    ConfirmationStatus: r.ConfirmationStatus,
    paymentStatus: 'Paid',
    transactionId: paymentId,
    amount: feeToCents(r.CampFees),
    currency: 'usd',
    date: new Date().toISOString(),
    organizerUids: r.organizerUids ?? [],
  };
  await db.collection(COLLECTIONS.bookings).doc(paymentId).set(booking);
  return paymentId;
}

export async function markConfirmed(registrationId: string): Promise<void> {
  const { db } = adminServices();
  await db.collection(COLLECTIONS.registrations).doc(registrationId).update({ ConfirmationStatus: 'Confirmed' });
}

/** A document's data as stored, or null. */
export async function readDoc<T = Record<string, unknown>>(collection: string, id: string): Promise<T | null> {
  const { db } = adminServices();
  const snap = await db.collection(collection).doc(id).get();
  return snap.exists ? (snap.data() as T) : null;
}

export const readRegistration = (id: string) => readDoc<Registration>(COLLECTIONS.registrations, id);
/** A registration's health details as stored apart from it (healthDetails/{id}). */
export const readHealthRecord = (id: string) => readDoc<HealthDetailsRecord>(COLLECTIONS.healthDetails, id);
export const readCamp = (id: string) => readDoc<Camp>(COLLECTIONS.camps, id);

export async function participantCount(campId: string): Promise<number> {
  const camp = await readCamp(campId);
  if (!camp) throw new Error(`Camp ${campId} is gone.`);
  return camp.ParticipantCount;
}

/** How many documents a collection holds (to prove a refused write wrote nothing anywhere). */
export async function countDocs(collection: string): Promise<number> {
  const { db } = adminServices();
  return (await db.collection(collection).count().get()).data().count;
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
