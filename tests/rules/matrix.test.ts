/**
 * The security rules as a table: every collection × every kind of caller ×
 * {get, list, create, update, delete}, each cell one test that asserts
 * allow (assertSucceeds) or deny (assertFails, which insists on
 * PERMISSION_DENIED) against the real Firestore emulator.
 *
 * List has up to three variants: no filter at all, filtered on the caller's
 * own uid, and filtered on the owner's uid. The rules judge a list query by
 * its filters, not by the documents it happens to return, so the variants
 * prove that a participant's query must be constrained to themselves.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
} from 'firebase/firestore';
import { COLLECTIONS, registrationId } from '@campcare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMP_ID,
  contextFor,
  DEMOTED_REVOKE_TIME,
  CAMP_SEARCH_ENTRY_ID,
  REGISTRATION_SEARCH_ENTRY_ID,
  FIXTURE,
  modularFirestore,
  OWNER_REGISTRATION_ID,
  OWNER_STAFF_ID,
  OWNER_UID,
  PERSONAS,
  startRulesEnvironment,
  loadFixture,
  LOCAL_PAYMENTS_COLLECTION,
  UNNAMED_COLLECTION,
  UNNAMED_SUBCOLLECTION,
  type Persona,
  type PersonaName,
} from './support.ts';

type Operation = 'get' | 'list' | 'listOwnUid' | 'listOwnerUid' | 'listOwnCamps' | 'create' | 'update' | 'delete';

const OPERATION_LABELS: Record<Operation, string> = {
  get: "get the owner's document",
  list: 'list the whole collection',
  listOwnUid: 'list filtered on their own uid',
  listOwnerUid: "list filtered on the owner's uid",
  listOwnCamps: 'list filtered on the camps they run (organizerUids array-contains their uid)',
  create: 'create a document',
  update: "update the owner's document",
  delete: "delete the owner's document",
};

const EVERYONE: readonly PersonaName[] = PERSONAS.map((p) => p.name);
const NOBODY: readonly PersonaName[] = [];
const ADMINS: readonly PersonaName[] = ['admin', 'adminWithoutOrganizerRole'];
/** The camp's own organizers (creator and co-organizer) with current tokens. */
const CAMP_ORGANIZERS: readonly PersonaName[] = ['organizer', 'coOrganizer'];
/** Everyone with a current Organizer token, whatever camps they run. */
const ANY_ORGANIZER: readonly PersonaName[] = [...CAMP_ORGANIZERS, 'otherOrganizer'];
const CAMP_STAFF: readonly PersonaName[] = [...CAMP_ORGANIZERS, ...ADMINS];
const SIGNED_IN: readonly PersonaName[] = EVERYONE.filter((name) => name !== 'signedOut');

interface CollectionPolicy {
  path: string;
  /** The document of the owner's that get, update and delete aim at. */
  ownerDocId: string;
  /** The field naming the owner, for the filtered list variants; null when the documents have no owner. */
  ownerField: string | null;
  /** The documents carry organizerUids, so "list the camps I run" is asked too. */
  campField?: boolean;
  /** Who is allowed each operation; every persona not listed must be denied. */
  allowed: Record<Operation, readonly PersonaName[]>;
  /** What a caller would try to write: their own id and uid wherever the document names its owner. */
  newDocument: (uid: string | null) => { id: string; data: DocumentData };
  /** The change a caller would most like to make. */
  update: DocumentData;
  why: string;
}

const NO_WRITES = { create: NOBODY, update: NOBODY, delete: NOBODY } as const;

const withOwner = (path: string, id: string, field: string, uid: string | null): DocumentData => ({
  ...FIXTURE[path]![id],
  [field]: uid ?? 'nobody',
});

const POLICIES: readonly CollectionPolicy[] = [
  {
    path: COLLECTIONS.camps,
    ownerDocId: CAMP_ID,
    ownerField: null,
    campField: true,
    allowed: { get: EVERYONE, list: EVERYONE, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: EVERYONE, ...NO_WRITES },
    newDocument: (uid) => ({ id: 'camp-new', data: { ...FIXTURE[COLLECTIONS.camps]![CAMP_ID], createdBy: uid } }),
    update: { ParticipantCount: 999, CampFees: 0 },
    why: 'camps are public; only the API writes them',
  },
  {
    path: COLLECTIONS.registrations,
    ownerDocId: OWNER_REGISTRATION_ID,
    ownerField: 'participantUid',
    campField: true,
    allowed: {
      get: ['owner', ...CAMP_STAFF],
      list: ADMINS,
      listOwnUid: SIGNED_IN,
      listOwnerUid: ['owner', ...ADMINS],
      listOwnCamps: [...ANY_ORGANIZER, ...ADMINS],
      ...NO_WRITES,
    },
    newDocument: (uid) => ({
      id: registrationId('camp-rules-2', uid ?? 'nobody'),
      data: withOwner(COLLECTIONS.registrations, OWNER_REGISTRATION_ID, 'participantUid', uid),
    }),
    update: { PaymentStatus: 'Paid', ConfirmationStatus: 'Confirmed' },
    why: "private to the participant, the camp's organizers and admins; state changes only through the API",
  },
  {
    path: COLLECTIONS.bookings,
    ownerDocId: 'pi_owner',
    ownerField: 'participantUid',
    campField: true,
    allowed: {
      get: ['owner', ...CAMP_STAFF],
      list: ADMINS,
      listOwnUid: SIGNED_IN,
      listOwnerUid: ['owner', ...ADMINS],
      listOwnCamps: [...ANY_ORGANIZER, ...ADMINS],
      ...NO_WRITES,
    },
    newDocument: (uid) => ({
      id: `pi_forged_${uid ?? 'nobody'}`,
      data: withOwner(COLLECTIONS.bookings, 'pi_owner', 'participantUid', uid),
    }),
    update: { amount: 1 },
    why: "payments are private to the payer, the camp's organizers and admins; only the payment functions write them",
  },
  {
    path: COLLECTIONS.feedback,
    ownerDocId: 'review-owner',
    // Public-shaped: a review names no account, so there is no owner to filter on.
    ownerField: null,
    allowed: { get: EVERYONE, list: EVERYONE, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    newDocument: (uid) => ({
      id: `review-${uid ?? 'nobody'}`,
      data: { ...FIXTURE[COLLECTIONS.feedback]!['review-owner'], Name: uid ?? 'nobody' },
    }),
    update: { ratting: 1, feedback: 'Edited by someone else' },
    why: 'reviews are public; posting one needs a confirmed registration, checked by the API',
  },
  {
    path: COLLECTIONS.users,
    ownerDocId: OWNER_UID,
    ownerField: 'uid',
    allowed: {
      get: ['owner', ...ADMINS],
      list: ADMINS,
      listOwnUid: ADMINS,
      listOwnerUid: ADMINS,
      listOwnCamps: NOBODY,
      ...NO_WRITES,
    },
    // The tempting attack: writing one's own profile with a better role.
    newDocument: (uid) => ({
      id: uid ?? 'signed-out',
      data: { ...withOwner(COLLECTIONS.users, OWNER_UID, 'uid', uid), role: 'Organizer', admin: true },
    }),
    update: { role: 'Organizer', admin: true },
    why: 'profiles hold emails and roles: the user and admins; roles change only through the admin callable',
  },
  {
    path: COLLECTIONS.images,
    ownerDocId: 'img-owner',
    ownerField: 'ownerUid',
    allowed: { get: EVERYONE, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    newDocument: (uid) => ({
      id: `img-new-${uid ?? 'nobody'}`,
      data: withOwner(COLLECTIONS.images, 'img-owner', 'ownerUid', uid),
    }),
    update: { contentType: 'text/html' },
    why: 'fetched by id like GET /api/images/{id}; never enumerated; uploads checked by the API',
  },
  {
    path: COLLECTIONS.messages,
    ownerDocId: 'msg-owner',
    ownerField: 'senderUid',
    allowed: { get: ADMINS, list: ADMINS, listOwnUid: ADMINS, listOwnerUid: ADMINS, listOwnCamps: NOBODY, ...NO_WRITES },
    newDocument: (uid) => ({
      id: `msg-new-${uid ?? 'nobody'}`,
      data: withOwner(COLLECTIONS.messages, 'msg-owner', 'senderUid', uid),
    }),
    update: { subject: 'Changed' },
    why: 'contact details of the sender, written to the platform: admins only',
  },
  {
    path: COLLECTIONS.revocations,
    ownerDocId: OWNER_UID,
    ownerField: null,
    allowed: { get: ['owner'], list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    // The tempting attack: erasing or backdating one's own revocation to keep an old token working.
    newDocument: (uid) => ({ id: uid ?? 'signed-out', data: { revokeTime: 0 } }),
    update: { revokeTime: 0 },
    why: "when the user's tokens were last revoked: their own browser watches it; only the functions write it",
  },
  {
    path: COLLECTIONS.donations,
    ownerDocId: 'cs_named',
    ownerField: null,
    allowed: { get: EVERYONE, list: EVERYONE, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    newDocument: (uid) => ({
      id: `cs_forged_${uid ?? 'nobody'}`,
      data: { amount: 100_000_00, currency: 'usd', donorName: 'Forged', createdAt: '2026-11-03T09:00:00.000Z' },
    }),
    update: { amount: 100_000_00 },
    why: 'amounts and consenting donors’ names are public; only the payment functions write them',
  },
  {
    path: COLLECTIONS.cancelledCamps,
    ownerDocId: 'camp-cancelled',
    ownerField: null,
    allowed: { get: EVERYONE, list: EVERYONE, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    newDocument: () => ({ id: 'camp-cancelled-new', data: { ...FIXTURE[COLLECTIONS.cancelledCamps]!['camp-cancelled'] } }),
    update: { cancellationReason: 'Changed' },
    why: "a cancelled camp's page is public and says why; only the functions cancel camps",
  },
  {
    path: COLLECTIONS.mail,
    ownerDocId: 'mail_owner',
    ownerField: 'uid',
    allowed: { get: NOBODY, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    // The tempting attacks: reading others' mail, or queuing a mail from CampCare to anyone.
    newDocument: (uid) => ({
      id: `mail_forged_${uid ?? 'nobody'}`,
      data: { ...FIXTURE[COLLECTIONS.mail]!['mail_owner'], to: 'victim@example.org' },
    }),
    update: { to: 'victim@example.org' },
    why: 'the outgoing mail queue holds addresses and links; only the functions write and send it',
  },
  {
    path: COLLECTIONS.sms,
    ownerDocId: 'sms_owner',
    ownerField: 'uid',
    allowed: { get: NOBODY, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    // The tempting attacks: reading others' ticket codes, or texting anyone from CampCare's number.
    newDocument: (uid) => ({
      id: `sms_forged_${uid ?? 'nobody'}`,
      data: { ...FIXTURE[COLLECTIONS.sms]!['sms_owner'], to: '+8801812345678' },
    }),
    update: { to: '+8801812345678' },
    why: 'the outgoing text queue holds phone numbers and ticket codes; only the functions write and send it, to people who opted in',
  },
  {
    path: COLLECTIONS.rateLimits,
    ownerDocId: 'contact_counter-of-one-client_0',
    ownerField: null,
    allowed: { get: NOBODY, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    // The tempting attack: resetting one's own counter to send more.
    newDocument: () => ({ id: 'contact_forged-counter', data: { windowStart: 0, count: 0, expireAt: new Date(0) } }),
    update: { count: 0 },
    why: "rate limit counters are the functions' own; a browser that could write one could lift its limit",
  },
  {
    path: COLLECTIONS.campSearch,
    ownerDocId: CAMP_SEARCH_ENTRY_ID,
    ownerField: null,
    allowed: { get: EVERYONE, list: EVERYONE, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    newDocument: () => ({ id: 'forged-entry', data: { ...FIXTURE[COLLECTIONS.campSearch]![CAMP_SEARCH_ENTRY_ID], t: { forged: true } } }),
    update: { t: { forged: true } },
    why: "search entries hold what a camp shows anyway (its words, its organizers' uids), so the public search reads them; only the functions write them",
  },
  {
    path: COLLECTIONS.registrationSearch,
    ownerDocId: REGISTRATION_SEARCH_ENTRY_ID,
    ownerField: null,
    allowed: { get: NOBODY, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    // The tempting attacks: reading who registered where by their names' words, or planting an entry in an organizer's search.
    newDocument: () => ({
      id: 'forged-registration-entry',
      data: { ...FIXTURE[COLLECTIONS.registrationSearch]![REGISTRATION_SEARCH_ENTRY_ID], t: { forged: true } },
    }),
    update: { t: { forged: true } },
    why: "registration search entries hold the words of participants' names; only the functions write and read them (GET /allRegisterUser)",
  },
  {
    path: COLLECTIONS.healthDetails,
    ownerDocId: OWNER_REGISTRATION_ID,
    ownerField: 'participantUid',
    allowed: { get: NOBODY, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    // The tempting attacks: an organizer (or the participant) reading them without leaving a trace in the access log.
    newDocument: (uid) => ({
      id: registrationId(CAMP_ID, uid ?? 'nobody'),
      data: withOwner(COLLECTIONS.healthDetails, OWNER_REGISTRATION_ID, 'participantUid', uid),
    }),
    update: { age: 99 },
    why: 'health details reach organizers only through the API, which logs every read; the participant downloads theirs from the API too',
  },
  {
    path: COLLECTIONS.accessLog,
    ownerDocId: 'access_owner',
    ownerField: 'participantUid',
    allowed: { get: NOBODY, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    // The tempting attacks: an organizer erasing the trace of a read, or forging one.
    newDocument: (uid) => ({
      id: `access_${uid ?? 'nobody'}`,
      data: withOwner(COLLECTIONS.accessLog, 'access_owner', 'participantUid', uid),
    }),
    update: { accessorUid: 'someone-else' },
    why: 'the access log is append-only and written only by the functions; participants and admins read it through the API',
  },
  {
    path: COLLECTIONS.campStaff,
    ownerDocId: OWNER_STAFF_ID,
    ownerField: 'uid',
    allowed: { get: ['owner'], list: NOBODY, listOwnUid: SIGNED_IN, listOwnerUid: ['owner'], listOwnCamps: NOBODY, ...NO_WRITES },
    // The tempting attack: making oneself a camp's clinician to read health details.
    newDocument: (uid) => ({
      id: `${CAMP_ID}_${uid ?? 'nobody'}`,
      data: { ...FIXTURE[COLLECTIONS.campStaff]![OWNER_STAFF_ID], campId: CAMP_ID, uid: uid ?? 'nobody', role: 'clinician' },
    }),
    update: { role: 'clinician' },
    why: 'each person reads their own staff roles (their dashboard lists the camps they work at); only the API gives and revokes them',
  },
  {
    path: COLLECTIONS.staffInvitations,
    ownerDocId: 'invite-owner',
    ownerField: 'email',
    allowed: { get: NOBODY, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    // The tempting attacks: reading who is invited where, or planting an invitation with a known token.
    newDocument: (uid) => ({ id: `invite-${uid ?? 'nobody'}`, data: { ...FIXTURE[COLLECTIONS.staffInvitations]!['invite-owner'], role: 'clinician' } }),
    update: { role: 'clinician' },
    why: 'invitations hold an address and a hashed secret: only the functions read and write them',
  },
  {
    path: COLLECTIONS.walkInClaims,
    ownerDocId: 'a'.repeat(64),
    ownerField: null,
    allowed: { get: NOBODY, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    // The tempting attack: claiming someone's walk-in registration without the code given at the door.
    newDocument: () => ({ id: 'b'.repeat(64), data: { ...FIXTURE[COLLECTIONS.walkInClaims]!['a'.repeat(64)] } }),
    update: { registrationId: 'another' },
    why: "walk-in claim codes' hashes: only the functions read them, when an account claims its registration",
  },
  {
    path: COLLECTIONS.doorActions,
    ownerDocId: 'action-owner',
    ownerField: 'byUid',
    allowed: { get: NOBODY, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    // The tempting attack: a door phone writing its own check-ins (or a forged one) past the API's checks.
    newDocument: (uid) => ({
      id: `action-${uid ?? 'nobody'}`,
      data: { ...FIXTURE[COLLECTIONS.doorActions]!['action-owner'], byUid: uid ?? 'nobody' },
    }),
    update: { outcome: { kind: 'refused', code: 'not-found' } },
    why: "door phones' synced actions are recorded and read only by the functions (POST /camps/{id}/door-sync)",
  },
  ...(
    [
      [COLLECTIONS.campStations, `${CAMP_ID}_stationa1`, null, { clinicianUids: [] }, "a camp's stations and who works them: organizers lay them out through the API"],
      [COLLECTIONS.stationVisits, `${CAMP_ID}_${OWNER_REGISTRATION_ID}_stationa1`, null, { status: 'done' }, 'the queues name who came: only the API reads and moves them'],
      [COLLECTIONS.screeningResults, 'result-owner', 'personUid', { values: { systolic: 120, diastolic: 80 } }, 'screening results are health data: read through the API (logged), written only by it'],
      [COLLECTIONS.referrals, 'result-owner_highBloodPressure', 'personUid', { status: 'dismissed' }, 'referrals are health data: read through the API (logged), made only by it'],
      [COLLECTIONS.campClinicalSettings, CAMP_ID, null, { referralRules: { bloodPressure: { systolic: 200, diastolic: 150 } } }, "a camp's referral thresholds: a browser that could write them could hide referrals"],
      [COLLECTIONS.dhis2Settings, 'dhis2-owner', null, { serverUrl: 'https://attacker.example' }, "an organizer's DHIS2 mapping: a browser that could write it could send the ministry's figures elsewhere"],
      [COLLECTIONS.dhis2Secrets, 'dhis2-owner', null, { token: 'd2pat_stolen' }, 'the DHIS2 access token: only the functions read it, to push'],
    ] as const
  ).map(
    ([path, ownerDocId, ownerField, update, why]): CollectionPolicy => ({
      path,
      ownerDocId,
      ownerField,
      allowed: { get: NOBODY, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
      // The tempting attack: a clinician's or participant's browser writing a result, a referral or a queue past the API's checks.
      newDocument: (uid) => ({ id: `forged-${uid ?? 'nobody'}`, data: { ...FIXTURE[path]![ownerDocId], ...(ownerField ? { [ownerField]: uid ?? 'nobody' } : {}) } }),
      update,
      why,
    }),
  ),
  {
    path: COLLECTIONS.paymentProblems,
    ownerDocId: 'pi_problem_owner',
    ownerField: 'participantUid',
    allowed: { get: NOBODY, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    newDocument: (uid) => ({
      id: `pi_problem_${uid ?? 'nobody'}`,
      data: withOwner(COLLECTIONS.paymentProblems, 'pi_problem_owner', 'participantUid', uid),
    }),
    update: { action: 'refunded' },
    why: 'payment problems are for admins, who read them through the API',
  },
  {
    path: LOCAL_PAYMENTS_COLLECTION,
    ownerDocId: 'pi_local_owner',
    ownerField: 'metadata.participantUid',
    allowed: { get: NOBODY, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    newDocument: (uid) => ({
      id: `pi_local_${uid ?? 'nobody'}`,
      data: { ...FIXTURE[LOCAL_PAYMENTS_COLLECTION]!['pi_local_owner'], status: 'succeeded' },
    }),
    update: { status: 'succeeded' },
    why: "the local payment provider's sessions hold client secrets: only the payment functions use them",
  },
  {
    path: UNNAMED_COLLECTION,
    ownerDocId: 'entry-owner',
    ownerField: 'participantUid',
    allowed: { get: NOBODY, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    newDocument: (uid) => ({
      id: `entry-${uid ?? 'nobody'}`,
      data: withOwner(UNNAMED_COLLECTION, 'entry-owner', 'participantUid', uid),
    }),
    update: { note: 'changed' },
    why: 'a collection the rules do not name is denied to everyone',
  },
  {
    path: UNNAMED_SUBCOLLECTION,
    ownerDocId: 'note-owner',
    ownerField: 'participantUid',
    allowed: { get: NOBODY, list: NOBODY, listOwnUid: NOBODY, listOwnerUid: NOBODY, listOwnCamps: NOBODY, ...NO_WRITES },
    newDocument: (uid) => ({
      id: `note-${uid ?? 'nobody'}`,
      data: withOwner(UNNAMED_SUBCOLLECTION, 'note-owner', 'participantUid', uid),
    }),
    update: { note: 'changed' },
    why: "a public camp's subcollections are not public: unnamed paths are denied",
  },
];

interface Cell {
  policy: CollectionPolicy;
  persona: Persona;
  operation: Operation;
  allowed: boolean;
}

const OPERATIONS: readonly Operation[] = ['get', 'list', 'listOwnUid', 'listOwnerUid', 'listOwnCamps', 'create', 'update', 'delete'];

/** The table: a cell for every collection × operation × persona that makes sense. */
function cells(): Cell[] {
  const table: Cell[] = [];
  for (const policy of POLICIES) {
    for (const operation of OPERATIONS) {
      const filtered = operation === 'listOwnUid' || operation === 'listOwnerUid';
      if (filtered && policy.ownerField === null) continue;
      if (operation === 'listOwnCamps' && !policy.campField) continue;
      for (const persona of PERSONAS) {
        // Signed out there is no uid to filter on.
        if ((operation === 'listOwnUid' || operation === 'listOwnCamps') && persona.uid === null) continue;
        table.push({ policy, persona, operation, allowed: policy.allowed[operation].includes(persona.name) });
      }
    }
  }
  return table;
}

/** What the caller tries; resolves on success, rejects with the Firestore error. */
async function attempt(env: RulesTestEnvironment, cell: Cell): Promise<unknown> {
  const { policy, persona, operation } = cell;
  const db = modularFirestore(contextFor(env, persona));
  const ownerDoc = doc(db, policy.path, policy.ownerDocId);
  const all = collection(db, policy.path);
  switch (operation) {
    case 'get':
      return getDoc(ownerDoc);
    case 'list':
      return getDocs(all);
    case 'listOwnUid':
      return getDocs(query(all, where(policy.ownerField!, '==', persona.uid)));
    case 'listOwnerUid':
      return getDocs(query(all, where(policy.ownerField!, '==', OWNER_UID)));
    case 'listOwnCamps':
      return getDocs(query(all, where('organizerUids', 'array-contains', persona.uid)));
    case 'create': {
      const { id, data } = policy.newDocument(persona.uid);
      return setDoc(doc(db, policy.path, id), data);
    }
    case 'update':
      return updateDoc(ownerDoc, policy.update);
    case 'delete':
      return deleteDoc(ownerDoc);
  }
}

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
  await loadFixture(env);
});

afterAll(async () => {
  await env?.cleanup();
});

const TABLE = cells();

describe('the security rules matrix', () => {
  it('covers at least 150 cells, with allows and denies in every collection', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(150);
    for (const policy of POLICIES) {
      const mine = TABLE.filter((c) => c.policy === policy);
      expect(mine.some((c) => !c.allowed), policy.path).toBe(true);
    }
  });

  for (const policy of POLICIES) {
    describe(`${policy.path} (${policy.why})`, () => {
      for (const cell of TABLE.filter((c) => c.policy === policy)) {
        const verdict = cell.allowed ? 'may' : 'may not';
        it(`${cell.persona.label} ${verdict} ${OPERATION_LABELS[cell.operation]}`, async () => {
          if (cell.allowed) await assertSucceeds(attempt(env, cell));
          else await assertFails(attempt(env, cell));
        });
      }
    });
  }
});

describe('what an allowed query returns', () => {
  it("a participant's own-uid query returns their registrations and nobody else's", async () => {
    const owner = PERSONAS.find((p) => p.name === 'owner')!;
    const db = modularFirestore(contextFor(env, owner));
    const snap = await getDocs(
      query(collection(db, COLLECTIONS.registrations), where('participantUid', '==', OWNER_UID)),
    );
    expect(snap.docs.map((d) => d.id)).toEqual([OWNER_REGISTRATION_ID]);
  });

  it('an admin sees every registration', async () => {
    const admin = PERSONAS.find((p) => p.name === 'admin')!;
    const snap = await getDocs(collection(modularFirestore(contextFor(env, admin)), COLLECTIONS.registrations));
    expect(snap.size).toBe(Object.keys(FIXTURE[COLLECTIONS.registrations]!).length);
  });

  it("the organizers of a camp see its registrations through their query; another camp's organizer sees none", async () => {
    const mine = async (name: PersonaName) => {
      const persona = PERSONAS.find((p) => p.name === name)!;
      const db = modularFirestore(contextFor(env, persona));
      return (await getDocs(query(collection(db, COLLECTIONS.registrations), where('organizerUids', 'array-contains', persona.uid)))).docs
        .map((d) => d.id)
        .sort();
    };
    const all = Object.keys(FIXTURE[COLLECTIONS.registrations]!).sort();
    expect(await mine('organizer')).toEqual(all);
    expect(await mine('coOrganizer')).toEqual(all);
    expect(await mine('otherOrganizer')).toEqual([]);
  });

  it("a demoted organizer's old token is refused, while a token from after the change is not", async () => {
    const demoted = PERSONAS.find((p) => p.name === 'demotedOrganizer')!;
    const old = modularFirestore(contextFor(env, demoted));
    await assertFails(getDoc(doc(old, COLLECTIONS.registrations, OWNER_REGISTRATION_ID)));
    // Signed in again after the change, with the Organizer claim still set (say, promoted back): allowed again.
    const fresh = modularFirestore(env.authenticatedContext(demoted.uid!, { role: 'Organizer', auth_time: DEMOTED_REVOKE_TIME + 1 }));
    await assertSucceeds(getDoc(doc(fresh, COLLECTIONS.registrations, OWNER_REGISTRATION_ID)));
    // Signed in in the revocation's own second: allowed, as the Admin SDK's checkRevoked allows it.
    const sameSecond = modularFirestore(env.authenticatedContext(demoted.uid!, { role: 'Organizer', auth_time: DEMOTED_REVOKE_TIME }));
    await assertSucceeds(getDoc(doc(sameSecond, COLLECTIONS.registrations, OWNER_REGISTRATION_ID)));
  });

  it("a participant cannot read another participant's booking even by its exact id", async () => {
    const other = PERSONAS.find((p) => p.name === 'otherParticipant')!;
    await assertFails(getDoc(doc(modularFirestore(contextFor(env, other)), COLLECTIONS.bookings, 'pi_owner')));
    await assertSucceeds(getDoc(doc(modularFirestore(contextFor(env, other)), COLLECTIONS.bookings, 'pi_other')));
  });

  it('a participant may get their own registration id before registering (the camp page asks)', async () => {
    const owner = PERSONAS.find((p) => p.name === 'owner')!;
    const db = modularFirestore(contextFor(env, owner));
    const missing = await assertSucceeds(getDoc(doc(db, COLLECTIONS.registrations, registrationId('camp-rules-2', OWNER_UID))));
    expect(missing.exists()).toBe(false);
  });

  it("nobody else may probe a participant's registration id, registered or not", async () => {
    for (const name of ['otherParticipant', 'noRoleClaim', 'signedOut', 'otherOrganizer', 'demotedOrganizer'] as const) {
      const db = modularFirestore(contextFor(env, PERSONAS.find((p) => p.name === name)!));
      await assertFails(getDoc(doc(db, COLLECTIONS.registrations, registrationId('camp-rules-2', OWNER_UID))));
      await assertFails(getDoc(doc(db, COLLECTIONS.registrations, OWNER_REGISTRATION_ID)));
    }
  });

  it('an id that merely contains the uid, or is only the suffix, is not the participant\'s', async () => {
    const owner = PERSONAS.find((p) => p.name === 'owner')!;
    const db = modularFirestore(contextFor(env, owner));
    for (const id of [`_${OWNER_UID}`, `camp-rules-2_${OWNER_UID}x`, `${OWNER_UID}_camp-rules-2`, `camp-rules-2${OWNER_UID}`]) {
      await assertFails(getDoc(doc(db, COLLECTIONS.registrations, id)));
    }
  });

  it("a camp's door and clinician staff read none of its registrations, bookings or health details from the browser", async () => {
    for (const name of ['doorStaff', 'clinicianStaff'] as const) {
      const persona = PERSONAS.find((p) => p.name === name)!;
      const db = modularFirestore(contextFor(env, persona));
      await assertFails(getDoc(doc(db, COLLECTIONS.registrations, OWNER_REGISTRATION_ID)));
      await assertFails(getDocs(query(collection(db, COLLECTIONS.registrations), where('campId', '==', CAMP_ID))));
      await assertFails(getDoc(doc(db, COLLECTIONS.healthDetails, OWNER_REGISTRATION_ID)));
      await assertFails(getDoc(doc(db, COLLECTIONS.bookings, 'pi_owner')));
      // Their own role on the camp they work at, yes.
      const own = await assertSucceeds(getDocs(query(collection(db, COLLECTIONS.campStaff), where('uid', '==', persona.uid))));
      expect(own.docs.map((d) => d.get('campId'))).toEqual([CAMP_ID]);
    }
  });

  it('a role claim that is not exactly "Organizer" grants nothing', async () => {
    for (const role of ['organizer', 'ORGANIZER', 'Admin', true]) {
      const db = modularFirestore(env.authenticatedContext(`odd-claim-${String(role)}`, { role }));
      await assertFails(getDocs(collection(db, COLLECTIONS.registrations)));
      await assertFails(getDocs(collection(db, COLLECTIONS.messages)));
    }
  });

  it('an admin claim that is not exactly true grants nothing', async () => {
    for (const admin of ['true', 1, 'yes']) {
      const db = modularFirestore(env.authenticatedContext(`odd-admin-${String(admin)}`, { admin }));
      await assertFails(getDocs(collection(db, COLLECTIONS.users)));
    }
  });
});
