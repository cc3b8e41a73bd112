/**
 * What the results mails read (mail/resultMails.ts): the camps whose day
 * ended a little while ago (domain resultMailDue), and for one camp, each
 * account holder's results with whether each crossed one of the camp's
 * referral lines, and their referrals not dismissed. Read only; the mail
 * queue keeps each mail once.
 */
import { COLLECTIONS, type Camp, type Registration } from '@campcare/domain';
import { referralsFor, resultMailDue, resultMailStartRange, type CanonicalMeasurement, type Referral } from '@campcare/domain/clinical';
import { db } from '../firestore/firebase.ts';
import type { ResultMailFacts } from '../mail/resultMails.ts';
import { readClinicalSettings } from '../referrals/clinicalSettingsStore.ts';
import { resultOf } from './resultStore.ts';

/** The camps whose results are mailed at `now` (cancelled ones included: whoever was screened before is told). */
export async function campsDueResultMail(now: Date): Promise<{ id: string; camp: Camp }[]> {
  const { from, to } = resultMailStartRange(now);
  const snap = await db.collection(COLLECTIONS.camps).where('DateTime', '>=', from).where('DateTime', '<=', to).get();
  return snap.docs.map((d) => ({ id: d.id, camp: d.data() as Camp })).filter(({ camp }) => resultMailDue(camp.DateTime, now));
}

/** One mail's facts per registration with a result at the camp and an account with an address to write to. */
export async function resultMailFactsOfCamp(campId: string, camp: Camp): Promise<{ registrationId: string; facts: ResultMailFacts }[]> {
  const [resultSnap, referralSnap, settings] = await Promise.all([
    db.collection(COLLECTIONS.screeningResults).where('campId', '==', campId).get(),
    db.collection(COLLECTIONS.referrals).where('campId', '==', campId).get(),
    readClinicalSettings(campId),
  ]);
  const byRegistration = new Map<string, { measurement: CanonicalMeasurement; outside: boolean; at: string }[]>();
  for (const snap of resultSnap.docs) {
    const result = resultOf(snap);
    const measurement = { kind: result.kind, ...result.values } as CanonicalMeasurement;
    const rows = byRegistration.get(result.registrationId) ?? [];
    rows.push({ measurement, outside: referralsFor(measurement, settings.rules).length > 0, at: result.recordedAt });
    byRegistration.set(result.registrationId, rows);
  }
  if (byRegistration.size === 0) return [];
  const referrals = referralSnap.docs.map((d) => d.data() as Referral).filter((r) => r.status !== 'dismissed');
  const registrationSnaps = await db.getAll(...[...byRegistration.keys()].map((id) => db.collection(COLLECTIONS.registrations).doc(id)));
  return registrationSnaps.flatMap((snap) => {
    const r = snap.data() as Registration | undefined;
    if (!r?.participantUid || !r.ParticipantEmail || r.accountDeletedAt) return [];
    const results = byRegistration.get(snap.id)!.sort((a, b) => a.at.localeCompare(b.at));
    return [
      {
        registrationId: snap.id,
        facts: {
          uid: r.participantUid,
          email: r.ParticipantEmail,
          personName: r.ParticipantName,
          CampName: camp.CampName,
          TimeZone: camp.TimeZone ?? null,
          results: results.map(({ measurement, outside }) => ({ measurement, outside })),
          referrals: referrals
            .filter((ref) => ref.registrationId === snap.id)
            .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
            .map(({ reason, urgency, dueAt }) => ({ reason, urgency, dueAt })),
        },
      },
    ];
  });
}
