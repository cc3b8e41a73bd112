/**
 * Text messages that follow a registration's own changes, beside its mails
 * (registrationMails.ts decides the events): registered (with the ticket
 * code when it holds one, and the link that turns texts off), a seat
 * offered (with its deadline and the link to accept it), the camp
 * cancelled. Only to an account holder who opted in (sms/smsQueue.ts);
 * each id names the registration, its creation and the event, as the
 * mails' do, so a replayed trigger queues nothing more.
 */
import type { Registration } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { queueSms, smsId, type SmsRequest } from '../sms/smsQueue.ts';
import { campCancelledSms, registrationSms, seatOfferedSms } from '../sms/smsTexts.ts';
import { stopUrl } from '../sms/stopLink.ts';
import { registrationMailEvents } from './registrationMails.ts';

export async function queueRegistrationSms(
  firestore: Firestore,
  registrationId: string,
  before: Registration | undefined,
  after: Registration | undefined,
  eventTime: Date,
  origin: string,
  secret: string,
): Promise<number> {
  const r = after ?? before;
  if (!r || !r.participantUid || r.accountDeletedAt) return 0;
  let queued = 0;
  const created = Date.parse(r.createdAt) || 0;
  const camp = { CampName: r.CampName, DateTime: r.DateTime, Location: r.Location, TimeZone: r.TimeZone ?? null };
  const base = { uid: r.participantUid, campId: r.campId, campStartsAt: r.DateTime, campTimeZone: r.TimeZone ?? null };
  for (const event of registrationMailEvents(before, after, eventTime)) {
    let request: SmsRequest | null = null;
    if (event === 'received' && !r.waitlistStatus) {
      const stop = stopUrl(origin, r.participantUid, secret);
      request = { ...base, id: smsId(registrationId, created, 'received'), kind: 'registration-received', body: (language) => registrationSms(camp, r.ticket ?? null, stop, language) };
    } else if (event === 'seat-offered' && r.offerExpiresAt) {
      const expires = r.offerExpiresAt;
      request = {
        ...base,
        id: smsId(registrationId, created, 'offered', r.seatOfferedAt ?? ''),
        kind: 'seat-offered',
        body: (language) => seatOfferedSms(camp, expires, `${origin}/dashboard/userRegisteredCamps`, language),
      };
    } else if (event === 'camp-cancelled') {
      request = { ...base, id: smsId(registrationId, created, 'camp-cancelled'), kind: 'camp-cancelled', body: (language) => campCancelledSms(camp, language) };
    }
    if (request && (await queueSms(firestore, request, eventTime)) === 'queued') queued++;
  }
  return queued;
}
