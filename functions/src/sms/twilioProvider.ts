/**
 * Twilio's Messages REST API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded (To, From or MessagingServiceSid, Body, StatusCallback), with
 * HTTP basic auth (the Account SID and the auth token). It answers 201 and
 * the message's JSON (sid, status), or an error's JSON (code, message).
 */
import { SmsSendError, type OutgoingSms, type SentSms, type SmsProvider } from './provider.ts';

export interface TwilioSettings {
  /** https://api.twilio.com, or the local SMS inbox's address on the emulators. */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** A number in E.164, or a Messaging Service SID (MG…). */
  from: string;
}

/** How long a send may take before it counts as failed (and is tried again later). */
const TIMEOUT_MS = 15_000;

export function twilioProvider(settings: TwilioSettings): SmsProvider {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send(sms: OutgoingSms): Promise<SentSms> {
      const form = new URLSearchParams({ To: sms.to, Body: sms.body, StatusCallback: sms.statusCallback });
      form.set(settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', settings.from);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form.toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsSendError(`The SMS provider did not answer: ${error instanceof Error ? error.message : String(error)}`, true);
      }
      const answer = (await response.json().catch(() => ({}))) as { sid?: string; status?: string; code?: number; message?: string };
      if (!response.ok || !answer.sid) {
        const retry = response.status >= 500 || response.status === 429;
        throw new SmsSendError(`The SMS provider refused the message (${response.status}${answer.code ? `, code ${answer.code}` : ''}): ${answer.message ?? 'no reason given'}`, retry);
      }
      return { sid: answer.sid, status: answer.status ?? 'queued' };
    },
  };
}
