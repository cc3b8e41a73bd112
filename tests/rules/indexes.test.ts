/**
 * firestore.indexes.json against the queries that run. The emulator answers
 * any query without an index, so nothing else would notice a missing one
 * before production does ("The query requires an index").
 *
 * Every query the web app and the functions run is listed here as a shape
 * (filters and sort order). The web app's shapes are imported from its own
 * query plans and builders (and checked with queryEqual against the shape),
 * the functions' are read from their *Store.ts files. Then:
 *   - every shape that needs a composite index finds it in the file;
 *   - every composite index in the file is needed by some shape;
 *   - the file passes firebase-tools' own validation (what deploy runs).
 * README.md "Firestore queries and indexes" lists the same pairs for people.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  getFirestore,
  limit,
  orderBy,
  query,
  queryEqual,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import {
  accessLogSearchFilters,
  CAMP_SORT_OPTIONS,
  campSearchFilters,
  campSortOrder,
  COLLECTIONS,
  fieldPathString,
  planSearch,
  REGISTRATION_SORT_VALUES,
  registrationSearchFilters,
  type CampSortValue,
  type RegistrationSortValue,
} from '@campcare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/emulators.ts';
import { campListPlan, campSearchPlan, myRegistrationsForCampPlan, myRegistrationsPlan } from '../../web/src/features/camps/queryPlans.ts';
import { popularCampsPlan, recentDonorsPlan, reviewsPlan } from '../../web/src/features/home/queryPlans.ts';
import { buildQuery } from './sdkQuery.ts';
import * as dashboardQueries from '../../web/src/features/dashboard/queries.ts';

type Direction = 'asc' | 'desc';

/** A query reduced to what decides its index; values only matter for queryEqual. */
interface QueryShape {
  collection: string;
  filters: readonly { field: string; op: '==' | '!=' | 'array-contains'; value: unknown }[];
  order: readonly { field: string; direction: Direction }[];
  limit?: number;
}

interface ListedQuery {
  /** Where the query runs and what for. */
  name: string;
  shape: QueryShape;
}

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

interface CompositeIndex {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}

const INDEX_FILE = join(ROOT, 'firestore.indexes.json');
const indexFile = JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as { indexes: CompositeIndex[]; fieldOverrides?: unknown[] };

const SEARCH_WORD = 'eye';
const UID = 'some-participant';
const SORTS: readonly CampSortValue[] = CAMP_SORT_OPTIONS.map((o) => o.value);

const eq = (field: string, value: unknown = UID) => ({ field, op: '==' as const, value });
const contains = (field: string, value: unknown = SEARCH_WORD) => ({ field, op: 'array-contains' as const, value });
const shape = (collection: string, filters: QueryShape['filters'], order: QueryShape['order'] = []): QueryShape => ({
  collection,
  filters,
  order,
});

/** The equality filters of a search of two words (and on an organizer) in campSearch. */
const campSearchShape = (sort: CampSortValue, organizerUid?: string) =>
  campSearchFilters(planSearch(`${SEARCH_WORD} dhaka`)!, sort, organizerUid).map((f) => eq(fieldPathString(f.path), f.value));

/** The same in registrationSearch. */
const registrationSearchShape = (sort: RegistrationSortValue, organizerUid?: string) =>
  registrationSearchFilters(planSearch(`${SEARCH_WORD} priya`)!, sort, organizerUid).map((f) => eq(fieldPathString(f.path), f.value));

/** An access log search's word filters (map keys of the entry). */
const accessLogWordsShape = accessLogSearchFilters(planSearch(`${SEARCH_WORD} priya`)!).map((f) => eq(fieldPathString(f.path), f.value));

/** Read from functions/src/**\/*Store.ts: the Admin SDK queries behind the API. */
const FUNCTION_QUERIES: readonly ListedQuery[] = [
  {
    name: 'campStore.popularCamps (GET /allcamp)',
    shape: shape(COLLECTIONS.camps, [], [{ field: 'ParticipantCount', direction: 'desc' }]),
  },
  ...SORTS.flatMap((sort) => [
    {
      name: `campStore.listCamps (GET /allavilableCamps sortValue='${sort}')`,
      shape: shape(COLLECTIONS.camps, [], [campSortOrder(sort)]),
    },
    {
      name: `campStore.listCamps (GET /allavilableCamps sortValue='${sort}' with one search word)`,
      shape: shape(COLLECTIONS.camps, [contains('searchTokens')], [campSortOrder(sort)]),
    },
  ]),
  { name: 'campStore.listCamps count() with searchValue', shape: shape(COLLECTIONS.camps, [contains('searchTokens')]) },
  ...SORTS.flatMap((sort) => [
    {
      name: `campStore.searchCamps (GET /allavilableCamps sortValue='${sort}' with several words, page after page by document id)`,
      shape: shape(COLLECTIONS.campSearch, campSearchShape(sort), [{ field: '__name__', direction: 'asc' }]),
    },
    {
      name: `campStore.searchCamps (GET /allavilableCamps?organizer= sortValue='${sort}' with searchValue)`,
      shape: shape(COLLECTIONS.campSearch, campSearchShape(sort, UID), [{ field: '__name__', direction: 'asc' }]),
    },
  ]),
  { name: 'campStore.searchCamps count()', shape: shape(COLLECTIONS.campSearch, campSearchShape('', UID)) },
  { name: "campSearchIndex.syncCampSearch (a camp's entries)", shape: shape(COLLECTIONS.campSearch, [eq('campId')]) },
  ...SORTS.map((sort) => ({
    name: `campStore.listCamps (GET /allavilableCamps?organizer= sortValue='${sort}')`,
    shape: shape(COLLECTIONS.camps, [contains('organizerUids', UID)], [campSortOrder(sort)]),
  })),
  { name: 'campStore.listCamps count() of one organizer', shape: shape(COLLECTIONS.camps, [contains('organizerUids', UID)]) },
  {
    name: "campStore.campCounts (GET /allcampCount: an organizer's registrations)",
    shape: shape(COLLECTIONS.registrations, [contains('organizerUids', UID)]),
  },
  { name: "propagateCampEdits (a camp's registrations, paged by document id)", shape: shape(COLLECTIONS.registrations, [eq('campId')]) },
  { name: "propagateCampEdits (a camp's bookings, paged by document id)", shape: shape(COLLECTIONS.bookings, [eq('campId')]) },
  { name: 'campStore.deleteCamp (its registrations)', shape: shape(COLLECTIONS.registrations, [eq('campId')]) },
  {
    name: 'healthStore.eraseExpiredHealthDetails (eraseExpiredHealth: records past their eraseAt, a range on eraseAt in its order)',
    shape: shape(COLLECTIONS.healthDetails, [], [{ field: 'eraseAt', direction: 'asc' }]),
  },
  ...[COLLECTIONS.screeningResults, COLLECTIONS.referrals].map((collection) => ({
    name: `resultStore.eraseExpiredResults / referralStore.eraseExpiredReferrals (eraseExpiredHealth: ${collection} past their eraseAt)`,
    shape: shape(collection, [], [{ field: 'eraseAt', direction: 'asc' }]),
  })),
  ...[COLLECTIONS.screeningResults, COLLECTIONS.referrals].map((collection) => ({
    name: `clinicalFiguresStore.clinicalRowsOfCamps (GET /clinicalFigures: the ${collection} of an organizer's camps)`,
    shape: shape(collection, [eq('campId')]),
  })),
  ...[COLLECTIONS.screeningResults, COLLECTIONS.referrals].map((collection) => ({
    name: `resultStore.resultsOf / referralStore.referralsWithAttemptsOf (the export, account deletion: a person's ${collection})`,
    shape: shape(collection, [eq('registrationId')]),
  })),
  ...[COLLECTIONS.registrations, COLLECTIONS.bookings, COLLECTIONS.healthDetails].map((collection) => ({
    name: `propagateCampEdits / campCancellationJob (a camp's ${collection}, by document id, in pages)`,
    shape: shape(collection, [eq('campId')], [{ field: '__name__', direction: 'asc' }]),
  })),
  {
    name: 'paymentProblems.listPaymentProblems (GET /paymentProblems, the admin page)',
    shape: shape(COLLECTIONS.paymentProblems, [], [{ field: 'createdAt', direction: 'desc' }]),
  },
  {
    name: "campStore.campCounts (GET /allcampCount: a participant's registrations)",
    shape: shape(COLLECTIONS.registrations, [eq('participantUid')]),
  },
  {
    name: "campStore.campCounts (GET /allcampCount: the caller's bookings)",
    shape: shape(COLLECTIONS.bookings, [eq('participantUid')]),
  },
  // The organizers' registrations table offers every camp sort but "most registered".
  ...REGISTRATION_SORT_VALUES.flatMap((sort) => [
    {
      name: `registrationStore.listCampRegistrations (GET /allRegisterUser as an admin, sortValue='${sort}')`,
      shape: shape(COLLECTIONS.registrations, [], [campSortOrder(sort)]),
    },
    {
      name: `registrationStore.listCampRegistrations (GET /allRegisterUser as an admin, sortValue='${sort}' with searchValue)`,
      shape: shape(COLLECTIONS.registrations, [contains('searchTokens')], [campSortOrder(sort)]),
    },
    {
      name: `registrationStore.listCampRegistrations (GET /allRegisterUser for one organizer's camps, sortValue='${sort}')`,
      shape: shape(COLLECTIONS.registrations, [contains('organizerUids', UID)], [campSortOrder(sort)]),
    },
    {
      name: `registrationStore.listCampRegistrations (GET /allRegisterUser sortValue='${sort}' with several words, by document id)`,
      shape: shape(COLLECTIONS.registrationSearch, registrationSearchShape(sort), [{ field: '__name__', direction: 'asc' }]),
    },
    {
      name: `registrationStore.listCampRegistrations (GET /allRegisterUser for one organizer's camps, sortValue='${sort}' with searchValue)`,
      shape: shape(COLLECTIONS.registrationSearch, registrationSearchShape(sort, UID), [{ field: '__name__', direction: 'asc' }]),
    },
  ]),
  { name: 'registrationStore.listCampRegistrations count() of a search', shape: shape(COLLECTIONS.registrationSearch, registrationSearchShape('', UID)) },
  {
    name: "registrationStore.listRegistrationsOf / isParticipantOf in one organizer's camps (GET /myCamps/{email}, GET /user/{email})",
    shape: shape(COLLECTIONS.registrations, [contains('organizerUids', UID), eq('participantUid')], [{ field: 'createdAt', direction: 'desc' }]),
  },
  {
    name: "registrationStore.listBookingsOf in one organizer's camps (GET /allMyPayments/{email})",
    shape: shape(COLLECTIONS.bookings, [contains('organizerUids', UID), eq('participantUid')], [{ field: 'date', direction: 'desc' }]),
  },
  {
    name: 'registrationStore.listRegistrationsOf (GET /myCamps/{email})',
    shape: shape(COLLECTIONS.registrations, [eq('participantUid')], [{ field: 'createdAt', direction: 'desc' }]),
  },
  {
    name: 'registrationStore.listBookingsOf (GET /allMyPayments/{email})',
    shape: shape(COLLECTIONS.bookings, [eq('participantUid')], [{ field: 'date', direction: 'desc' }]),
  },
  {
    name: 'registrationStore.confirmRegistration (its bookings)',
    shape: shape(COLLECTIONS.bookings, [eq('registrationId')]),
  },
  {
    name: "seatStore.readLine / waitlistStore.listWaitlist / campSettle counts (a camp's Waiting, Offered, Expired registrations)",
    shape: shape(COLLECTIONS.registrations, [eq('campId'), eq('waitlistStatus', 'Waiting')]),
  },
  {
    name: "registrationStore.placeInLine (those Waiting who joined before: a range on lineAt)",
    shape: shape(COLLECTIONS.registrations, [eq('campId'), eq('waitlistStatus', 'Waiting')], [{ field: 'lineAt', direction: 'asc' }]),
  },
  { name: 'campSettle counts (a camp\'s refunded registrations)', shape: shape(COLLECTIONS.registrations, [eq('campId'), eq('PaymentStatus', 'Refunded')]) },
  { name: "seatStore.takenSeatNumbers (a camp's held seats)", shape: shape(COLLECTIONS.seats, [eq('campId')]) },
  { name: 'seatStore.seatsOf (the seat a registration holds)', shape: shape(COLLECTIONS.seats, [eq('registrationId')]) },
  {
    name: 'waitlistStore.sweepExpiredOffers (offers past their deadline: a range on offerExpiresAt, in its order)',
    shape: shape(COLLECTIONS.registrations, [eq('waitlistStatus', 'Offered')], [{ field: 'offerExpiresAt', direction: 'asc' }]),
  },
  {
    name: 'feedbackStore (GET /allReview/sort)',
    shape: shape(COLLECTIONS.feedback, [], [{ field: 'createdAt', direction: 'desc' }]),
  },
  { name: 'userStore.findUserByEmail (GET /user/{email})', shape: shape(COLLECTIONS.users, [eq('email')]) },
  {
    name: "userStore.listUsers (the admin's users page; also with a search, a range on email itself)",
    shape: shape(COLLECTIONS.users, [], [{ field: 'email', direction: 'asc' }]),
  },
  {
    name: "userStore.listUsers with a role (the admin's users page; also with a search, a range on email itself)",
    shape: shape(COLLECTIONS.users, [eq('role')], [{ field: 'email', direction: 'asc' }]),
  },
  {
    name: 'messageStore.listMessages (contact messages)',
    shape: shape(COLLECTIONS.messages, [], [{ field: 'createdAt', direction: 'desc' }]),
  },
  {
    name: 'mail/reminderStore.campsDueReminders (camps starting within 24 hours: a range on DateTime, in its order)',
    shape: shape(COLLECTIONS.camps, [], [{ field: 'DateTime', direction: 'asc' }]),
  },
  {
    // `in` is several equalities: it takes the same (automatic) index as ==.
    name: "mail/delivery.sweepMail (retryFailedMail: delivery.state in ERROR, RETRY, PROCESSING)",
    shape: shape(COLLECTIONS.mail, [eq('delivery.state')]),
  },
  {
    name: 'sms/smsQueueStore.smsDue (sweepQueuedSms: delivery.state in PENDING, RETRY, ERROR, PROCESSING, notBefore <= now in its order)',
    shape: shape(COLLECTIONS.sms, [eq('delivery.state')], [{ field: 'notBefore', direction: 'asc' }]),
  },
  { name: "sms/smsQueueStore.recordProviderStatus (POST /sms/status: the message of the provider's id)", shape: shape(COLLECTIONS.sms, [eq('providerSid')]) },
  { name: 'sms/smsPreferencesStore.optOutPhone (POST /sms/inbound: STOP from a number)', shape: shape(COLLECTIONS.users, [eq('smsPhone')]) },
  {
    name: 'mail/mailQueueStore.scrubDueMail (scrubSentMail: scrubAt <= now, a range in its own order)',
    shape: shape(COLLECTIONS.mail, [], [{ field: 'scrubAt', direction: 'asc' }]),
  },
  {
    name: 'paymentProblems.listPaymentProblems (GET /paymentProblems, for admins)',
    shape: shape(COLLECTIONS.paymentProblems, [], [{ field: 'createdAt', direction: 'desc' }]),
  },
  {
    name: "accessLogStore.listAccesses (GET /me/accessLog: who read one participant's health details, newest first)",
    shape: shape(COLLECTIONS.accessLog, [eq('participantUid')], [{ field: 'at', direction: 'desc' }]),
  },
  { name: 'accessLogStore.listAccesses (GET /accessLog, for admins)', shape: shape(COLLECTIONS.accessLog, [], [{ field: 'at', direction: 'desc' }]) },
  {
    name: 'accessLogStore.listAccesses with searchValue (GET /accessLog: every word a map key of the entry, in id order, which is newest first)',
    shape: shape(COLLECTIONS.accessLog, accessLogWordsShape, [{ field: '__name__', direction: 'asc' }]),
  },
  {
    name: "accessLogStore.listAccesses with searchValue (GET /me/accessLog: one participant's entries, every word, in id order)",
    shape: shape(COLLECTIONS.accessLog, [eq('participantUid'), ...accessLogWordsShape], [{ field: '__name__', direction: 'asc' }]),
  },
  { name: 'accessLogStore.listAccesses count() with searchValue', shape: shape(COLLECTIONS.accessLog, [eq('participantUid'), ...accessLogWordsShape]) },
  {
    name: "cancelledCampStore.listCancelledCamps (GET /cancelledCamps: one organizer's, newest cancellation first)",
    shape: shape(COLLECTIONS.cancelledCamps, [contains('organizerUids', UID)], [{ field: 'cancelledAt', direction: 'desc' }]),
  },
  {
    name: "cancelledCampStore.listCancelledCamps (GET /cancelledCamps as an admin: everyone's)",
    shape: shape(COLLECTIONS.cancelledCamps, [], [{ field: 'cancelledAt', direction: 'desc' }]),
  },
  { name: 'cancelledCampStore.listCancelledCamps count()', shape: shape(COLLECTIONS.cancelledCamps, [contains('organizerUids', UID)]) },
  {
    name: "cancelledCampStore.refundProgress (a cancelled camp's refunded and still paid registrations, counted)",
    shape: shape(COLLECTIONS.registrations, [eq('campId'), eq('PaymentStatus', 'Refunded')]),
  },
  { name: "account/personalDataStore.collectPersonalData (GET /me/export: the caller's registrations)", shape: shape(COLLECTIONS.registrations, [eq('participantUid')]) },
  { name: "account/personalDataStore.collectPersonalData (GET /me/export: the caller's bookings)", shape: shape(COLLECTIONS.bookings, [eq('participantUid')]) },
  { name: "account/personalDataStore.collectPersonalData (GET /me/export: reads of the caller's health details)", shape: shape(COLLECTIONS.accessLog, [eq('participantUid')]) },
  { name: "account/personalDataStore.collectPersonalData (GET /me/export: the caller's contact messages)", shape: shape(COLLECTIONS.messages, [eq('senderUid')]) },
  {
    name: 'account/personalDataStore.reviewsOf (a review written before registrations kept its id: its camp and author name)',
    shape: shape(COLLECTIONS.feedback, [eq('campId'), eq('Name')]),
  },
  // Account deletion (account/erasureStore.ts, accountDeletion.ts): everything that names the person, found by uid, email or registration id.
  ...[COLLECTIONS.bookings, COLLECTIONS.accessLog, COLLECTIONS.paymentProblems, COLLECTIONS.registrationSearch].map((collection) => ({
    name: `account/erasure.keepAnonymized (the ${collection} of a registration kept under a new id)`,
    shape: shape(collection, [eq('registrationId')]),
  })),
  ...[COLLECTIONS.accessLog, COLLECTIONS.paymentProblems, COLLECTIONS.healthDetails].map((collection) => ({
    name: `account/erasure.eraseAccountData (the person's ${collection} left without a registration)`,
    shape: shape(collection, [eq('participantUid')]),
  })),
  { name: 'account/erasure.eraseAccountData (reads the person made as an organizer)', shape: shape(COLLECTIONS.accessLog, [eq('accessorUid')]) },
  { name: 'account/erasure.eraseAccountData (mails to the person, by account)', shape: shape(COLLECTIONS.mail, [eq('uid')]) },
  { name: 'account/erasure.eraseAccountData (mails to the person, by address)', shape: shape(COLLECTIONS.mail, [eq('to')]) },
  { name: 'account/erasure.eraseAccountData (contact messages from the address)', shape: shape(COLLECTIONS.messages, [eq('email')]) },
  { name: 'account/erasure.deleteOwnImages (pictures the person uploaded)', shape: shape(COLLECTIONS.images, [eq('ownerUid')]) },
  ...[COLLECTIONS.camps, COLLECTIONS.cancelledCamps].map((collection) => ({
    name: `account/erasure.deleteOwnImages (whether a camp in ${collection} shows the picture)`,
    shape: { ...shape(collection, [eq('Image')]), limit: 1 },
  })),
  {
    name: 'account/accountDeletion.campsRunBy (DELETE /me: the camps the caller runs)',
    shape: { ...shape(COLLECTIONS.camps, [contains('organizerUids', UID)]), limit: 20 },
  },
  {
    name: "exportStore.exportCampRegistrations (GET /camps/{id}/registrations.csv: a camp's registrations)",
    shape: shape(COLLECTIONS.registrations, [eq('campId')]),
  },
  { name: 'checkinStore.checkIn (POST /checkin: the registration holding a ticket)', shape: shape(COLLECTIONS.registrations, [eq('ticket')]) },
  {
    name: "checkinStore.campAttendees / attendance of a camp (GET /camps/{id}/attendees, /camps/{id}/attendance, /attendance)",
    shape: shape(COLLECTIONS.registrations, [eq('campId')]),
  },
  // A range on DateTime (camps that have started) sorted on DateTime itself: the range adds nothing to the index.
  {
    name: 'checkinStore.pastCampsAttendance (GET /attendance as an admin: every camp that has started)',
    shape: shape(COLLECTIONS.camps, [], [{ field: 'DateTime', direction: 'desc' }]),
  },
  {
    name: "checkinStore.pastCampsAttendance (GET /attendance: one organizer's camps that have started)",
    shape: shape(COLLECTIONS.camps, [contains('organizerUids', UID)], [{ field: 'DateTime', direction: 'desc' }]),
  },
  // The camp report and the DHIS2 export: a range of days of camps (the analytics' index, newest first), then their documents by camp.
  {
    name: 'reportStore.campsBetween (GET /reports as an admin, GET /dhis2/dataValueSets: camps of a range of days)',
    shape: shape(COLLECTIONS.camps, [], [{ field: 'DateTime', direction: 'desc' }]),
  },
  {
    name: "reportStore.campsBetween (GET /reports, POST /dhis2/push: one organizer's camps of a range of days)",
    shape: shape(COLLECTIONS.camps, [contains('organizerUids', UID)], [{ field: 'DateTime', direction: 'desc' }]),
  },
  { name: 'reportStore.reportRows (the registrations of the camps of a report)', shape: shape(COLLECTIONS.registrations, [eq('campId')]) },
  { name: 'reportStore.reportRows (the results of the camps of a report)', shape: shape(COLLECTIONS.screeningResults, [eq('campId')]) },
  { name: 'reportStore.reportRows (the referrals of the camps of a report)', shape: shape(COLLECTIONS.referrals, [eq('campId')]) },
  { name: 'reportStore.reportRows (the bookings of the camps of a report)', shape: shape(COLLECTIONS.bookings, [eq('campId')]) },
  { name: 'reportStore.reportRows (the donations of a range of days)', shape: shape(COLLECTIONS.donations, [], [{ field: 'createdAt', direction: 'asc' }]) },
  { name: "staffStore.listCampStaff / inviteStaff (a camp's staff)", shape: shape(COLLECTIONS.campStaff, [eq('campId')]) },
  { name: "stationStore.layOutStations (a camp's clinicians)", shape: shape(COLLECTIONS.campStaff, [eq('campId'), eq('role')]) },
  { name: "stationStore.campStations (a camp's stations: GET/PUT /camps/{id}/stations, the queues)", shape: shape(COLLECTIONS.campStations, [eq('campId')]) },
  { name: "stationStore.stationSummaries / stationQueue (a camp's station visits)", shape: shape(COLLECTIONS.stationVisits, [eq('campId')]) },
  { name: 'stationStore.callToStation (one station’s visits)', shape: shape(COLLECTIONS.stationVisits, [eq('campId'), eq('stationId')]) },
  { name: "staffStore.listCampStaff / inviteStaff (a camp's pending invitations)", shape: shape(COLLECTIONS.staffInvitations, [eq('campId')]) },
  { name: 'staffStore.staffCampsOf / isStaffOfAnyCamp (GET /me/staffCamps, the door routes), erasure', shape: shape(COLLECTIONS.campStaff, [eq('uid')]) },
  { name: 'erasure (invitations to a deleted account’s address)', shape: shape(COLLECTIONS.staffInvitations, [eq('email')]) },
  {
    name: 'registrationStore.isPersonRegistered (POST /registerCamp, POST /walkIns/claim: one registration per person per camp)',
    shape: shape(COLLECTIONS.registrations, [eq('campId'), eq('personKey')]),
  },
  { name: 'walkInStore.createWalkIn (a walk-in sent again by its device)', shape: shape(COLLECTIONS.registrations, [eq('campId'), eq('walkIn.requestId')]) },
  { name: "walkInStore.replaceClaimCode / claimWalkIn (a walk-in's claim codes, its access log)", shape: shape(COLLECTIONS.walkInClaims, [eq('registrationId')]) },
  // A range on one field sorted on that field: the single-field index serves it.
  {
    name: 'unpaidSeatStore.sweepUnpaidSeats (reminders due: unpaidReminderAt <= now)',
    shape: shape(COLLECTIONS.registrations, [], [{ field: 'unpaidReminderAt', direction: 'asc' }]),
  },
  {
    name: 'unpaidSeatStore.sweepUnpaidSeats (holds run out: unpaidHoldExpiresAt <= now)',
    shape: shape(COLLECTIONS.registrations, [], [{ field: 'unpaidHoldExpiresAt', direction: 'asc' }]),
  },
];

/** The web app's public query plans, imported (the public pages run them through Firestore Lite). */
const WEB_PLANS: readonly ListedQuery[] = [
  { name: 'web camps/home: popularCampsPlan', shape: popularCampsPlan() },
  ...SORTS.flatMap((sort) => [
    { name: `web camps: campListPlan sort='${sort}'`, shape: campListPlan({ sort, limit: 6 }) },
    {
      name: `web camps: campListPlan sort='${sort}' with search`,
      shape: campListPlan({ sort, search: SEARCH_WORD, limit: 6 }),
    },
    {
      name: `web camps: campSearchPlan sort='${sort}' (several words)`,
      shape: campSearchPlan(planSearch(`${SEARCH_WORD} dhaka`)!, { sort, limit: 6 }),
    },
  ]),
  { name: 'web home: reviewsPlan', shape: reviewsPlan() },
  { name: 'web home: recentDonorsPlan', shape: recentDonorsPlan() },
  { name: 'web camps: myRegistrationsPlan', shape: myRegistrationsPlan(UID) },
  { name: "web camps: myRegistrationsForCampPlan (a camp page's Registered check)", shape: myRegistrationsForCampPlan(UID, 'camp-1') },
];

/** The web app's full-SDK builders, imported, with the shape each must have. */
const WEB_BUILDERS: readonly (ListedQuery & { build: (db: Firestore) => Query })[] = [
  { name: 'web popularCampsPlan through buildQuery', build: (db: Firestore) => buildQuery(db, popularCampsPlan()), shape: popularCampsPlan() },
  ...SORTS.map((sort) => ({
    name: `web campListPlan through buildQuery sort='${sort}' with search`,
    build: (db: Firestore) => buildQuery(db, campListPlan({ sort, search: SEARCH_WORD, limit: 12 })),
    shape: { ...shape(COLLECTIONS.camps, [contains('searchTokens')], [campSortOrder(sort)]), limit: 12 },
  })),
  {
    name: 'web myRegistrationsPlan through buildQuery',
    build: (db: Firestore) => buildQuery(db, myRegistrationsPlan(UID)),
    shape: shape(COLLECTIONS.registrations, [eq('participantUid')]),
  },
  {
    name: 'web reviewsPlan through buildQuery',
    build: (db: Firestore) => buildQuery(db, reviewsPlan()),
    shape: { ...shape(COLLECTIONS.feedback, [], [{ field: 'createdAt', direction: 'desc' }]), limit: 20 },
  },
  {
    name: 'web recentDonorsPlan through buildQuery',
    build: (db: Firestore) => buildQuery(db, recentDonorsPlan()),
    shape: {
      ...shape(COLLECTIONS.donations, [{ field: 'donorName', op: '!=', value: null }], [{ field: 'createdAt', direction: 'desc' }]),
      limit: recentDonorsPlan().limit,
    },
  },
  {
    name: 'web dashboard participantRegistrationsQuery',
    build: (db) => dashboardQueries.participantRegistrationsQuery(db, UID),
    shape: shape(COLLECTIONS.registrations, [eq('participantUid')]),
  },
  {
    name: 'web dashboard participantBookingsQuery',
    build: (db) => dashboardQueries.participantBookingsQuery(db, UID),
    shape: shape(COLLECTIONS.bookings, [eq('participantUid')]),
  },
  {
    name: 'web dashboard organizerCampsQuery, every camp (admins)',
    build: (db) => dashboardQueries.organizerCampsQuery(db, null),
    shape: shape(COLLECTIONS.camps, []),
  },
  {
    name: 'web dashboard organizerRegistrationsQuery, every camp (admins)',
    build: (db) => dashboardQueries.organizerRegistrationsQuery(db, null),
    shape: shape(COLLECTIONS.registrations, []),
  },
  {
    name: 'web dashboard confirmedRegistrationsQuery, every camp (admins)',
    build: (db) => dashboardQueries.confirmedRegistrationsQuery(db, null),
    shape: shape(COLLECTIONS.registrations, [eq('PaymentStatus', 'Paid'), eq('ConfirmationStatus', 'Confirmed')]),
  },
  {
    name: 'web dashboard paidRegistrationsQuery, every camp (admins)',
    build: (db) => dashboardQueries.paidRegistrationsQuery(db, null),
    shape: shape(COLLECTIONS.registrations, [eq('PaymentStatus', 'Paid')]),
  },
  {
    name: 'web dashboard organizerBookingsQuery, every camp (admins)',
    build: (db) => dashboardQueries.organizerBookingsQuery(db, null),
    shape: shape(COLLECTIONS.bookings, []),
  },
  {
    name: 'web dashboard mostRegisteredCampsQuery, every camp (admins)',
    build: (db) => dashboardQueries.mostRegisteredCampsQuery(db, 5, null),
    shape: { ...shape(COLLECTIONS.camps, [], [{ field: 'ParticipantCount', direction: 'desc' }]), limit: 5 },
  },
  {
    name: 'web dashboard organizerCampsQuery, one organizer\'s camps',
    build: (db) => dashboardQueries.organizerCampsQuery(db, UID),
    shape: shape(COLLECTIONS.camps, [contains('organizerUids', UID)]),
  },
  {
    name: 'web dashboard organizerRegistrationsQuery, one organizer\'s camps',
    build: (db) => dashboardQueries.organizerRegistrationsQuery(db, UID),
    shape: shape(COLLECTIONS.registrations, [contains('organizerUids', UID)]),
  },
  {
    name: 'web dashboard confirmedRegistrationsQuery, one organizer\'s camps',
    build: (db) => dashboardQueries.confirmedRegistrationsQuery(db, UID),
    shape: shape(COLLECTIONS.registrations, [contains('organizerUids', UID), eq('PaymentStatus', 'Paid'), eq('ConfirmationStatus', 'Confirmed')]),
  },
  {
    name: 'web dashboard paidRegistrationsQuery, one organizer\'s camps',
    build: (db) => dashboardQueries.paidRegistrationsQuery(db, UID),
    shape: shape(COLLECTIONS.registrations, [contains('organizerUids', UID), eq('PaymentStatus', 'Paid')]),
  },
  {
    name: 'web dashboard organizerBookingsQuery, one organizer\'s camps',
    build: (db) => dashboardQueries.organizerBookingsQuery(db, UID),
    shape: shape(COLLECTIONS.bookings, [contains('organizerUids', UID)]),
  },
  {
    name: 'web dashboard mostRegisteredCampsQuery, one organizer\'s camps',
    build: (db) => dashboardQueries.mostRegisteredCampsQuery(db, 5, UID),
    shape: { ...shape(COLLECTIONS.camps, [contains('organizerUids', UID)], [{ field: 'ParticipantCount', direction: 'desc' }]), limit: 5 },
  },
];

const ALL_QUERIES: readonly ListedQuery[] = [...FUNCTION_QUERIES, ...WEB_PLANS, ...WEB_BUILDERS];

const toIndexOrder = (direction: Direction): 'ASCENDING' | 'DESCENDING' => (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');

/**
 * The composite index a query needs, or null when Firestore's automatic
 * single-field indexes serve it: one field in all, or only equality and
 * array-contains filters (merged from single-field indexes). Otherwise the
 * filters' fields come first, then the sort: the explicit orderBy, then each
 * inequality field not already in it, in the last explicit direction
 * (Firestore appends them implicitly). A final sort on the document id
 * (`__name__`) ascending needs nothing: every index already ends with it.
 */
function requiredIndex(query: QueryShape): { prefix: IndexField[]; order: IndexField[] } | null {
  const last = query.order.at(-1);
  if (last?.field === '__name__' && last.direction === 'asc') return requiredIndex({ ...query, order: query.order.slice(0, -1) });
  const prefix: IndexField[] = query.filters
    .filter((f) => f.op === '==' || f.op === 'array-contains')
    .map((f): IndexField => (f.op === '==' ? { fieldPath: f.field, order: 'ASCENDING' } : { fieldPath: f.field, arrayConfig: 'CONTAINS' }));
  const lastDirection = query.order.at(-1)?.direction ?? 'asc';
  const implicit = query.filters
    .filter((f) => f.op === '!=' && !query.order.some((o) => o.field === f.field))
    .map((f) => f.field)
    .sort();
  const order: IndexField[] = [
    ...query.order.map((o) => ({ fieldPath: o.field, order: toIndexOrder(o.direction) })),
    ...implicit.map((field) => ({ fieldPath: field, order: toIndexOrder(lastDirection) })),
  ];
  const fields = new Set([...prefix, ...order].map((f) => f.fieldPath));
  if (fields.size <= 1 || order.length === 0) return null;
  return { prefix, order };
}

const sameField = (a: IndexField, b: IndexField) =>
  a.fieldPath === b.fieldPath && (a.arrayConfig ? a.arrayConfig === b.arrayConfig : !b.arrayConfig && (a.order === b.order));

/** The equality prefix may come in any order (and direction); the sort must match exactly. */
function serves(index: CompositeIndex, collectionName: string, needed: { prefix: IndexField[]; order: IndexField[] }) {
  if (index.collectionGroup !== collectionName || index.queryScope !== 'COLLECTION') return false;
  if (index.fields.length !== needed.prefix.length + needed.order.length) return false;
  const head = index.fields.slice(0, needed.prefix.length);
  const prefixMatches = needed.prefix.every((p) =>
    head.some((h) => h.fieldPath === p.fieldPath && (p.arrayConfig ? h.arrayConfig === 'CONTAINS' : !h.arrayConfig)),
  );
  const tail = index.fields.slice(needed.prefix.length);
  return prefixMatches && needed.order.every((o, i) => sameField(o, tail[i]!));
}

let app: FirebaseApp;
let db: Firestore;

beforeAll(() => {
  // Only builds queries, never sends them: no emulator needed.
  app = initializeApp({ projectId: 'demo-campcare-indexes' }, 'indexes-test');
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
});

function queryFromShape(shape: QueryShape): Query {
  return query(
    collection(db, shape.collection),
    ...shape.filters.map((f) => where(f.field, f.op, f.value)),
    ...shape.order.map((o) => orderBy(o.field, o.direction)),
    ...(shape.limit ? [limit(shape.limit)] : []),
  );
}

describe('firestore.indexes.json', () => {
  it('passes the validation firebase-tools runs before deploying it', () => {
    const require = createRequire(import.meta.url);
    const { FirestoreApi } = require('firebase-tools/lib/firestore/api.js') as {
      FirestoreApi: new () => { validateSpec(spec: unknown): void };
    };
    expect(() => new FirestoreApi().validateSpec(indexFile)).not.toThrow();
  });

  describe('every query finds the index it needs', () => {
    for (const listed of ALL_QUERIES) {
      const needed = requiredIndex(listed.shape);
      const what = needed
        ? `composite (${[...needed.prefix, ...needed.order].map((f) => `${f.fieldPath} ${f.arrayConfig ?? f.order}`).join(', ')})`
        : 'automatic single-field indexes';
      it(`${listed.name}: ${what}`, () => {
        if (!needed) return;
        const found = indexFile.indexes.filter((index) => serves(index, listed.shape.collection, needed));
        expect(found, `${listed.shape.collection} needs ${what}`).toHaveLength(1);
      });
    }
  });

  it('holds no composite index that no query needs', () => {
    const unused = indexFile.indexes.filter(
      (index) =>
        !ALL_QUERIES.some((listed) => {
          const needed = requiredIndex(listed.shape);
          return needed !== null && serves(index, listed.shape.collection, needed);
        }),
    );
    expect(unused).toEqual([]);
  });

  it('erases health details, results, referrals and their contact attempts by TTL on eraseAt, keeping the single-field index the hourly sweep reads', () => {
    const overrides = (indexFile.fieldOverrides ?? []) as { collectionGroup: string; fieldPath: string; ttl?: boolean; indexes: { order?: string }[] }[];
    for (const collection of [COLLECTIONS.healthDetails, COLLECTIONS.screeningResults, COLLECTIONS.referrals, 'attempts']) {
      const eraseAt = overrides.find((o) => o.collectionGroup === collection && o.fieldPath === 'eraseAt');
      expect(eraseAt?.ttl, collection).toBe(true);
      expect(eraseAt?.indexes.some((i) => i.order === 'ASCENDING'), collection).toBe(true);
    }
  });

  it("deletes the camps' settling slots by TTL on expireAt (one document per camp and second of activity)", () => {
    const overrides = (indexFile.fieldOverrides ?? []) as { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    const expireAt = overrides.find((o) => o.collectionGroup === COLLECTIONS.campSettles && o.fieldPath === 'expireAt');
    expect(expireAt?.ttl).toBe(true);
  });

  it('knows a sort combined with a filter needs a composite index, and a lone sort does not', () => {
    expect(requiredIndex(shape('camps', [], [{ field: 'CampFees', direction: 'desc' }]))).toBeNull();
    expect(requiredIndex(shape('camps', [eq('createdBy')]))).toBeNull();
    expect(requiredIndex(shape('camps', [contains('searchTokens')], [{ field: 'CampFees', direction: 'desc' }]))).toEqual({
      prefix: [{ fieldPath: 'searchTokens', arrayConfig: 'CONTAINS' }],
      order: [{ fieldPath: 'CampFees', order: 'DESCENDING' }],
    });
  });
});

describe("the web app's builders run the shapes listed here", () => {
  for (const listed of WEB_BUILDERS) {
    it(listed.name, () => {
      expect(queryEqual(listed.build(db), queryFromShape(listed.shape))).toBe(true);
    });
  }
});
