/** Twilio's request signature, checked against the worked example of Twilio's request-validation docs, and the Messages API client's answers. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsSendError } from '../../src/sms/provider.ts';
import { twilioProvider } from '../../src/sms/twilioProvider.ts';
import { isValidTwilioSignature, twilioSignature } from '../../src/sms/twilioSignature.ts';

const TOKEN = '12345';
const URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = { CallSid: 'CA1234567890ABCDE', Caller: '+14158675309', Digits: '1234', From: '+14158675309', To: '+18005551212' };
const DOCUMENTED = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

describe('X-Twilio-Signature', () => {
  it("reproduces Twilio's documented example", () => {
    expect(twilioSignature(TOKEN, URL, PARAMS)).toBe(DOCUMENTED);
    expect(isValidTwilioSignature(TOKEN, URL, PARAMS, DOCUMENTED)).toBe(true);
  });

  it('refuses any change: a field, the URL, the token, a missing or forged signature', () => {
    expect(isValidTwilioSignature(TOKEN, URL, { ...PARAMS, Digits: '9999' }, DOCUMENTED)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, `${URL}&x=1`, PARAMS, DOCUMENTED)).toBe(false);
    expect(isValidTwilioSignature('54321', URL, PARAMS, DOCUMENTED)).toBe(false);
    expect(isValidTwilioSignature(TOKEN, URL, PARAMS, undefined)).toBe(false);
    expect(isValidTwilioSignature('', URL, PARAMS, twilioSignature('', URL, PARAMS))).toBe(false);
    expect(isValidTwilioSignature(TOKEN, URL, PARAMS, 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=')).toBe(false);
  });
});

describe('the Messages API client', () => {
  let server: Server;
  let base = '';
  let answer: { status: number; body: unknown } = { status: 201, body: {} };
  const seen: { url: string; auth: string; type: string; form: URLSearchParams }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', type: req.headers['content-type'] ?? '', form: new URLSearchParams(Buffer.concat(chunks).toString()) });
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const provider = (from = '+15005550006') => twilioProvider({ apiUrl: base, accountSid: 'AC0123', authToken: 'token', from });

  it('posts the form to the account’s Messages.json with basic auth, and reads the sid', async () => {
    answer = { status: 201, body: { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' } };
    const sent = await provider().send({ to: '+8801712345678', body: 'Hello ক', statusCallback: 'https://site/api/sms/status' });
    expect(sent).toEqual({ sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' });
    const request = seen.at(-1)!;
    expect(request.url).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(request.auth).toBe(`Basic ${Buffer.from('AC0123:token').toString('base64')}`);
    expect(request.type).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request.form)).toEqual({ To: '+8801712345678', Body: 'Hello ক', StatusCallback: 'https://site/api/sms/status', From: '+15005550006' });
  });

  it('sends from a Messaging Service when given one', async () => {
    answer = { status: 201, body: { sid: 'SM0123456789abcdef0123456789abcdef', status: 'accepted' } };
    await provider('MG0123456789abcdef0123456789abcdef').send({ to: '+8801712345678', body: 'x', statusCallback: 'https://site/cb' });
    expect(seen.at(-1)!.form.get('MessagingServiceSid')).toBe('MG0123456789abcdef0123456789abcdef');
    expect(seen.at(-1)!.form.has('From')).toBe(false);
  });

  it('says a 5xx may be tried again and a refused number may not', async () => {
    answer = { status: 503, body: { code: 20500, message: 'Service unavailable' } };
    const outage = await provider().send({ to: '+8801712345678', body: 'x', statusCallback: 'https://site/cb' }).catch((e: unknown) => e);
    expect(outage).toBeInstanceOf(SmsSendError);
    expect((outage as SmsSendError).retry).toBe(true);
    answer = { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } };
    const refused = await provider().send({ to: '+1', body: 'x', statusCallback: 'https://site/cb' }).catch((e: unknown) => e);
    expect((refused as SmsSendError).retry).toBe(false);
    expect((refused as SmsSendError).message).toContain('21211');
  });
});
