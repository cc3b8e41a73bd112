/**
 * What the rules suites share: a rules-unit-testing environment on the real
 * Firestore emulator, in a project of its own so the seeded 'demo-campcare'
 * data other suites use is never touched, the people who read, and a small
 * fixed data set written with the rules switched off.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TokenOptions,
} from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { Bytes, doc, setDoc, setLogLevel } from 'firebase/firestore';
import { campSearchEntries, campStaffId, COLLECTIONS, registrationId, registrationSearchEntries, type CampSearchSource, type RegistrationSearchSource } from '@campcare/domain';
import { emulatorPorts, ROOT } from '../../scripts/lib/emulators.ts';

/** Rules are loaded into this project only; other suites use 'demo-campcare'. */
export const RULES_PROJECT_ID = 'demo-campcare-rules';

/**
 * The rules file under test. CAMPCARE_RULES_FILE lets a run point at a
 * deliberately broken copy (to prove the suite can fail) without editing the
 * shared firestore.rules that other running emulators hot-reload.
 */
export const RULES_FILE = process.env.CAMPCARE_RULES_FILE ?? join(ROOT, 'firestore.rules');

/** emulators:exec sets FIRESTORE_EMULATOR_HOST; otherwise this checkout's (offset) port. */
export function firestoreEmulator(): { host: string; port: number } {
  const fromExec = process.env.FIRESTORE_EMULATOR_HOST;
  if (fromExec) {
    const separator = fromExec.lastIndexOf(':');
    return { host: fromExec.slice(0, separator), port: Number(fromExec.slice(separator + 1)) };
  }
  return { host: '127.0.0.1', port: emulatorPorts().firestore };
}

export async function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  // Denied requests are the point of these suites; the SDK would log each one as a warning.
  setLogLevel('error');
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    firestore: { ...firestoreEmulator(), rules: readFileSync(RULES_FILE, 'utf8') },
  });
}

/**
 * rules-unit-testing hands out the compat Firestore; the modular functions
 * (doc, getDoc, query...) unwrap it themselves, so only the type differs.
 */
export function modularFirestore(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** Everyone the matrix asks about. `owner` is the participant the fixture documents belong to. */
export type PersonaName =
  | 'signedOut'
  | 'owner'
  | 'otherParticipant'
  | 'organizer'
  | 'coOrganizer'
  | 'otherOrganizer'
  | 'demotedOrganizer'
  | 'admin'
  | 'adminWithoutOrganizerRole'
  | 'noRoleClaim'
  | 'doorStaff'
  | 'clinicianStaff';

/** Seconds since the epoch, like a token's auth_time. */
const NOW_SECONDS = Math.floor(Date.now() / 1000);
/** The demoted organizer signed in an hour ago; their role changed a minute ago (revocations/{uid}). */
const DEMOTED_SIGN_IN = NOW_SECONDS - 3600;
export const DEMOTED_REVOKE_TIME = NOW_SECONDS - 60;

export interface Persona {
  name: PersonaName;
  label: string;
  /** null when signed out. */
  uid: string | null;
  claims: TokenOptions;
}

export const PERSONAS: readonly Persona[] = [
  { name: 'signedOut', label: 'signed out', uid: null, claims: {} },
  { name: 'owner', label: 'participant owner', uid: 'participant-owner', claims: { role: 'Participant' } },
  { name: 'otherParticipant', label: 'other participant', uid: 'participant-other', claims: { role: 'Participant' } },
  // The fixture's camp (CAMP_ID) is run by its creator and a co-organizer; camp-rules-2 by another organizer.
  { name: 'organizer', label: 'organizer of this camp', uid: 'organizer', claims: { role: 'Organizer' } },
  { name: 'coOrganizer', label: 'co-organizer of this camp', uid: 'co-organizer', claims: { role: 'Organizer' } },
  { name: 'otherOrganizer', label: 'organizer of another camp', uid: 'organizer-other', claims: { role: 'Organizer' } },
  // Still listed on the camp and still holding the Organizer claim in a token signed in before the demotion.
  {
    name: 'demotedOrganizer',
    label: 'demoted organizer with an old token',
    uid: 'organizer-demoted',
    claims: { role: 'Organizer', auth_time: DEMOTED_SIGN_IN, iat: DEMOTED_SIGN_IN + 3000 },
  },
  // As seeded (demo-admin): an organizer who also holds the admin claim.
  { name: 'admin', label: 'admin', uid: 'admin', claims: { role: 'Organizer', admin: true } },
  // The admin claim alone manages roles; it does not make someone an organizer.
  {
    name: 'adminWithoutOrganizerRole',
    label: 'admin without the Organizer role',
    uid: 'admin-participant',
    claims: { role: 'Participant', admin: true },
  },
  // A fresh account before the auth trigger sets its claim: a participant at most.
  { name: 'noRoleClaim', label: 'signed in without a role claim', uid: 'no-claim', claims: {} },
  // Participants on the fixture camp's staff (campStaff): the door, and a clinician.
  { name: 'doorStaff', label: "door staff of this camp", uid: 'door-staff', claims: { role: 'Participant' } },
  { name: 'clinicianStaff', label: 'clinician of this camp', uid: 'clinician-staff', claims: { role: 'Participant' } },
];

export function contextFor(env: RulesTestEnvironment, persona: Persona): RulesTestContext {
  let contexts = contextsOf.get(env);
  if (!contexts) contextsOf.set(env, (contexts = new Map()));
  let context = contexts.get(persona.name);
  if (!context) {
    context = persona.uid === null ? env.unauthenticatedContext() : env.authenticatedContext(persona.uid, persona.claims);
    contexts.set(persona.name, context);
  }
  return context;
}

/**
 * One context (and so one Firestore client, with its connection) per persona
 * and environment: a new one for each of the matrix's 2,379 cells was most of
 * the suite's time. A client keeps no documents between requests (no
 * listeners, no persistence), so each cell still asks the emulator.
 */
const contextsOf = new WeakMap<RulesTestEnvironment, Map<PersonaName, RulesTestContext>>();

export const OWNER_UID = 'participant-owner';
export const OTHER_UID = 'participant-other';
export const CAMP_ID = 'camp-rules-1';
export const OWNER_REGISTRATION_ID = registrationId(CAMP_ID, OWNER_UID);
export const OTHER_REGISTRATION_ID = registrationId(CAMP_ID, OTHER_UID);

/** A collection the rules do not name, and a subcollection under a publicly readable camp. */
export const UNNAMED_COLLECTION = 'auditLog';
/** The local payment provider's sessions (functions/src/payments/localProviderStore.ts): client secrets inside. */
export const LOCAL_PAYMENTS_COLLECTION = 'localPayments';
export const UNNAMED_SUBCOLLECTION = `camps/${CAMP_ID}/privateNotes`;

const T0 = '2026-11-01T09:00:00.000Z';
const T1 = '2026-11-02T09:00:00.000Z';

/** Who runs each fixture camp (the demoted organizer is still listed: the rules must refuse the old token anyway). */
export const CAMP_ORGANIZERS = ['organizer', 'co-organizer', 'organizer-demoted'];
export const OTHER_CAMP_ORGANIZERS = ['organizer-other'];

function camp(name: string, fees: number, count: number, createdAt: string, organizerUids: string[]) {
  return {
    CampName: name,
    Image: '/api/images/img-owner',
    CampFees: fees,
    DateTime: '2027-01-15T09:00:00.000Z',
    Location: 'Dhaka Community Hall',
    HealthcareProfessional: 'Dr. Amina Rahman',
    ParticipantCount: count,
    Description: 'A free eye screening camp.',
    searchTokens: ['e', 'ey', 'eye', 'c', 'ca', 'cam', 'camp'],
    nameKey: name.toLowerCase(),
    createdAt,
    updatedAt: createdAt,
    createdBy: organizerUids[0],
    organizerUids,
  };
}

function registration(uid: string, name: string, createdAt: string) {
  return {
    campId: CAMP_ID,
    participantUid: uid,
    CampName: 'Eye camp',
    ParticipantName: name,
    ParticipantEmail: `${uid}@test.campcare.test`,
    Image: '/api/images/img-owner',
    CampFees: 25,
    DateTime: '2027-01-15T09:00:00.000Z',
    Location: 'Dhaka Community Hall',
    HealthcareProfessional: 'Dr. Amina Rahman',
    PaymentStatus: 'Unpaid',
    ConfirmationStatus: 'Pending',
    feedbackGiven: false,
    organizerUids: CAMP_ORGANIZERS,
    // A ticket and a check-in, so the matrix's get and list cells say who can read a ticket code.
    ticket: `${uid.replace(/[^A-Za-z0-9]/g, '').padEnd(24, 'x').slice(0, 24)}`,
    checkedInAt: createdAt,
    checkedInBy: CAMP_ORGANIZERS[0],
    searchTokens: ['e', 'ey', 'eye', 'c', 'ca', 'cam', 'camp'],
    nameKey: 'eye camp',
    createdAt,
    updatedAt: createdAt,
  };
}

function booking(uid: string, registration: string, date: string) {
  return {
    registrationId: registration,
    campId: CAMP_ID,
    participantUid: uid,
    paymentCampId: CAMP_ID,
    CampName: 'Eye camp',
    ParticipantName: 'Priya',
    ParticipantEmail: `${uid}@test.campcare.test`,
    Image: '/api/images/img-owner',
    CampFees: 25,
    DateTime: '2027-01-15T09:00:00.000Z',
    Location: 'Dhaka Community Hall',
    HealthcareProfessional: 'Dr. Amina Rahman',
    ConfirmationStatus: 'Pending',
    paymentStatus: 'Paid',
    transactionId: `pi_${uid}`,
    amount: 2500,
    currency: 'usd',
    date,
    organizerUids: CAMP_ORGANIZERS,
  };
}

function staffMember(campId: string, uid: string, role: 'door' | 'clinician') {
  return { campId, uid, role, email: `${uid}@test.campcare.test`, name: uid, invitedBy: CAMP_ORGANIZERS[0], acceptedAt: T0 };
}

/** The owner's own staff document (they work the door at the other camp). */
export const OWNER_STAFF_ID = campStaffId('camp-rules-2', OWNER_UID);

function profile(uid: string, role: 'Participant' | 'Organizer', admin = false) {
  return {
    uid,
    email: `${uid}@test.campcare.test`,
    displayName: uid,
    photoURL: null,
    role,
    admin,
    createdAt: T0,
    updatedAt: T0,
  };
}

/** The fixture: every collection holds a document of the owner's and one of someone else's. */
export const FIXTURE: Record<string, Record<string, Record<string, unknown>>> = {
  [COLLECTIONS.camps]: {
    [CAMP_ID]: camp('Eye camp', 25, 2, T0, CAMP_ORGANIZERS),
    'camp-rules-2': camp('Blood pressure check', 0, 0, T1, OTHER_CAMP_ORGANIZERS),
  },
  [COLLECTIONS.registrations]: {
    [OWNER_REGISTRATION_ID]: registration(OWNER_UID, 'Priya Sharma', T0),
    [OTHER_REGISTRATION_ID]: registration(OTHER_UID, 'Sam Okafor', T1),
  },
  [COLLECTIONS.bookings]: {
    pi_owner: booking(OWNER_UID, OWNER_REGISTRATION_ID, T0),
    pi_other: booking(OTHER_UID, OTHER_REGISTRATION_ID, T1),
  },
  [COLLECTIONS.feedback]: {
    [OWNER_REGISTRATION_ID]: {
      registrationId: OWNER_REGISTRATION_ID,
      campId: CAMP_ID,
      CampName: 'Eye camp',
      participantUid: OWNER_UID,
      Name: 'Priya Sharma',
      photoURL: null,
      ratting: 5,
      feedback: 'Kind doctors and no waiting.',
      createdAt: T0,
    },
  },
  [COLLECTIONS.users]: {
    [OWNER_UID]: profile(OWNER_UID, 'Participant'),
    [OTHER_UID]: profile(OTHER_UID, 'Participant'),
    organizer: profile('organizer', 'Organizer'),
    admin: profile('admin', 'Organizer', true),
  },
  [COLLECTIONS.revocations]: {
    // An old revocation (before the owner's sign-in) changes nothing.
    [OWNER_UID]: { revokeTime: Math.floor(Date.parse(T0) / 1000) },
    'organizer-demoted': { revokeTime: DEMOTED_REVOKE_TIME },
  },
  [COLLECTIONS.images]: {
    'img-owner': {
      contentType: 'image/png',
      // A PNG signature is enough: the rules never look at the bytes.
      bytes: Bytes.fromUint8Array(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
      size: 8,
      sha256: '0'.repeat(64),
      ownerUid: OWNER_UID,
      createdAt: T0,
    },
  },
  [COLLECTIONS.messages]: {
    'msg-owner': {
      name: 'Priya Sharma',
      email: 'participant-owner@test.campcare.test',
      phone: '+8801700000000',
      subject: 'Wheelchair access',
      message: 'Is the hall accessible by wheelchair?',
      senderUid: OWNER_UID,
      createdAt: T0,
    },
  },
  [COLLECTIONS.donations]: {
    cs_named: { amount: 5000, currency: 'usd', donorName: 'Priya Sharma', createdAt: T0 },
    cs_anonymous: { amount: 1000, currency: 'usd', donorName: null, createdAt: T1 },
  },
  [COLLECTIONS.cancelledCamps]: {
    'camp-cancelled': { ...camp('Hearing check', 30, 1, T0, CAMP_ORGANIZERS), cancelledAt: T1, cancellationReason: 'The hall flooded.' },
  },
  [COLLECTIONS.mail]: {
    mail_owner: {
      to: `${OWNER_UID}@test.campcare.test`,
      uid: OWNER_UID,
      kind: 'registration-received',
      message: { subject: 'Registration received: Eye camp', text: 'We have your registration.', html: '<p>We have your registration.</p>' },
      createdAt: T0,
      delivery: { state: 'SUCCESS', attempts: 1, startTime: T0, endTime: T0, leaseExpireTime: null, error: null, info: null },
    },
  },
  [COLLECTIONS.sms]: {
    sms_owner: {
      to: '+8801712345678',
      body: 'CampCare: you are registered for Eye camp. Your ticket: Qx7_k2LmN9pR4sT6vW8yZa1b.',
      kind: 'registration-received',
      uid: OWNER_UID,
      language: 'en',
      notBefore: T0,
      campId: null,
      campStartsAt: null,
      timeZone: 'Asia/Dhaka',
      segments: { encoding: 'GSM-7', units: 90, parts: 1 },
      createdAt: T0,
      delivery: { state: 'SUCCESS', attempts: 1, startTime: T0, endTime: T0, leaseExpireTime: null, error: null, info: null },
    },
  },
  [COLLECTIONS.rateLimits]: {
    // A client's first window and a window's count as the functions write them (functions/src/rateLimits/rateLimitStore.ts): a hashed client, no uid.
    'contact_counter-of-one-client': { windowStart: Date.parse(T0), expireAt: new Date(Date.parse(T0) + 600_000) },
    'contact_counter-of-one-client_0': { count: 3, expireAt: new Date(Date.parse(T0) + 600_000) },
  },
  [COLLECTIONS.healthDetails]: {
    [OWNER_REGISTRATION_ID]: {
      participantUid: OWNER_UID,
      campId: CAMP_ID,
      age: 34,
      phoneNumber: '+8801700000000',
      gender: 'Female',
      emergencyContact: '+8801800000000',
      createdAt: T0,
    },
  },
  [COLLECTIONS.accessLog]: {
    access_owner: {
      at: T0,
      accessorUid: CAMP_ORGANIZERS[0],
      accessorName: 'Dr. Organizer',
      accessorRole: 'organizer',
      participantUid: OWNER_UID,
      registrationId: OWNER_REGISTRATION_ID,
      campId: CAMP_ID,
      CampName: 'Eye camp',
      fields: ['age', 'gender', 'phoneNumber', 'emergencyContact'],
      reason: 'detail',
    },
  },
  [COLLECTIONS.doorActions]: {
    'action-owner': {
      campId: CAMP_ID,
      kind: 'check-in',
      byUid: CAMP_ORGANIZERS[0],
      deviceId: '3f2a0000-0000-4000-8000-000000000000',
      at: T0,
      recordedAt: T0,
      outcome: { kind: 'checked-in', registrationId: OWNER_REGISTRATION_ID, name: 'Olivia Owner', at: T0 },
    },
  },
  [COLLECTIONS.paymentProblems]: {
    pi_problem_owner: {
      paymentIntentId: 'pi_problem_owner',
      registrationId: OWNER_REGISTRATION_ID,
      campId: CAMP_ID,
      participantUid: OWNER_UID,
      amount: 2500,
      currency: 'usd',
      reason: 'the registration no longer exists',
      action: 'refunded',
      refundId: 're_1',
      createdAt: T0,
    },
  },
  [LOCAL_PAYMENTS_COLLECTION]: {
    pi_local_owner: {
      object: 'payment_intent',
      id: 'pi_local_owner',
      status: 'requires_payment_method',
      amount: 2500,
      currency: 'usd',
      metadata: { registrationId: OWNER_REGISTRATION_ID, participantUid: OWNER_UID },
      clientSecret: 'pi_local_owner_secret_abc',
    },
  },
  [COLLECTIONS.campStaff]: {
    [campStaffId(CAMP_ID, 'door-staff')]: staffMember(CAMP_ID, 'door-staff', 'door'),
    [campStaffId(CAMP_ID, 'clinician-staff')]: staffMember(CAMP_ID, 'clinician-staff', 'clinician'),
    // The owner works the door at the other camp: their own staff document.
    [OWNER_STAFF_ID]: staffMember('camp-rules-2', OWNER_UID, 'door'),
  },
  [COLLECTIONS.staffInvitations]: {
    'invite-owner': {
      campId: CAMP_ID,
      CampName: 'Eye camp',
      email: `${OWNER_UID}@test.campcare.test`,
      role: 'door',
      tokenHash: '0'.repeat(64),
      invitedBy: CAMP_ORGANIZERS[0],
      invitedByName: 'Dr. Organizer',
      createdAt: T0,
      expiresAt: T1,
    },
  },
  [COLLECTIONS.walkInClaims]: {
    ['a'.repeat(64)]: { registrationId: OWNER_REGISTRATION_ID, campId: CAMP_ID, createdAt: T0, createdBy: 'door-staff' },
  },
  [COLLECTIONS.campStations]: {
    [`${CAMP_ID}_stationa1`]: { campId: CAMP_ID, stationId: 'stationa1', kind: 'bloodPressure', name: 'Blood pressure', order: 0, clinicianUids: ['clinician'], createdAt: T0 },
  },
  [COLLECTIONS.stationVisits]: {
    [`${CAMP_ID}_${OWNER_REGISTRATION_ID}_stationa1`]: {
      campId: CAMP_ID,
      registrationId: OWNER_REGISTRATION_ID,
      stationId: 'stationa1',
      status: 'waiting',
      enqueuedAt: T0,
      calledAt: null,
      calledBy: null,
      doneAt: null,
    },
  },
  [COLLECTIONS.screeningResults]: {
    'result-owner': {
      campId: CAMP_ID,
      registrationId: OWNER_REGISTRATION_ID,
      personUid: OWNER_UID,
      stationId: 'stationa1',
      kind: 'bloodPressure',
      values: { systolic: 150, diastolic: 95 },
      note: null,
      recordedBy: 'clinician',
      recordedAt: T0,
      deviceRecordedAt: T0,
    },
  },
  [COLLECTIONS.referrals]: {
    'result-owner_highBloodPressure': {
      campId: CAMP_ID,
      registrationId: OWNER_REGISTRATION_ID,
      personUid: OWNER_UID,
      resultId: 'result-owner',
      reason: 'highBloodPressure',
      urgency: 'routine',
      source: 'rule',
      status: 'open',
      note: null,
      code: 'RF7K2Q',
      dueAt: T0,
      outcome: null,
      closedAt: null,
      createdAt: T0,
      createdBy: 'clinician',
    },
  },
  [COLLECTIONS.campClinicalSettings]: {
    [CAMP_ID]: { referralRules: {}, facility: { name: 'District Hospital', address: 'Main Road', phone: '5550100000' }, followUpDays: 14 },
  },
  [COLLECTIONS.dhis2Settings]: {
    'dhis2-owner': { serverUrl: 'https://dhis2.example.org', dataSet: 'DsCampCare1', orgUnit: 'OuDhaka0001', attributeOptionCombo: null, rows: [], updatedAt: T0, updatedBy: 'dhis2-owner' },
  },
  [COLLECTIONS.dhis2Secrets]: {
    'dhis2-owner': { token: 'd2pat_campcareRulesFixture00000000001', updatedAt: T0 },
  },
  // Not named in the rules: must be denied to everyone, whatever it holds.
  [UNNAMED_COLLECTION]: {
    'entry-owner': { participantUid: OWNER_UID, note: 'not for the browser', createdAt: T0 },
  },
  [UNNAMED_SUBCOLLECTION]: {
    'note-owner': { participantUid: OWNER_UID, note: 'a subcollection under a public camp', createdAt: T0 },
  },
};

/** Empties the rules project and writes the fixture with the rules switched off. */
/** The first camp's search entries, as the functions write them: public, like the camp they come from. */
FIXTURE[COLLECTIONS.campSearch] = Object.fromEntries(
  campSearchEntries(CAMP_ID, FIXTURE[COLLECTIONS.camps]![CAMP_ID] as unknown as CampSearchSource).map((entry) => [entry.id, { ...entry.data }]),
);
export const CAMP_SEARCH_ENTRY_ID = Object.keys(FIXTURE[COLLECTIONS.campSearch]!)[0]!;
/** The owner's registration's search entries, as the functions write them: participant names, so for nobody's browser. */
FIXTURE[COLLECTIONS.registrationSearch] = Object.fromEntries(
  registrationSearchEntries(
    OWNER_REGISTRATION_ID,
    FIXTURE[COLLECTIONS.registrations]![OWNER_REGISTRATION_ID] as unknown as RegistrationSearchSource,
  ).map((entry) => [entry.id, { ...entry.data }]),
);
export const REGISTRATION_SEARCH_ENTRY_ID = Object.keys(FIXTURE[COLLECTIONS.registrationSearch]!)[0]!;

export async function loadFixture(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modularFirestore(context);
    const writes: Promise<void>[] = [];
    for (const [collection, docs] of Object.entries(FIXTURE)) {
      for (const [id, data] of Object.entries(docs)) writes.push(setDoc(doc(db, collection, id), data));
    }
    await Promise.all(writes);
  });
}
