/**
 * Offers that run out pass their seat on even when nobody uses the site:
 * every five minutes the sweep expires every offer past its deadline and
 * offers the seat to the next in line. The emulators run no schedules (the
 * Functions emulator registers a scheduled function only with a Pub/Sub
 * emulator, and never fires it on its own): there, `npm start` calls the
 * emulator-only `POST /api/emulator/sweepSeatOffers` every minute instead.
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sweepExpiredOffers } from './waitlistStore.ts';

export const expireSeatOffers = onSchedule({ schedule: 'every 5 minutes', retryCount: 3 }, async () => {
  const expired = await sweepExpiredOffers();
  if (expired > 0) logger.info('Seat offers expired and passed on', { expired });
});
