/**
 * The local SMS inbox: a small server that speaks Twilio's Messages API
 * (`POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded,
 * basic auth), so the functions send text messages on the emulators with
 * the very provider code that talks to Twilio. It keeps what it is sent,
 * reports each message's status to its StatusCallback signed as Twilio
 * signs (X-Twilio-Signature), and shows the messages per number on a web
 * page. Its port moves with CAMPCARE_PORT_OFFSET like MailDev's.
 *
 * For tests and people trying things out it also has:
 *   GET  /api/messages[?to=+880…]   the messages, newest last (JSON)
 *   DELETE /api/messages            forget them all
 *   POST /api/fail-next {to, count} the next `count` sends to `to` fail with a 503 (a provider outage)
 *   POST /api/reply {from, body}    a reply from a phone (STOP), posted to the site's inbound webhook, signed
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { smsSegments } from '@campcare/domain';
import { emulatorPorts, hostingUrl, portOffset } from './emulators.ts';

/** The account the emulators' functions use (functions/build.mjs writes the same pair into their secrets). */
export const LOCAL_TWILIO_ACCOUNT_SID = 'ACc0ffee00000000000000000000000000';
export const LOCAL_TWILIO_AUTH_TOKEN = 'c0ffee000000000000000000000000aa';

export function smsInboxUrl(offset = portOffset()): string {
  return `http://127.0.0.1:${emulatorPorts(offset).smsInbox}`;
}

export interface InboxMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  segments: number;
  encoding: string;
  dateCreated: string;
  statusCallback: string | null;
}

/** Twilio's signature: base64 HMAC-SHA1 of the URL and the sorted POST fields, keyed with the auth token. */
export function signTwilioRequest(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, key) => text + key + params[key], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(value));
}

/** Twilio's error answer. */
const twilioError = (res: ServerResponse, status: number, code: number, message: string) =>
  json(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

async function postSigned(url: string, params: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signTwilioRequest(LOCAL_TWILIO_AUTH_TOKEN, url, params) },
    body: new URLSearchParams(params).toString(),
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function inboxPage(messages: InboxMessage[]): string {
  const byNumber = new Map<string, InboxMessage[]>();
  for (const m of messages) byNumber.set(m.to, [...(byNumber.get(m.to) ?? []), m]);
  const sections = [...byNumber]
    .map(
      ([number, list]) =>
        `<section><h2>${escapeHtml(number)} <small>(${list.length})</small></h2><ol>` +
        list
          .map(
            (m) =>
              `<li data-sid="${m.sid}"><p class="body">${escapeHtml(m.body)}</p><p class="meta">${escapeHtml(m.dateCreated)} · ${escapeHtml(m.status)} · ${m.segments} part${m.segments === 1 ? '' : 's'} (${m.encoding}) · from ${escapeHtml(m.from)}</p></li>`,
          )
          .join('') +
        `</ol><form method="post" action="/reply"><input type="hidden" name="from" value="${escapeHtml(number)}"><label>Reply from this phone <input name="body" value="STOP" size="10"></label> <button type="submit">Send reply</button></form></section>`,
    )
    .join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>SMS inbox · CampCare</title>' +
    '<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1a202c}h2{font-size:18px;border-bottom:1px solid #ccc}li{margin:8px 0;padding:8px;background:#f1f5f9;border-radius:8px}.body{white-space:pre-wrap;overflow-wrap:anywhere;margin:0 0 4px}.meta{color:#555;font-size:13px;margin:0}</style></head>' +
    `<body><h1>SMS inbox</h1><p>Every text message CampCare sends on the emulators lands here, by number (${messages.length} in all).</p>${sections || '<p>No messages yet.</p>'}</body></html>`
  );
}

export interface SmsInbox {
  url: string;
  close(): Promise<void>;
}

/** Starts the inbox on this offset's port (loopback only); `site` is where callbacks and replies go. */
export async function startSmsInbox(offset = portOffset(), site = hostingUrl(offset)): Promise<SmsInbox> {
  const messages: InboxMessage[] = [];
  const failNext = new Map<string, number>();
  const expectedAuth = `Basic ${Buffer.from(`${LOCAL_TWILIO_ACCOUNT_SID}:${LOCAL_TWILIO_AUTH_TOKEN}`).toString('base64')}`;

  async function reportStatus(message: InboxMessage, status: string): Promise<void> {
    message.status = status;
    if (!message.statusCallback) return;
    const params = { AccountSid: LOCAL_TWILIO_ACCOUNT_SID, MessageSid: message.sid, SmsSid: message.sid, MessageStatus: status, SmsStatus: status, To: message.to, From: message.from };
    await postSigned(message.statusCallback, params).catch(() => undefined);
  }

  async function reply(from: string, body: string): Promise<string> {
    const params = { AccountSid: LOCAL_TWILIO_ACCOUNT_SID, MessageSid: `SM${randomBytes(16).toString('hex')}`, From: from, To: '+15005550006', Body: body };
    const answer = await postSigned(`${site}/api/sms/inbound`, params);
    return answer.text();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://inbox');
    const send = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
    if (send && req.method === 'POST') {
      if (req.headers.authorization !== expectedAuth || send[1] !== LOCAL_TWILIO_ACCOUNT_SID) return twilioError(res, 401, 20003, 'Authenticate');
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      if (!form.To || !/^\+[1-9]\d{6,14}$/.test(form.To)) return twilioError(res, 400, 21211, `The 'To' number ${form.To ?? ''} is not a valid phone number.`);
      if (!form.Body) return twilioError(res, 400, 21602, 'Message body is required.');
      if (!form.From && !form.MessagingServiceSid) return twilioError(res, 400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required.");
      const failures = failNext.get(form.To) ?? 0;
      if (failures > 0) {
        failNext.set(form.To, failures - 1);
        return twilioError(res, 503, 20500, 'Service unavailable (the SMS inbox was told to fail this send).');
      }
      const counted = smsSegments(form.Body);
      const message: InboxMessage = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        to: form.To,
        from: form.From ?? form.MessagingServiceSid!,
        body: form.Body,
        status: 'queued',
        segments: counted.parts,
        encoding: counted.encoding,
        dateCreated: new Date().toISOString(),
        statusCallback: form.StatusCallback ?? null,
      };
      messages.push(message);
      json(res, 201, { sid: message.sid, account_sid: LOCAL_TWILIO_ACCOUNT_SID, to: message.to, from: message.from, body: message.body, status: 'queued', num_segments: String(counted.parts), date_created: new Date().toUTCString() });
      // As a carrier would: sent, then delivered, each reported to the callback.
      setTimeout(() => void reportStatus(message, 'sent').then(() => reportStatus(message, 'delivered')), 50);
      return;
    }
    if (url.pathname === '/api/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to');
      return json(res, 200, to ? messages.filter((m) => m.to === to) : messages);
    }
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      messages.length = 0;
      failNext.clear();
      return json(res, 200, { deleted: true });
    }
    if (url.pathname === '/api/fail-next' && req.method === 'POST') {
      const { to, count } = JSON.parse((await readBody(req)) || '{}') as { to?: string; count?: number };
      if (!to) return json(res, 400, { error: 'to is required' });
      failNext.set(to, count ?? 1);
      return json(res, 200, { to, count: count ?? 1 });
    }
    if (url.pathname === '/api/reply' && req.method === 'POST') {
      const { from, body } = JSON.parse((await readBody(req)) || '{}') as { from?: string; body?: string };
      if (!from || !body) return json(res, 400, { error: 'from and body are required' });
      return json(res, 200, { answer: await reply(from, body) });
    }
    if (url.pathname === '/reply' && req.method === 'POST') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
      if (form.from && form.body) await reply(form.from, form.body);
      res.writeHead(303, { location: '/' });
      return void res.end();
    }
    if (url.pathname === '/api/healthz') return json(res, 200, { ok: true });
    if (url.pathname === '/' && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      return void res.end(inboxPage(messages));
    }
    json(res, 404, { error: 'not found' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { error: String(error) }));
  });
  const port = emulatorPorts(offset).smsInbox;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => reject(new Error(`The SMS inbox could not listen on port ${port}: ${String(error)}`)));
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: smsInboxUrl(offset),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
