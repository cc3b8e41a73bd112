/**
 * Health data is erased a set number of days after its camp (the camp's
 * retentionDays, DEFAULT_RETENTION_DAYS when it has none), even when nobody
 * uses the site: every hour this sweep erases the health details, screening
 * results and referrals (with their contact attempts) whose eraseAt has
 * passed. Firestore's TTL policies on each collection's eraseAt
 * (firestore.indexes.json) are the backstop should the sweep stop. The
 * emulators run no schedules: `npm start` calls the emulator-only
 * `POST /api/emulator/eraseExpiredHealthDetails` every minute instead.
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { eraseExpiredHealthDetails } from '../privacy/healthStore.ts';
import { eraseExpiredReferrals } from '../referrals/referralStore.ts';
import { eraseExpiredResults } from '../stations/resultStore.ts';

export interface ErasedHealthData {
  /** Health details records. */
  erased: number;
  results: number;
  referrals: number;
}

/** One pass of the sweep at `now`: each kind of health data whose retention has run out. */
export async function eraseExpiredHealthData(now: Date): Promise<ErasedHealthData> {
  const [erased, results, referrals] = await Promise.all([eraseExpiredHealthDetails(now), eraseExpiredResults(now), eraseExpiredReferrals(now)]);
  return { erased, results, referrals };
}

export const eraseExpiredHealth = onSchedule({ schedule: 'every 60 minutes', retryCount: 3 }, async () => {
  const erased = await eraseExpiredHealthData(new Date());
  if (erased.erased + erased.results + erased.referrals > 0) logger.info('Health data erased after its retention', { ...erased });
});
