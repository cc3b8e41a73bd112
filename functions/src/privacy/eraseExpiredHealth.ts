/**
 * Health details are erased a set number of days after their camp (the
 * camp's retentionDays, DEFAULT_RETENTION_DAYS when it has none), even when
 * nobody uses the site: every hour this sweep erases the records whose
 * eraseAt has passed. Firestore's TTL policy on healthDetails.eraseAt
 * (firestore.indexes.json) is the backstop should the sweep stop. The
 * emulators run no schedules: `npm start` calls the emulator-only
 * `POST /api/emulator/eraseExpiredHealthDetails` every minute instead.
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { eraseExpiredHealthDetails } from './healthStore.ts';

export const eraseExpiredHealth = onSchedule({ schedule: 'every 60 minutes', retryCount: 3 }, async () => {
  const erased = await eraseExpiredHealthDetails(new Date());
  if (erased > 0) logger.info('Health details erased after their retention', { erased });
});
