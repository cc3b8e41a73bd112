/** The configured provider (Twilio, or the local SMS inbox on the emulators) and where it reports back. */
import { readParam, siteOrigin, smsApiUrlParam, smsFromParam, TWILIO_API_URL, twilioAccountSidSecret, twilioAuthTokenSecret } from '../config.ts';
import type { SmsProvider } from './provider.ts';
import { twilioProvider } from './twilioProvider.ts';

export const twilioAuthToken = () => readParam(twilioAuthTokenSecret, '');

export function configuredSmsProvider(): SmsProvider {
  return twilioProvider({
    apiUrl: readParam(smsApiUrlParam, TWILIO_API_URL),
    accountSid: readParam(twilioAccountSidSecret, ''),
    authToken: twilioAuthToken(),
    from: readParam(smsFromParam, ''),
  });
}

/** The status callback's address: on the site's own origin, which is also the URL Twilio signs. */
export const smsStatusCallbackUrl = () => `${siteOrigin()}/api/sms/status`;
