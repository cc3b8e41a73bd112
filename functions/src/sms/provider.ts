/**
 * Who sends text messages: one interface, two providers that both speak
 * Twilio's Messages API (twilioProvider.ts): Twilio itself when deployed,
 * the local SMS inbox on the emulators (scripts/lib/smsInbox.ts).
 */
export interface OutgoingSms {
  to: string;
  body: string;
  /** Where the provider reports how the message fared (delivered, failed). */
  statusCallback: string;
}

export interface SentSms {
  /** The provider's id of the message. */
  sid: string;
  status: string;
}

/** A failure the provider answered: `retry` when trying again may work (a 5xx, a 429, no answer). */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

export interface SmsProvider {
  send(sms: OutgoingSms): Promise<SentSms>;
}
