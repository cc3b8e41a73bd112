/**
 * Loads the demo data into the running emulators through the Admin SDK
 * (which speaks the Auth emulator's REST API): users with passwords and role
 * claims, camps with their images, registrations in every state, bookings
 * and reviews, and a past camp's stations, screening results, referrals and
 * follow-up (clinical.ts). Counters are computed from the registrations, never typed in.
 *
 * `npm run seed` seeds the emulators of this checkout; tests call seed().
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  accountPersonKey,
  campCopyOf,
  campStaffId,
  dependantPersonKey,
  DEFAULT_UNPAID_HOLD_HOURS,
  unpaidHoldFields,
  walkInPersonKey,
  type CampStaffMember,
  campSearchEntries,
  DEFAULT_RETENTION_DAYS,
  DEFAULT_SEAT_OFFER_HOURS,
  fromZonedInputValue,
  healthErasureTime,
  seatsTaken,
  TICKET_BYTES,
  accessLogEntry,
  accessLogId,
  COLLECTIONS,
  feeToCents,
  mayHoldTicket,
  nameKeyFor,
  PRIVACY_POLICY_VERSION,
  registrationId,
  registrationSearchEntries,
  searchTokensFor,
  type Booking,
  type Camp,
  type Feedback,
  type HealthDetailsRecord,
  type Registration,
  type UserProfile,
  wallTimeAt,
} from '@campcare/domain';
import { adminServices, importEmulatorAccounts, type SeedAccount } from '../lib/admin.ts';
import { beginReseed, finishReseed, mustWrite, seedBatch, seedDraw } from './reseed.ts';
import { buildDirs, hostingUrl } from '../lib/emulators.ts';
import { seedClinical } from './clinical.ts';
import { demoDhis2Mapping, dhis2ServerUrl, LOCAL_DHIS2 } from '../lib/dhis2Server.ts';
import { seedCamps, seedRegistrations, seedStaff, seedUsers } from './data.ts';
import { LOCAL_PAYMENTS_COLLECTION } from '../../functions/src/payments/localProviderStore.ts';
import { parseSigningKey, signTicketWith, type SigningKey } from '../../functions/src/checkin/ticketSigning.ts';

const IMAGE_DIR = join(import.meta.dirname, 'images');
const CONTENT_TYPES: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp' };

function imageId(file: string): string {
  return `seed-${file.replace(/\.[^.]+$/, '').replace(/[^a-z0-9-]/gi, '-').toLowerCase()}`;
}

export const imageUrl = (file: string) => `/api/images/${imageId(file)}`;

/** `hour`:00 on the camps' own clock (`zone`), on the day `days` after `now` there. */
function atDaysFromNow(days: number, hour: number, zone: string, now: Date): string {
  const day = wallTimeAt(now.getTime() + days * 86_400_000, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const at = fromZonedInputValue(`${day.year}-${pad(day.month)}-${pad(day.day)}T${pad(hour)}:00`, zone);
  if (!at) throw new Error(`No ${hour}:00 on ${day.year}-${day.month}-${day.day} in ${zone}.`);
  return at;
}

export interface SeedSummary {
  camps: number;
  users: number;
  registrations: number;
  bookings: number;
  reviews: number;
}

/**
 * The key the functions of this run sign tickets with (functions/build.mjs writes it into the
 * build's .secret.local), so the seed's tickets pass the door's offline check; null before a build.
 */
export function ticketSigningKeyOf(functionsDir = buildDirs().functions): SigningKey | null {
  const file = join(functionsDir, '.secret.local');
  if (!existsSync(file)) return null;
  const line = readFileSync(file, 'utf8').split('\n').find((l) => l.startsWith('TICKET_SIGNING_KEY='));
  return line ? parseSigningKey(line.slice('TICKET_SIGNING_KEY='.length)) : null;
}

/** `reset`: what the seed does not write is deleted, and the accounts are replaced (reseed.ts). */
export async function seed({ reset = false }: { reset?: boolean } = {}): Promise<SeedSummary> {
  const { db } = adminServices();
  const reseed = reset ? await beginReseed(db) : null;
  const now = reseed?.now ?? new Date();
  // Ticket codes and the ids the API makes at random (reviews, access log entries) are drawn from this key:
  // unguessable, and the same again when a reseed reuses the seeding's clock (reseed.ts).
  const salt = reseed?.salt ?? randomBytes(16).toString('hex');
  const iso = (d: Date) => d.toISOString();
  const batch = () => seedBatch(db, reseed);
  const signingKey = ticketSigningKeyOf();

  // Images first: camps and users point at them.
  const files = new Set([...seedCamps.map((c) => c.image), ...seedUsers.flatMap((u) => (u.photo ? [u.photo] : []))]);
  for (const file of files) {
    const image = db.collection(COLLECTIONS.images).doc(imageId(file));
    if (!mustWrite(reseed, image.path)) continue;
    const bytes = readFileSync(join(IMAGE_DIR, file));
    await image.set({
      contentType: CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      bytes,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      ownerUid: 'seed',
      createdAt: iso(now),
    });
  }

  const usersByUid = new Map(seedUsers.map((u) => [u.uid, u]));
  // The profiles in one batch, then every account in one import: creating the accounts one by one
  // set off the onUserCreated trigger for each (32 function runs a seed, on every test file's reseed)
  // only for it to find the profile written here and the claims already set. An imported account
  // sets off no trigger, as in production, and carries its claims from the start.
  const profiles = batch();
  const accounts: SeedAccount[] = [];
  for (const user of seedUsers) {
    const photoURL = user.photo ? imageUrl(user.photo) : null;
    const profile: UserProfile = {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      photoURL,
      role: user.role,
      admin: user.admin ?? false,
      createdAt: iso(now),
      updatedAt: iso(now),
    };
    profiles.set(db.collection(COLLECTIONS.users).doc(user.uid), profile);
    // Firebase Auth only takes absolute photo URLs; the users document keeps the path on our origin.
    const authPhotoURL = photoURL ? new URL(photoURL, hostingUrl()).href : null;
    accounts.push({
      uid: user.uid,
      email: user.email,
      password: user.password,
      displayName: user.displayName,
      photoURL: authPhotoURL,
      claims: { role: user.role, ...(user.admin ? { admin: true } : {}) },
    });
  }
  await profiles.commit();
  await importEmulatorAccounts(accounts);

  // Seats held, open offers and people waiting, per camp (see domain waitlist.ts).
  const counts = new Map<string, number>();
  const offered = new Map<string, number>();
  const waiting = new Map<string, number>();
  for (const r of seedRegistrations) {
    const tally = !r.waitlist ? counts : r.waitlist.status === 'Offered' ? offered : waiting;
    tally.set(r.campId, (tally.get(r.campId) ?? 0) + 1);
  }

  const camps = new Map<string, Camp>();
  const campWrites = batch();
  seedCamps.forEach((c, index) => {
    const created = new Date(now.getTime() - (seedCamps.length - index) * 3_600_000);
    const camp: Camp = {
      CampName: c.CampName,
      Image: imageUrl(c.image),
      CampFees: c.CampFees,
      DateTime: atDaysFromNow(c.startsInDays, c.startHour, c.TimeZone, now),
      Location: c.Location,
      TimeZone: c.TimeZone,
      HealthcareProfessional: c.HealthcareProfessional,
      ParticipantCount: counts.get(c.id) ?? 0,
      Description: c.Description,
      searchTokens: searchTokensFor(c.CampName, c.Location, c.HealthcareProfessional),
      nameKey: nameKeyFor(c.CampName),
      createdAt: iso(created),
      updatedAt: iso(created),
      createdBy: c.createdBy,
      organizerUids: [c.createdBy, ...(c.coOrganizers ?? [])],
      ...(c.Capacity
        ? { Capacity: c.Capacity, seatsOffered: offered.get(c.id) ?? 0, waitlistCount: waiting.get(c.id) ?? 0 }
        : {}),
      seatOfferHours: c.seatOfferHours ?? DEFAULT_SEAT_OFFER_HOURS,
      unpaidHoldHours: DEFAULT_UNPAID_HOLD_HOURS,
      retentionDays: DEFAULT_RETENTION_DAYS,
    };
    if (c.Capacity && seatsTaken(camp) > c.Capacity) throw new Error(`Seed camp ${c.id} holds more seats than its capacity.`);
    camps.set(c.id, camp);
    campWrites.set(db.collection(COLLECTIONS.camps).doc(c.id), camp);
    // Its search entries in the same batch: searches find the seed at once (the indexCampSearch trigger then has nothing to do).
    for (const entry of campSearchEntries(c.id, camp)) campWrites.set(db.collection(COLLECTIONS.campSearch).doc(entry.id), entry.data);
  });

  let bookings = 0;
  let reviews = 0;
  let pending = 0;
  let writes = batch();
  /** Commits once the batch holds 400 writes or more (Firestore takes up to 500 in one). */
  const flushIfFull = async (written = 1) => {
    pending += written;
    if (pending >= 400) {
      await writes.commit();
      writes = batch();
      pending = 0;
    }
  };
  for (const [index, r] of seedRegistrations.entries()) {
    const camp = camps.get(r.campId);
    // A walk-in has no account (until someone claims it): its person is named by the staff who recorded it.
    const recorder = r.walkIn ? usersByUid.get(r.walkIn.recordedBy) : undefined;
    const account = usersByUid.get(r.uid);
    const user = r.walkIn && recorder ? { uid: '', email: '', displayName: r.walkIn.name, photo: undefined } : account;
    if (!camp || !user) throw new Error(`Seed registration ${r.campId}/${r.uid} names an unknown camp or user.`);
    // The account holders' own registrations keep the ids they had before families (as older data does); the others have their own.
    const id = r.id ?? registrationId(r.campId, r.uid);
    const personName = r.dependant?.name ?? user.displayName;
    const personKey = r.walkIn ? walkInPersonKey(id) : r.dependant ? dependantPersonKey(r.uid, r.dependant.name) : accountPersonKey(r.uid);
    // A random id, as the API gives reviews: nothing in a public review leads back to the registration (which remembers it).
    const reviewRef = r.review ? db.collection(COLLECTIONS.feedback).doc(seedDraw(salt, `review:${id}`, 15)) : null;
    const createdAt = new Date(Date.parse(camp.createdAt) + (index + 1) * 60_000);
    const walkInAt = r.walkIn ? iso(new Date(Date.parse(camp.DateTime) + 40 * 60_000)) : null;
    const registration: Registration = {
      campId: r.campId,
      participantUid: r.uid,
      personKey,
      ...(r.dependant ? { dependant: { relationship: r.dependant.relationship, guardianName: user.displayName } } : {}),
      ...(r.walkIn && recorder && walkInAt
        ? { walkIn: { recordedBy: recorder.uid, recordedByName: recorder.displayName, recordedAt: walkInAt, requestId: null, claimedAt: null } }
        : {}),
      ...campCopyOf(camp),
      ParticipantName: personName,
      ParticipantEmail: user.email,
      // A free camp's registrations hold no payment: Free, whatever the seed's shorthand says.
      PaymentStatus: camp.CampFees === 0 ? 'Free' : r.PaymentStatus,
      ConfirmationStatus: r.ConfirmationStatus,
      feedbackGiven: Boolean(r.review),
      ...(reviewRef ? { feedbackId: reviewRef.id } : {}),
      // Everyone agreed to the Privacy Policy when they registered; the walk-in at the door, to the staff member.
      consent: {
        policyVersion: PRIVACY_POLICY_VERSION,
        givenAt: walkInAt ?? iso(createdAt),
        ...(recorder ? { inPerson: { recordedBy: recorder.uid, recordedByName: recorder.displayName } } : {}),
      },
      ...(r.waitlist?.status === 'Waiting' ? { waitlistStatus: 'Waiting' as const, waitlistPosition: r.waitlist.position } : {}),
      ...(r.waitlist?.status === 'Offered'
        ? {
            waitlistStatus: 'Offered' as const,
            waitlistPosition: null,
            offerExpiresAt: iso(new Date(now.getTime() + r.waitlist.hoursLeft * 3_600_000)),
            seatOfferedAt: iso(new Date(now.getTime() - 4 * 3_600_000)),
          }
        : {}),
      searchTokens: searchTokensFor(camp.CampName, personName),
      nameKey: nameKeyFor(camp.CampName),
      createdAt: walkInAt ?? iso(createdAt),
      updatedAt: walkInAt ?? iso(createdAt),
    };
    // An unpaid seat of a paid camp is held from the seeding on, as if taken now.
    Object.assign(registration, unpaidHoldFields(registration, camp, now));
    // Whoever may attend holds a ticket (unguessable, as the API makes them); at camps that took place they were scanned at the door, in the first hour, but for the no-shows.
    if (mayHoldTicket(registration)) {
      registration.ticket = seedDraw(salt, `ticket:${id}`, TICKET_BYTES);
      if (signingKey) registration.ticketSignature = signTicketWith(signingKey, r.campId, registration.ticket);
      const startsAt = Date.parse(camp.DateTime);
      if (walkInAt && recorder) {
        registration.checkedInAt = walkInAt;
        registration.checkedInBy = recorder.uid;
      } else if (startsAt < now.getTime() && !r.noShow) {
        registration.checkedInAt = iso(new Date(startsAt - 15 * 60_000 + ((index * 7) % 75) * 60_000));
        registration.checkedInBy = camp.organizerUids[0] ?? null;
      }
    }
    // Past its camp's retention, a registration's health details are already erased (below, none is written).
    const eraseAt = healthErasureTime(camp.DateTime, camp.retentionDays);
    if (eraseAt.getTime() <= now.getTime()) registration.healthErasedAt = iso(eraseAt);
    writes.set(db.collection(COLLECTIONS.registrations).doc(id), registration);
    // Its search entries in the same batch, as the registration store writes them.
    const entries = registrationSearchEntries(id, registration);
    for (const entry of entries) writes.set(db.collection(COLLECTIONS.registrationSearch).doc(entry.id), entry.data);
    await flushIfFull(1 + entries.length);
    // Their health details live apart, where no browser reads them, until the camp's retention runs out.
    if (eraseAt.getTime() > now.getTime()) {
      const health: HealthDetailsRecord & { eraseAt: Date } = {
        participantUid: r.uid,
        campId: r.campId,
        age: r.age,
        phoneNumber: r.phoneNumber,
        gender: r.gender,
        emergencyContact: r.emergencyContact,
        createdAt: iso(createdAt),
        eraseAt,
      };
      writes.set(db.collection(COLLECTIONS.healthDetails).doc(id), health);
      await flushIfFull();
    }
    // Priya's organizers opened her details a day after she registered, as they do to prepare a camp: her Profile lists who.
    const organizer = usersByUid.get(camp.organizerUids[0] ?? '');
    if (r.walkIn) {
      // Only the hash of the code given at the door is kept.
      const claimHash = createHash('sha256').update(r.walkIn.claimCode, 'utf8').digest('hex');
      writes.set(db.collection(COLLECTIONS.walkInClaims).doc(claimHash), { registrationId: id, campId: r.campId, createdAt: walkInAt, createdBy: r.walkIn.recordedBy });
      await flushIfFull();
    }
    if (r.uid === 'demo-participant' && !r.dependant && organizer) {
      const at = new Date(Math.min(createdAt.getTime() + 86_400_000, now.getTime() - 3_600_000));
      const entry = accessLogEntry(
        { accessorUid: organizer.uid, accessorName: organizer.displayName, accessorRole: 'organizer' },
        id,
        registration,
        'detail',
        iso(at),
      );
      writes.set(db.collection(COLLECTIONS.accessLog).doc(accessLogId(entry.at, seedDraw(salt, `access:${id}`, 15))), entry);
      await flushIfFull();
    }

    if (r.PaymentStatus === 'Paid' && camp.CampFees > 0) {
      // A PaymentIntent of the local test provider, so that cancelling on the emulators refunds seeded payments too.
      const paymentId = `pi_local_${createHash('sha256').update(`seed-payment-${id}`).digest('hex').slice(0, 24)}`;
      const booking: Booking = {
        campId: r.campId,
        participantUid: r.uid,
        ...campCopyOf(registration),
        ParticipantName: registration.ParticipantName,
        ParticipantEmail: registration.ParticipantEmail,
        ConfirmationStatus: registration.ConfirmationStatus,
        registrationId: id,
        paymentCampId: id,
        paymentStatus: 'Paid',
        transactionId: paymentId,
        amount: feeToCents(camp.CampFees),
        currency: 'usd',
        date: iso(new Date(createdAt.getTime() + 30 * 60_000)),
      };
      writes.set(db.collection(COLLECTIONS.bookings).doc(paymentId), booking);
      await flushIfFull();
      writes.set(db.collection(LOCAL_PAYMENTS_COLLECTION).doc(paymentId), {
        object: 'payment_intent',
        id: paymentId,
        status: 'succeeded',
        amount: booking.amount,
        currency: 'usd',
        metadata: { registrationId: id, uid: r.uid, campId: r.campId },
        clientSecret: `${paymentId}_secret_seed`,
        description: `CampCare: ${camp.CampName}`,
        receiptEmail: user.email,
        lastPaymentError: null,
        billingName: user.displayName,
        billingEmail: user.email,
        createdAt: booking.date,
        updatedAt: booking.date,
      });
      bookings++;
      await flushIfFull();
    }
    if (r.review && reviewRef) {
      const review: Feedback = {
        campId: r.campId,
        CampName: camp.CampName,
        Name: user.displayName,
        photoURL: user.photo ? imageUrl(user.photo) : null,
        ratting: r.review.ratting,
        feedback: r.review.feedback,
        createdAt: iso(new Date(now.getTime() - r.review.daysAgo * 86_400_000)),
      };
      writes.set(reviewRef, review);
      reviews++;
      await flushIfFull();
    }
  }
  await writes.commit();
  writes = batch();
  pending = 0;
  await campWrites.commit();
  // Camp staff, as accepting an invitation writes them.
  for (const member of seedStaff) {
    const person = usersByUid.get(member.uid);
    if (!person || !camps.has(member.campId)) throw new Error(`Seed staff ${member.campId}/${member.uid} names an unknown camp or user.`);
    const staff: CampStaffMember = {
      campId: member.campId,
      uid: member.uid,
      role: member.role,
      email: person.email,
      name: person.displayName,
      invitedBy: member.invitedBy,
      acceptedAt: iso(new Date(now.getTime() - 2 * 86_400_000)),
    };
    writes.set(db.collection(COLLECTIONS.campStaff).doc(campStaffId(member.campId, member.uid)), staff);
    await flushIfFull();
  }
  await seedClinical(db, camps, () => writes, flushIfFull);
  // The demo organizer's DHIS2 mapping, to the local DHIS2 of this run (scripts/lib/dhis2Server.ts), and its token.
  const dhis2 = demoDhis2Mapping(dhis2ServerUrl());
  writes.set(db.collection(COLLECTIONS.dhis2Settings).doc('demo-organizer'), { ...dhis2, updatedAt: iso(now), updatedBy: 'demo-organizer' });
  writes.set(db.collection(COLLECTIONS.dhis2Secrets).doc('demo-organizer'), { token: LOCAL_DHIS2.token, updatedAt: iso(now) });
  await writes.commit();
  if (reseed) await finishReseed(db, reseed);
  return { camps: seedCamps.length, users: seedUsers.length, registrations: seedRegistrations.length, bookings, reviews };
}

export const demoAccounts = () => seedUsers.filter((u) => u.demo);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const summary = await seed({ reset: process.argv.includes('--reset') });
  console.log(`Seeded ${summary.camps} camps, ${summary.users} users, ${summary.registrations} registrations, ${summary.bookings} bookings, ${summary.reviews} reviews.`);
  process.exit(0);
}
