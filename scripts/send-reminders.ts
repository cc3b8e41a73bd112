/**
 * `npm run send-reminders`: sends the camp reminders due now on a running
 * `npm start` (the emulators run no schedules; deployed, `sendCampReminders`
 * runs every 15 minutes). Calls the emulator-only
 * `POST /api/emulator/sendReminders` and `POST /api/emulator/sendSmsReminders`
 * (the texts, to those who opted in) and says how many were queued; they land
 * in the local mail and SMS inboxes.
 *
 *   --at ISO   send those due at another instant (2026-12-04T09:00:00Z)
 *   --site URL the running site (default: this port offset's Hosting address)
 */
import { parseArgs } from 'node:util';
import { hostingUrl } from './lib/emulators.ts';
import { mailInboxUrl } from './lib/maildev.ts';
import { smsInboxUrl } from './lib/smsInbox.ts';

const { values } = parseArgs({ options: { at: { type: 'string' }, site: { type: 'string' } } });
const site = values.site ?? hostingUrl();

let response: Response;
try {
  response = await fetch(`${site}/api/emulator/sendReminders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values.at ? { now: values.at } : {}),
  });
} catch {
  console.error(`Nothing answers at ${site}: start CampCare first (npm start).`);
  process.exit(1);
}
const body = (await response.json()) as { queued?: number; error?: { message: string } };
if (!response.ok) {
  console.error(`The reminder run failed (${response.status}): ${body.error?.message ?? 'no message'}`);
  process.exit(1);
}
console.log(`${body.queued} reminder(s) queued; read them at ${mailInboxUrl()}.`);

const texts = await fetch(`${site}/api/emulator/sendSmsReminders`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(values.at ? { now: values.at } : {}),
});
const textBody = (await texts.json()) as { queued?: number; error?: { message: string } };
if (!texts.ok) {
  console.error(`The text reminder run failed (${texts.status}): ${textBody.error?.message ?? 'no message'}`);
  process.exit(1);
}
console.log(`${textBody.queued} text reminder(s) queued; read them at ${smsInboxUrl()}.`);
