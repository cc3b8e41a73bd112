/**
 * A month of camps for the report and DHIS2 checks (functions/test/api/
 * reports.test.ts and npm run bench:report): one organizer's camps with
 * `encounters` registrations in every state that counts (paid, free,
 * unpaid; checked in or not; walk-ins), their ages and genders, screening
 * results, referrals (open, closed, dismissed; urgent and routine; every
 * reason) and bookings with refunds, written straight through the Admin
 * SDK. None is cancelled or on a waiting list.
 *
 * `directCount` counts one mapping line's figure with Firestore queries of
 * its own (filters, counts and sums on the documents), not with the domain's
 * arithmetic, so a test can hold the export against it.
 */
import { COLLECTIONS } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import type { DemoMappingRow } from './dhis2Server.ts';

const REASONS = ['highBloodPressure', 'highGlucose', 'lowOxygen', 'lowVision', 'clinician'] as const;
const GENDERS = ['Female', 'Male', 'Other'] as const;

/** A small deterministic generator, so a scenario is the same every run. */
function random(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

export interface ReportScenario {
  organizerUid: string;
  period: string;
  campIds: string[];
}

/** Seeds `encounters` registrations over `camps` camps of the month `period` (YYYYMM), run by `organizerUid`. */
export async function seedReportPeriod(db: Firestore, options: { organizerUid: string; period: string; encounters: number; camps?: number; tag?: string }): Promise<ReportScenario> {
  const camps = options.camps ?? 4;
  const tag = options.tag ?? `${options.period}-${Date.now().toString(36)}`;
  const year = Number(options.period.slice(0, 4));
  const month = Number(options.period.slice(4)) - 1;
  const next = random(Number(options.period) + options.encounters);
  const campIds: string[] = [];
  let batch = db.batch();
  let pending = 0;
  const write = async (collection: string, id: string, data: object) => {
    batch.set(db.collection(collection).doc(id), data);
    if (++pending >= 400) {
      await batch.commit();
      batch = db.batch();
      pending = 0;
    }
  };
  for (let c = 0; c < camps; c++) {
    const id = `report-${tag}-camp${c}`;
    campIds.push(id);
    const at = new Date(Date.UTC(year, month, 3 + c * 6, 4)).toISOString();
    const name = `Report Camp ${c + 1}`;
    await write(COLLECTIONS.camps, id, {
      CampName: name,
      Image: '/api/images/seed-test',
      CampFees: c % 2 === 0 ? 0 : 10,
      DateTime: at,
      Location: 'Union Health Complex, Savar',
      HealthcareProfessional: 'Dr. Report Example',
      ParticipantCount: 0,
      Description: 'A camp of the report scenario.',
      searchTokens: [],
      nameKey: name.toLowerCase(),
      createdAt: at,
      updatedAt: at,
      createdBy: options.organizerUid,
      organizerUids: [options.organizerUid],
      TimeZone: 'Asia/Dhaka',
    });
  }
  for (let i = 0; i < options.encounters; i++) {
    const campId = campIds[i % camps]!;
    const paidCamp = (i % camps) % 2 === 1;
    const registrationId = `${campId}_p${i}`;
    const roll = next();
    const PaymentStatus = paidCamp ? (roll < 0.85 ? 'Paid' : 'Unpaid') : 'Free';
    const mayAttend = PaymentStatus !== 'Unpaid';
    const checkedIn = mayAttend && next() < 0.8;
    const walkIn = checkedIn && !paidCamp && next() < 0.2;
    const at = new Date(Date.UTC(year, month, 3 + (i % camps) * 6, 5)).toISOString();
    await write(COLLECTIONS.registrations, registrationId, {
      campId,
      participantUid: walkIn ? '' : `report-person-${i}`,
      personKey: walkIn ? `walkin:${registrationId}` : `account:report-person-${i}`,
      ParticipantName: `Person ${i}`,
      ParticipantEmail: walkIn ? '' : `person${i}@report.test`,
      PaymentStatus,
      ConfirmationStatus: 'Pending',
      feedbackGiven: false,
      organizerUids: [options.organizerUid],
      checkedInAt: checkedIn ? at : null,
      walkIn: walkIn ? { recordedBy: options.organizerUid, recordedByName: 'Report organizer', recordedAt: at } : null,
      createdAt: at,
    });
    // Some people's details are gone (erased after the camp): they count among the unknown ages.
    if (next() < 0.95) {
      await write(COLLECTIONS.healthDetails, registrationId, {
        age: Math.floor(next() * 80),
        gender: GENDERS[Math.floor(next() * (next() < 0.1 ? 3 : 2))]!,
        phoneNumber: '+8801700000000',
        emergencyContact: 'Someone',
        participantUid: `report-person-${i}`,
        campId,
        createdAt: at,
      });
    }
    if (paidCamp && PaymentStatus === 'Paid') {
      const refunded = next() < 0.1;
      await write(COLLECTIONS.bookings, `report-${tag}-booking${i}`, {
        registrationId,
        campId,
        participantUid: `report-person-${i}`,
        organizerUids: [options.organizerUid],
        amount: 1000,
        currency: 'usd',
        date: at,
        paymentStatus: 'succeeded',
        ...(refunded ? { amountRefunded: 1000, refundedAt: at } : {}),
      });
    }
    if (!checkedIn || next() < 0.2) continue;
    // Screened: one to three results; some of them refer.
    const results = 1 + Math.floor(next() * 3);
    for (let r = 0; r < results; r++) {
      const resultId = `report-${tag}-result${i}-${r}`;
      await write(COLLECTIONS.screeningResults, resultId, { campId, registrationId, personUid: null, stationId: 'vitals', kind: 'note', values: {}, note: null, recordedBy: options.organizerUid, recordedAt: at, deviceRecordedAt: at });
      if (next() < 0.3) {
        const reason = REASONS[Math.floor(next() * REASONS.length)]!;
        const status = ['open', 'closed', 'dismissed', 'closed'][Math.floor(next() * 4)]!;
        await write(COLLECTIONS.referrals, `${resultId}_${reason}`, {
          campId,
          registrationId,
          personUid: null,
          resultId,
          reason,
          urgency: next() < 0.4 ? 'urgent' : 'routine',
          source: reason === 'clinician' ? 'clinician' : 'rule',
          status,
          note: null,
          code: `R-${String(i).padStart(4, '0')}-${String(r).padStart(4, '0')}`,
          dueAt: at,
          outcome: status === 'closed' ? 'treated' : null,
          closedAt: status === 'closed' ? new Date(Date.parse(at) + (1 + Math.floor(next() * 10)) * 86_400_000).toISOString() : null,
          createdAt: at,
          createdBy: options.organizerUid,
        });
      }
    }
  }
  await batch.commit();
  return { organizerUid: options.organizerUid, period: options.period, campIds };
}

/** The age bands' bounds, as a health office draws them. */
const BANDS: Record<string, [number, number]> = { under5: [0, 5], '5to14': [5, 15], '15to49': [15, 50], '50plus': [50, 1000] };

/**
 * One mapping line's figure over the scenario's camps, counted with Firestore
 * queries: the registrations (of the line's age band and sex, found in
 * healthDetails by a range and an equality filter), then the counts asked of
 * each collection with those filters.
 */
export async function directCount(db: Firestore, campIds: readonly string[], row: DemoMappingRow): Promise<number> {
  const inCamps = (collection: string) => db.collection(collection).where('campId', 'in', [...campIds]);
  if (row.figure === 'feesPaid' || row.figure === 'feesRefunded') {
    const field = row.figure === 'feesPaid' ? 'amount' : 'amountRefunded';
    const { AggregateField } = await import('firebase-admin/firestore');
    const total = (await inCamps(COLLECTIONS.bookings).aggregate({ cents: AggregateField.sum(field) }).get()).data().cents ?? 0;
    return Math.round(total) / 100;
  }
  // The people of the line: everyone, or those whose details put them in its band and sex.
  let people: Set<string> | null = null;
  if (row.ageBand || row.sex) {
    let q = inCamps(COLLECTIONS.healthDetails);
    if (row.sex) q = q.where('gender', '==', row.sex);
    if (row.ageBand) q = q.where('age', '>=', BANDS[row.ageBand]![0]).where('age', '<', BANDS[row.ageBand]![1]);
    people = new Set((await q.select().get()).docs.map((d) => d.id));
  }
  const ids = async (q: FirebaseFirestore.Query, key: 'id' | 'registrationId') =>
    (await q.select('registrationId').get()).docs.map((d) => (key === 'id' ? d.id : (d.get('registrationId') as string))).filter((id) => !people || people.has(id));
  const registrations = inCamps(COLLECTIONS.registrations).where('PaymentStatus', 'in', ['Paid', 'Free']);
  const cameQuery = registrations.where('checkedInAt', '!=', null);
  const liveReferrals = inCamps(COLLECTIONS.referrals).where('status', 'in', ['open', 'closed']);
  switch (row.figure) {
    case 'expected':
      return (await ids(registrations, 'id')).length;
    case 'attended':
      return (await ids(cameQuery, 'id')).length;
    case 'noShows':
      return (await ids(registrations.where('checkedInAt', '==', null), 'id')).length;
    case 'walkIns': {
      // Those who came, of them those registered at the door (two queries: one inequality each).
      const came = new Set(await ids(cameQuery, 'id'));
      return (await ids(inCamps(COLLECTIONS.registrations).where('walkIn', '!=', null), 'id')).filter((id) => came.has(id)).length;
    }
    case 'screened':
      return new Set(await ids(inCamps(COLLECTIONS.screeningResults), 'registrationId')).size;
    case 'referred':
      return new Set(await ids(liveReferrals, 'registrationId')).size;
    case 'referralsUrgent':
      return (await ids(liveReferrals.where('urgency', '==', 'urgent'), 'registrationId')).length;
    case 'referralsRoutine':
      return (await ids(liveReferrals.where('urgency', '==', 'routine'), 'registrationId')).length;
    case 'referralsClosed':
      return (await ids(inCamps(COLLECTIONS.referrals).where('status', '==', 'closed'), 'registrationId')).length;
    default: {
      const reason = { referralsHighBloodPressure: 'highBloodPressure', referralsHighGlucose: 'highGlucose', referralsLowOxygen: 'lowOxygen', referralsLowVision: 'lowVision', referralsByClinician: 'clinician' }[row.figure];
      if (!reason) throw new Error(`No direct count for the figure ${row.figure}.`);
      return (await ids(liveReferrals.where('reason', '==', reason), 'registrationId')).length;
    }
  }
}

/** Deletes what seedReportPeriod wrote (by the camps' ids). */
export async function removeReportPeriod(db: Firestore, campIds: readonly string[]): Promise<void> {
  for (const collection of [COLLECTIONS.registrations, COLLECTIONS.healthDetails, COLLECTIONS.screeningResults, COLLECTIONS.referrals, COLLECTIONS.bookings]) {
    const snap = await db.collection(collection).where('campId', 'in', [...campIds]).select().get();
    for (let i = 0; i < snap.docs.length; i += 400) {
      const batch = db.batch();
      for (const doc of snap.docs.slice(i, i + 400)) batch.delete(doc.ref);
      await batch.commit();
    }
  }
  const batch = db.batch();
  for (const id of campIds) batch.delete(db.collection(COLLECTIONS.camps).doc(id));
  await batch.commit();
}
