/** Test data for the payments suites: a participant's own registration, written with the Admin SDK. */
import { randomBytes } from 'node:crypto';
import { COLLECTIONS, registrationId, type Registration } from '@campcare/domain';
import { adminServices, createUser, type TestUser } from '../../../tests/support/emulators.ts';

export interface PayableRegistration {
  id: string;
  user: TestUser;
  registration: Registration;
}

export async function givenRegistration(
  overrides: Partial<Registration> = {},
  user?: TestUser,
): Promise<PayableRegistration> {
  const { db } = adminServices();
  const owner = user ?? (await createUser({ role: 'Participant', displayName: 'Pat Payer' }));
  const campId = overrides.campId ?? `camp-pay-${randomBytes(4).toString('hex')}`;
  const now = new Date().toISOString();
  const registration: Registration = {
    campId,
    participantUid: owner.uid,
    CampName: 'Eye Screening Day',
    ParticipantName: 'Pat Payer',
    ParticipantEmail: owner.email,
    Image: '/api/images/none',
    CampFees: 45.5,
    DateTime: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    Location: 'Town Hall',
    HealthcareProfessional: 'Dr. Ada Obi',
    PaymentStatus: 'Unpaid',
    ConfirmationStatus: 'Pending',
    feedbackGiven: false,
    organizerUids: ['demo-organizer'],
    searchTokens: ['eye'],
    nameKey: 'eye screening day',
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  const id = registrationId(campId, owner.uid);
  await db.collection(COLLECTIONS.registrations).doc(id).set(registration);
  return { id, user: owner, registration };
}

export async function registrationDoc(id: string): Promise<Registration> {
  const snapshot = await adminServices().db.collection(COLLECTIONS.registrations).doc(id).get();
  return snapshot.data() as Registration;
}

export async function bookingsFor(id: string) {
  const { db } = adminServices();
  const snapshot = await db.collection(COLLECTIONS.bookings).where('registrationId', '==', id).get();
  return snapshot.docs;
}
