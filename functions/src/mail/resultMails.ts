/**
 * A person's screening results by mail, once their camp's day is over: every
 * reading the stations took (with its unit), which of them were outside the
 * camp's thresholds, the referrals the camp made (why, and by when on the
 * camp's clock), that a screening is not a diagnosis, and a link to the
 * results on their dashboard, in the language the account reads mail in.
 * One mail per person and camp (the id is the registration's). The values
 * are in the message only, which the scrub of sent mail empties.
 */
import { campTimeZone, formatDateTimeInZone, type MailLanguage } from '@campcare/domain';
import type { CanonicalMeasurement, ReferralReason, ReferralUrgency } from '@campcare/domain/clinical';
import type { MailLinks } from './campMails.ts';
import { renderMail } from './layout.ts';
import { MAIL_LOCALES, MAIL_TEXTS } from './mailTexts.ts';
import { mailId, type QueuedMail } from './queue.ts';

export interface ResultMailFacts {
  uid: string;
  email: string;
  /** The person screened, as registered (a dependant's own name). */
  personName: string;
  CampName: string;
  TimeZone: string | null;
  /** Each reading, oldest first, and whether it crossed one of the camp's referral lines. */
  results: { measurement: CanonicalMeasurement; outside: boolean }[];
  /** The referrals not dismissed. */
  referrals: { reason: ReferralReason; urgency: ReferralUrgency; dueAt: string }[];
}

export const resultMailId = (registrationId: string) => mailId(registrationId, 'screening-results');

/** A reading with its unit in the language's digits ("150/95 mmHg", "১৫০/৯৫ mmHg"); null for a note, which is not a reading. */
export function readingOf(measurement: CanonicalMeasurement, language: MailLanguage): string | null {
  const words = MAIL_TEXTS[language];
  const n = (value: number, digits = 0) => new Intl.NumberFormat(MAIL_LOCALES[language], { maximumFractionDigits: digits }).format(value);
  switch (measurement.kind) {
    case 'bloodPressure':
      return words.resultsBloodPressure(n(measurement.systolic), n(measurement.diastolic));
    case 'pulse':
      return words.resultsPulse(n(measurement.bpm));
    case 'temperature':
      return words.resultsTemperature(n(measurement.celsius, 1));
    case 'spo2':
      return words.resultsSpo2(n(measurement.percent));
    case 'weightHeight':
      return words.resultsBmi(n(measurement.bmi, 1), n(measurement.weightKg, 1), n(measurement.heightCm));
    case 'glucose':
      return (measurement.fasting ? words.resultsGlucoseFasting : words.resultsGlucose)(n(measurement.mgPerDl, 1));
    case 'visualAcuity':
      return words.resultsVision(n(measurement.right.sixMetre, 1), n(measurement.left.sixMetre, 1));
    case 'note':
      return null;
  }
}

export function resultsMail(facts: ResultMailFacts, links: MailLinks, language: MailLanguage = 'en'): QueuedMail {
  const words = MAIL_TEXTS[language];
  const zone = campTimeZone({ TimeZone: facts.TimeZone });
  const readings = facts.results.flatMap(({ measurement, outside }): [string, string][] => {
    const reading = readingOf(measurement, language);
    if (!reading) return [];
    return [[words.resultKinds[measurement.kind], outside ? `${reading} (${words.resultsOutsideMark})` : reading]];
  });
  const outside = facts.results.filter((r) => r.outside && r.measurement.kind !== 'note').map((r) => words.resultKinds[r.measurement.kind]);
  const referrals = facts.referrals.map((r) =>
    words.resultsReferralLine(
      words.referralReasons[r.reason],
      formatDateTimeInZone(r.dueAt, zone, MAIL_LOCALES[language]),
      r.urgency === 'urgent',
    ),
  );
  return {
    to: facts.email,
    uid: facts.uid,
    kind: 'screening-results',
    message: renderMail(
      {
        subject: words.resultsSubject(facts.CampName),
        heading: words.resultsHeading(facts.personName),
        paragraphs: [
          words.resultsIntro(facts.CampName),
          outside.length > 0 ? words.resultsOutside(outside.join(', ')) : words.resultsAllWithin,
          ...(referrals.length > 0 ? [words.resultsReferred, ...referrals] : []),
          words.referralNotDiagnosis,
        ],
        details: [[words.campLabel, facts.CampName], ...readings],
        action: { label: words.referralSeeResults, url: `${links.origin}/dashboard` },
      },
      language,
    ),
  };
}
