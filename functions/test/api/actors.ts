/**
 * The six callers of the authorization matrix, and small fixtures shared by
 * the camps, images, users and messages suites.
 */
import { createHash } from 'node:crypto';
import { campSearchEntries, COLLECTIONS, nameKeyFor, searchTokensFor, type Camp } from '@campcare/domain';
import { withTriggersDisabled } from '../../../scripts/lib/admin.ts';
import { adminServices, api, createUser, signIn } from '../../../tests/support/emulators.ts';

export type ActorName = 'none' | 'badToken' | 'participant' | 'otherParticipant' | 'organizer' | 'admin';
export const ACTORS: readonly ActorName[] = ['none', 'badToken', 'participant', 'otherParticipant', 'organizer', 'admin'];

export interface Actor {
  name: ActorName;
  token?: string;
  uid?: string;
  email?: string;
}

/**
 * Fresh accounts (so a suite never depends on another's leftovers): two
 * participants, an organizer and an admin who is also an organizer, as the
 * seed's admin is. Call after resetAndSeed(): a reset deletes accounts.
 */
export async function signInActors(): Promise<Record<ActorName, Actor>> {
  // The first call starts the function's worker, which can take a while on a
  // busy machine: pay for it here, under the hook timeout, not in a test.
  await api('GET', '/allcamp');
  // One after another: each new account fires the onUserCreated trigger, and
  // a burst of triggers starves the Functions emulator's workers.
  const participant = await createUser({ role: 'Participant', displayName: 'Pat Participant' });
  const otherParticipant = await createUser({ role: 'Participant', displayName: 'Olga Other' });
  const organizer = await createUser({ role: 'Organizer', displayName: 'Orla Organizer' });
  const admin = await createUser({ role: 'Organizer', admin: true, displayName: 'Ada Admin' });
  const { db } = adminServices();
  // Profiles as the auth trigger would write them, so look-ups by email find them.
  await Promise.all(
    [
      [participant, 'Participant', false, 'Pat Participant'],
      [otherParticipant, 'Participant', false, 'Olga Other'],
      [organizer, 'Organizer', false, 'Orla Organizer'],
      [admin, 'Organizer', true, 'Ada Admin'],
    ].map(([user, role, isAdmin, displayName]) => {
      const u = user as Awaited<ReturnType<typeof createUser>>;
      const now = new Date().toISOString();
      return db.collection(COLLECTIONS.users).doc(u.uid).set({
        uid: u.uid,
        email: u.email.toLowerCase(),
        displayName,
        photoURL: null,
        role,
        admin: isAdmin,
        createdAt: now,
        updatedAt: now,
      });
    }),
  );
  const actor = (name: ActorName, u: { idToken: string; uid: string; email: string }): Actor => ({
    name,
    token: u.idToken,
    uid: u.uid,
    email: u.email.toLowerCase(),
  });
  return {
    none: { name: 'none' },
    badToken: { name: 'badToken', token: 'not-a-real-token' },
    participant: actor('participant', participant),
    otherParticipant: actor('otherParticipant', otherParticipant),
    organizer: actor('organizer', organizer),
    admin: actor('admin', admin),
  };
}

export { signIn };

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Starts like a JPEG (all the server checks), padded to `size` bytes. */
export function jpegBytes(size = 64): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes[0] = 0xff;
  bytes[1] = 0xd8;
  bytes[2] = 0xff;
  bytes[3] = 0xe0;
  return bytes;
}

export function webpBytes(): Buffer {
  const bytes = Buffer.alloc(32, 0);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(24, 4);
  bytes.write('WEBPVP8 ', 8, 'ascii');
  return bytes;
}

/** Stores an image directly (as an upload would) and returns its URL. */
export async function storeTestImage(id: string, bytes: Buffer = PNG_BYTES): Promise<string> {
  const { db } = adminServices();
  await db.collection(COLLECTIONS.images).doc(id).set({
    contentType: 'image/png',
    bytes,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    ownerUid: 'test',
    createdAt: new Date().toISOString(),
  });
  return `/api/images/${id}`;
}

export async function countDocs(collection: string): Promise<number> {
  const { db } = adminServices();
  return (await db.collection(collection).count().get()).data().count;
}

/**
 * `count` camps written straight to Firestore in batches (list fixtures that
 * need hundreds), each with the name, fee and creation time `fields(i)` gives,
 * and their campSearch entries, as the indexCampSearch trigger would write
 * them (it is off meanwhile: a thousand runs would only re-read them); they
 * are somewhere called Nowhere, by a professional called Nobody.
 */
export async function insertManyCamps(
  idOf: (i: number) => string,
  count: number,
  fields: (i: number) => { CampName: string; CampFees: number; createdAt: string },
): Promise<void> {
  const { db } = adminServices();
  await withTriggersDisabled(async () => {
    for (let start = 0; start < count; start += BULK_CAMPS) {
      const batch = db.batch();
      for (let i = start; i < Math.min(count, start + BULK_CAMPS); i++) {
        const { CampName, CampFees, createdAt } = fields(i);
        const camp = {
          CampName,
          Image: '/api/images/none',
          CampFees,
          DateTime: '2030-01-01T09:00:00.000Z',
          Location: 'Nowhere',
          HealthcareProfessional: 'Nobody',
          Description: 'A camp written by a listing test.',
          ParticipantCount: 0,
          searchTokens: searchTokensFor(CampName, 'Nowhere', 'Nobody'),
          nameKey: nameKeyFor(CampName),
          createdAt,
          updatedAt: '2020-01-01T00:00:00.000Z',
          createdBy: 'test',
          organizerUids: ['test'],
        };
        batch.set(db.collection(COLLECTIONS.camps).doc(idOf(i)), camp);
        for (const entry of campSearchEntries(idOf(i), camp)) batch.set(db.collection(COLLECTIONS.campSearch).doc(entry.id), entry.data);
      }
      await batch.commit();
    }
  });
}

/** Camps per batch: each brings four search entries, and a batch takes 500 writes. */
const BULK_CAMPS = 100;

/** Deletes what insertManyCamps wrote, so other listing tests find the data they expect. */
export async function deleteManyCamps(idOf: (i: number) => string, count: number): Promise<void> {
  const { db } = adminServices();
  await withTriggersDisabled(async () => {
    for (let start = 0; start < count; start += BULK_CAMPS) {
      const batch = db.batch();
      const refs = Array.from({ length: Math.min(count, start + BULK_CAMPS) - start }, (_, k) => db.collection(COLLECTIONS.camps).doc(idOf(start + k)));
      for (const snap of await db.getAll(...refs)) {
        batch.delete(snap.ref);
        const entries = snap.exists ? campSearchEntries(snap.id, snap.data() as Camp) : [];
        for (const entry of entries) batch.delete(db.collection(COLLECTIONS.campSearch).doc(entry.id));
      }
      await batch.commit();
    }
  });
}
