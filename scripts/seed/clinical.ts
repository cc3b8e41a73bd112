/**
 * The camp day after the door, at the seed's past children's dental camp
 * (camp-03, 20 days ago): its stations (vitals and vision worked by Nurse
 * Joyce, dental, the referral desk), everyone who came seen at them, their
 * results in canonical units, the referrals the guidelines' default rules
 * make of those results (domain referralsFor, as the stations' API does), a
 * clinician's own referral, and the follow-up some of them have had (tries
 * at reaching the family, outcomes). Every document has a fixed id, so a
 * second seed writes the same ones.
 */
import { createHash } from 'node:crypto';
import {
  campStationId,
  COLLECTIONS,
  healthErasureTime,
  stationVisitId,
  type Camp,
  type CampStation,
  type StationVisit,
} from '@campcare/domain';
import {
  DEFAULT_FOLLOW_UP_DAYS,
  DEFAULT_REFERRAL_RULES,
  referralCode,
  referralDueAt,
  referralsFor,
  ruleReferralId,
  type CanonicalMeasurement,
  type ContactAttempt,
  type FollowUpOutcome,
  type Referral,
  type ScreeningResult,
} from '@campcare/domain/clinical';
import type { Firestore, WriteBatch } from 'firebase-admin/firestore';

export const CLINICAL_CAMP = 'camp-03';
const CLINICIAN = 'demo-clinician';
const ORGANIZER = 'demo-organizer';

const STATIONS: Pick<CampStation, 'stationId' | 'kind' | 'name' | 'clinicianUids'>[] = [
  { stationId: 'seedvita', kind: 'vitals', name: 'Vitals', clinicianUids: [CLINICIAN] },
  { stationId: 'seedvisn', kind: 'vision', name: 'Vision', clinicianUids: [CLINICIAN] },
  { stationId: 'seeddent', kind: 'dental', name: 'Dental', clinicianUids: [] },
  { stationId: 'seedrefd', kind: 'referralDesk', name: 'Referral desk', clinicianUids: [] },
];

/** A six-metre acuity as the stations' API stores it. */
const eye = (sixMetre: number) => ({ sixMetre, decimal: Math.round((6 / sixMetre) * 100) / 100 });

/** What one person had measured (in the order of the stations), and what their follow-up came to. */
interface Seen {
  registrationId: string;
  personUid: string | null;
  measurements: CanonicalMeasurement[];
  /** Per referral reason: the tries (days after the camp, reached or not) and the outcome, if any. */
  followUp?: Partial<Record<Referral['reason'], { attempts: { day: number; reached: boolean; channel: ContactAttempt['channel'] }[]; outcome?: { day: number; outcome: FollowUpOutcome } }>>;
}

const vitals = (celsius: number, percent: number, weightKg: number, heightCm: number): CanonicalMeasurement[] => [
  { kind: 'temperature', celsius },
  { kind: 'spo2', percent },
  { kind: 'weightHeight', weightKg, heightCm, bmi: Math.round((weightKg / (heightCm / 100) ** 2) * 10) / 10 },
];

const SEEN: Seen[] = [
  { registrationId: 'camp-03_p-01', personUid: 'p-01', measurements: [...vitals(36.8, 98, 23, 122), { kind: 'visualAcuity', right: eye(6), left: eye(6) }] },
  { registrationId: 'camp-03_p-02', personUid: 'p-02', measurements: [...vitals(36.6, 97, 32, 139), { kind: 'visualAcuity', right: eye(9), left: eye(6) }] },
  {
    registrationId: 'camp-03_p-05',
    personUid: 'p-05',
    measurements: [...vitals(36.9, 98, 20, 116), { kind: 'visualAcuity', right: eye(24), left: eye(36) }],
    followUp: { lowVision: { attempts: [{ day: 3, reached: true, channel: 'phone' }], outcome: { day: 11, outcome: 'treated' } } },
  },
  { registrationId: 'camp-03_p-09', personUid: 'p-09', measurements: [...vitals(37.1, 99, 16, 102)] },
  {
    registrationId: 'camp-03_p-11',
    personUid: 'p-11',
    measurements: [...vitals(37.4, 92, 25, 127), { kind: 'visualAcuity', right: eye(6), left: eye(9) }],
    followUp: { lowOxygen: { attempts: [{ day: 1, reached: false, channel: 'phone' }, { day: 2, reached: true, channel: 'phone' }], outcome: { day: 2, outcome: 'reached' } } },
  },
  { registrationId: 'camp-03_p-12', personUid: 'p-12', measurements: [...vitals(36.7, 98, 29, 133), { kind: 'visualAcuity', right: eye(6), left: eye(6) }] },
  {
    registrationId: 'camp-03_p-19',
    personUid: 'p-19',
    measurements: [...vitals(36.5, 97, 41, 152), { kind: 'visualAcuity', right: eye(36), left: eye(24) }],
    followUp: { lowVision: { attempts: [{ day: 4, reached: false, channel: 'phone' }, { day: 9, reached: false, channel: 'sms' }] } },
  },
  // The grandmother registered at the door had her blood pressure and a finger-prick glucose taken too.
  {
    registrationId: 'camp-03_seed-walk-in',
    personUid: null,
    measurements: [
      { kind: 'bloodPressure', systolic: 164, diastolic: 98 },
      { kind: 'glucose', mgPerDl: 231, fasting: false },
    ],
    followUp: {
      highBloodPressure: { attempts: [{ day: 5, reached: true, channel: 'visit' }], outcome: { day: 5, outcome: 'declined' } },
    },
  },
];

/** A clinician's own referral: the dentist sent Rahul's son for an orthodontic assessment (the review mentions the letter). */
const CLINICIAN_REFERRAL = { id: 'seed-referral-orthodontics', registrationId: 'camp-03_p-12', personUid: 'p-12', note: 'Crowded lower incisors: orthodontic assessment.' };

/** A fixed code per referral, drawn from its id, so a second seed prints the same slip. */
const codeFor = (id: string) => referralCode(createHash('sha256').update(`seed-referral-${id}`).digest());

const at = (camp: Camp, days: number, minutes = 0) => new Date(Date.parse(camp.DateTime) + days * 86_400_000 + minutes * 60_000).toISOString();

/** Writes the camp's stations, visits, results, referrals and follow-up into `writes` (flushing through `flush`). */
export async function seedClinical(db: Firestore, camps: ReadonlyMap<string, Camp>, writes: () => WriteBatch, flush: (written?: number) => Promise<void>): Promise<void> {
  const camp = camps.get(CLINICAL_CAMP);
  if (!camp) throw new Error(`Seed clinical data: no camp ${CLINICAL_CAMP}.`);
  const eraseAt = healthErasureTime(camp.DateTime, camp.retentionDays);

  STATIONS.forEach((s, order) => {
    const station: CampStation = { campId: CLINICAL_CAMP, ...s, order, createdAt: at(camp, -2) };
    writes().set(db.collection(COLLECTIONS.campStations).doc(campStationId(CLINICAL_CAMP, s.stationId)), station);
  });
  writes().set(db.collection(COLLECTIONS.campClinicalSettings).doc(CLINICAL_CAMP), {
    campId: CLINICAL_CAMP,
    referralRules: {},
    facility: { name: 'Kenyatta National Hospital, Paediatric Clinic', address: 'Hospital Road, Upper Hill, Nairobi', phone: '+254202726300' },
    followUpDays: {},
    updatedAt: at(camp, -2),
    updatedBy: ORGANIZER,
  });
  await flush(STATIONS.length + 1);

  for (const [index, person] of SEEN.entries()) {
    const arrived = 20 + index * 9;
    // Everyone went through vitals and vision (dental and the desk are not recorded here); the walk-in, vitals only.
    for (const [n, stationId] of ['seedvita', 'seedvisn'].entries()) {
      if (person.personUid === null && stationId === 'seedvisn') continue;
      const visit: StationVisit = {
        campId: CLINICAL_CAMP,
        registrationId: person.registrationId,
        stationId,
        status: 'done',
        enqueuedAt: at(camp, 0, arrived + n * 12),
        calledAt: at(camp, 0, arrived + n * 12 + 4),
        calledBy: CLINICIAN,
        doneAt: at(camp, 0, arrived + n * 12 + 10),
      };
      writes().set(db.collection(COLLECTIONS.stationVisits).doc(stationVisitId(CLINICAL_CAMP, person.registrationId, stationId)), visit);
      await flush();
    }
    for (const [n, measurement] of person.measurements.entries()) {
      const resultId = `seed-result-${person.registrationId}-${n}`;
      const recordedAt = at(camp, 0, arrived + 6 + n);
      const { kind, ...values } = measurement;
      const result: ScreeningResult & { eraseAt: Date } = {
        campId: CLINICAL_CAMP,
        registrationId: person.registrationId,
        personUid: person.personUid,
        stationId: kind === 'visualAcuity' ? 'seedvisn' : 'seedvita',
        kind,
        values,
        note: null,
        recordedBy: CLINICIAN,
        recordedAt,
        deviceRecordedAt: recordedAt,
        eraseAt,
      };
      writes().set(db.collection(COLLECTIONS.screeningResults).doc(resultId), result);
      await flush();
      for (const finding of referralsFor(measurement, DEFAULT_REFERRAL_RULES)) {
        const id = ruleReferralId(resultId, finding.reason);
        const followUp = person.followUp?.[finding.reason];
        const referral: Referral & { eraseAt: Date } = {
          campId: CLINICAL_CAMP,
          registrationId: person.registrationId,
          personUid: person.personUid,
          resultId,
          reason: finding.reason,
          urgency: finding.urgency,
          source: 'rule',
          status: followUp?.outcome ? 'closed' : 'open',
          note: null,
          code: codeFor(id),
          dueAt: referralDueAt(recordedAt, finding.urgency, DEFAULT_FOLLOW_UP_DAYS),
          outcome: followUp?.outcome?.outcome ?? null,
          closedAt: followUp?.outcome ? at(camp, followUp.outcome.day, 120) : null,
          createdAt: recordedAt,
          createdBy: CLINICIAN,
          eraseAt,
        };
        writes().set(db.collection(COLLECTIONS.referrals).doc(id), referral);
        await flush();
        for (const [k, attempt] of (followUp?.attempts ?? []).entries()) {
          const tried: ContactAttempt & { eraseAt: Date } = {
            channel: attempt.channel,
            reached: attempt.reached,
            note: attempt.reached ? null : 'No answer.',
            at: at(camp, attempt.day, 60),
            by: k % 2 === 0 ? CLINICIAN : ORGANIZER,
            eraseAt,
          };
          writes().set(db.collection(COLLECTIONS.referrals).doc(id).collection('attempts').doc(`seed-attempt-${k}`), tried);
          await flush();
        }
      }
    }
  }

  const createdAt = at(camp, 0, 200);
  const referral: Referral & { eraseAt: Date } = {
    campId: CLINICAL_CAMP,
    registrationId: CLINICIAN_REFERRAL.registrationId,
    personUid: CLINICIAN_REFERRAL.personUid,
    resultId: null,
    reason: 'clinician',
    urgency: 'routine',
    source: 'clinician',
    status: 'open',
    note: CLINICIAN_REFERRAL.note,
    code: codeFor(CLINICIAN_REFERRAL.id),
    dueAt: referralDueAt(createdAt, 'routine', DEFAULT_FOLLOW_UP_DAYS),
    outcome: null,
    closedAt: null,
    createdAt,
    createdBy: ORGANIZER,
    eraseAt,
  };
  writes().set(db.collection(COLLECTIONS.referrals).doc(CLINICIAN_REFERRAL.id), referral);
  await flush();
}
