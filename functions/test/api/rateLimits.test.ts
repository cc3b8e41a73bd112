/**
 * The rate limits. Contact Us through the Hosting origin with the default
 * limit, as a script would hit it; then every other limit set tight (2 per
 * minute) on the API run in this process against the same emulators, so a
 * test needs three requests instead of hundreds: the third is a 429 with
 * Retry-After and the standard error body, and it wrote nothing. Each test
 * is a client of its own (a fresh address or account), so no other suite
 * shares its counters.
 */
import { COLLECTIONS, type Registration } from '@campcare/domain';
import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, resetAndSeed, SITE } from '../../../tests/support/emulators.ts';
import { countDocs } from './actors.ts';
import { castOfCallers, createCamp, markPaid, readRegistration, registerOrThrow, validForm, type Cast } from './registrationFixtures.ts';

interface ErrorBody {
  error: { code: string; message: string };
}

let cast: Cast;
/**
 * An address no other test uses, from the benchmarking range 198.18.0.0/15 (RFC 2544: 131,072
 * addresses): a client of its own. A clock-based pick among 250 addresses met a client an earlier
 * test had used up (429 where 201 was due) in a full npm test.
 */
let nextAddress = randomInt(0, 1 << 17);
const freshClient = () => {
  const n = nextAddress++ % (1 << 17);
  return { 'x-forwarded-for': `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}` };
};

const message = (i: number) => ({
  name: 'Rapid Writer',
  email: 'rapid.writer@example.org',
  subject: `Question number ${i}`,
  message: `This is message number ${i}, sent as fast as a script can.`,
});

function expectRateLimited(answer: { status: number; headers: Headers; body: unknown }, windowSeconds: number) {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const { error } = answer.body as ErrorBody;
  expect(error.code).toBe('rate-limited');
  expect(error.message).toMatch(/try again in \d+ (second|minute)s?/);
}

beforeAll(async () => {
  await resetAndSeed();
  cast = await castOfCallers();
});

describe('POST /contact through Hosting, with the default limit (10 per 10 minutes)', () => {
  const listedMessages = async () =>
    Number((await api('GET', '/messages?limit=1', { token: cast.admin.idToken })).headers.get('x-total-count'));

  it("40 messages in a row from one client: the first 10 are 201, the rest 429 with Retry-After; the admins' list grows by the accepted ones only", async () => {
    const client = freshClient();
    const storedBefore = await countDocs(COLLECTIONS.messages);
    const listedBefore = await listedMessages();
    const started = Date.now();
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await api('POST', '/contact', { body: message(i), headers: client }));
    const seconds = (Date.now() - started) / 1000;
    console.log(`40 contact messages sent in ${seconds.toFixed(1)} s`);

    expect(answers.map((a) => a.status)).toEqual([...Array<number>(10).fill(201), ...Array<number>(30).fill(429)]);
    for (const answer of answers.slice(10)) expectRateLimited(answer, 600);
    expect(await countDocs(COLLECTIONS.messages)).toBe(storedBefore + 10);
    expect(await listedMessages()).toBe(listedBefore + 10);
  });

  it('counts each client apart: another address, and a signed-in caller by their account wherever they write from', async () => {
    const client = freshClient();
    for (let i = 0; i < 10; i++) expect((await api('POST', '/contact', { body: message(i), headers: client })).status).toBe(201);
    expect((await api('POST', '/contact', { body: message(10), headers: client })).status).toBe(429);
    expect((await api('POST', '/contact', { body: message(11), headers: freshClient() })).status).toBe(201);
    const member = await createUser({ role: 'Participant' });
    expect((await api('POST', '/contact', { token: member.idToken, body: message(12), headers: client })).status).toBe(201);
  });

  it('does not count a malformed message, which writes nothing anyway', async () => {
    const client = freshClient();
    for (let i = 0; i < 12; i++) {
      expect((await api('POST', '/contact', { body: { ...message(i), email: 'not-an-email' }, headers: client })).status).toBe(400);
    }
    expect((await api('POST', '/contact', { body: message(0), headers: client })).status).toBe(201);
  });
});

/** The API's Express app in this process, with the given settings, against the emulators. */
async function startInProcessApi(settings: Record<string, string>) {
  const previous = Object.fromEntries(Object.keys(settings).map((key) => [key, process.env[key]]));
  Object.assign(process.env, settings);
  adminServices(); // points the Admin SDK at the emulators before the functions code starts it
  const { createApp } = await import('../../src/app.ts');
  const server = await new Promise<Server>((resolve) => {
    const s = createApp().listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const call = async <T = unknown>(method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : null) as T };
  };
  const stop = async () => {
    await new Promise((resolve) => server.close(resolve));
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
  return { call, stop };
}

describe('every other limit, set to 2 per minute', () => {
  let inProcess: Awaited<ReturnType<typeof startInProcessApi>>;
  const TIGHT = '2/60';

  beforeAll(async () => {
    inProcess = await startInProcessApi({
      // The emulators' payment set-up: the local test provider.
      FUNCTIONS_EMULATOR: 'true',
      STRIPE_SECRET_KEY: 'local-test-provider',
      STRIPE_WEBHOOK_SECRET: 'local-test-provider',
      SITE_ORIGIN: SITE,
      RATE_LIMIT_DONATION: TIGHT,
      RATE_LIMIT_PROFILE: TIGHT,
      RATE_LIMIT_REGISTRATION: TIGHT,
      RATE_LIMIT_CHECKIN: TIGHT,
      RATE_LIMIT_CAMP_MAIL: TIGHT,
      RATE_LIMIT_DHIS2: TIGHT,
    });
  });
  afterAll(async () => {
    await inProcess?.stop();
  });

  it('donation: a third Checkout session is refused, and so is completing one once the limit is used up', async () => {
    const client = freshClient();
    const sessions: string[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await inProcess.call<{ paymentUrl: string }>('POST', '/create_payment', { body: { amount: 10, currency: 'USD' }, headers: client });
      expect(created.status).toBe(200);
      sessions.push(/cs_local_[0-9a-f]+$/.exec(created.body.paymentUrl)![0]);
    }
    const openSessions = await countDocs('localPayments');
    const donations = await countDocs(COLLECTIONS.donations);
    expectRateLimited(await inProcess.call('POST', '/create_payment', { body: { amount: 10, currency: 'USD' }, headers: client }), 60);
    expectRateLimited(await inProcess.call('POST', `/local-checkout/${sessions[0]}/complete`, { body: { email: 'giver@example.org' }, headers: client }), 60);
    expect(await countDocs('localPayments')).toBe(openSessions);
    expect(await countDocs(COLLECTIONS.donations)).toBe(donations);
  });

  it('profile: a third profile write of one account is refused and writes nothing', async () => {
    const user = await createUser({ role: 'Participant' });
    const profile = adminServices().db.collection(COLLECTIONS.users).doc(user.uid);
    for (let i = 0; i < 2; i++) expect((await inProcess.call('POST', '/users', { token: user.idToken, body: {} })).status).toBe(200);
    await profile.delete();
    expectRateLimited(await inProcess.call('POST', '/users', { token: user.idToken, body: {} }), 60);
    expect((await profile.get()).exists).toBe(false);
  });

  it('thirty profile writes of one account at once: at most two go through, every other is a 429, and the limit holds afterwards', async () => {
    // A script, or a phone sending again and again: the whole burst reaches one client's counter at once.
    const user = await createUser({ role: 'Participant' });
    const answers = await Promise.all(Array.from({ length: 30 }, () => inProcess.call('POST', '/users', { token: user.idToken, body: {} })));
    const through = answers.filter((answer) => answer.status === 200);
    expect(through.length).toBeLessThanOrEqual(2);
    for (const answer of answers.filter((a) => a.status !== 200)) expectRateLimited(answer, 60);
    expectRateLimited(await inProcess.call('POST', '/users', { token: user.idToken, body: {} }), 60);
  });

  it('counts a request of a burst that read the clock before the one that started the window in that window', async () => {
    // The store itself (the app above has pointed the Admin SDK at the emulators), with each request's own time.
    const { countRequest } = await import('../../src/rateLimits/rateLimitStore.ts');
    const client = `clock-${randomInt(1e9)}`;
    const limit = { requests: 2, windowSeconds: 60 };
    const first = Date.now();
    expect((await countRequest('profile', client, limit, new Date(first))).kind).toBe('allowed');
    expect((await countRequest('profile', client, limit, new Date(first - 5))).kind).toBe('allowed');
    expect((await countRequest('profile', client, limit, new Date(first - 10))).kind).toBe('limited');
  });

  it('registration: counted per account, whatever the answer; the third registration is refused and not made', async () => {
    const participant = await createUser({ role: 'Participant' });
    const [first, second] = [await createCamp({ fee: 0 }), await createCamp({ fee: 0 })];
    expect((await inProcess.call('POST', '/registerCamp', { token: participant.idToken, body: validForm(first.id) })).status).toBe(201);
    expect((await inProcess.call('POST', '/registerCamp', { token: participant.idToken, body: validForm(first.id) })).status).toBe(409);
    expectRateLimited(await inProcess.call('POST', '/registerCamp', { token: participant.idToken, body: validForm(second.id) }), 60);
    expect(await readRegistration(`${second.id}_${participant.uid}`)).toBeNull();
  });

  it("checkin: the door's third look-up is refused and checks nobody in", async () => {
    const organizer = await createUser({ role: 'Organizer' });
    const { id: campId } = await createCamp({ fee: 0, organizerUids: [organizer.uid] });
    const id = await registerOrThrow(cast.owner, campId);
    const ticket = (await readRegistration(id))!.ticket!;
    const unknown = 'A'.repeat(ticket.length);
    for (let i = 0; i < 2; i++) expect((await inProcess.call('POST', '/checkin', { token: organizer.idToken, body: { ticket: unknown } })).status).toBe(404);
    expectRateLimited(await inProcess.call('POST', '/checkin', { token: organizer.idToken, body: { ticket } }), 60);
    expect((await readRegistration(id))!.checkedInAt ?? null).toBeNull();
  });

  it("campMail: an organizer's third action that mails people is refused and changes nothing", async () => {
    const organizer = await createUser({ role: 'Organizer' });
    const { id: campId } = await createCamp({ fee: 25, organizerUids: [organizer.uid] });
    const id = await registerOrThrow(cast.other, campId);
    await markPaid(id);
    for (let i = 0; i < 2; i++) expect((await inProcess.call('PATCH', `/StatusConfirmed/${campId}_nobody${i}`, { token: organizer.idToken })).status).toBe(404);
    expectRateLimited(await inProcess.call('PATCH', `/StatusConfirmed/${id}`, { token: organizer.idToken }), 60);
    expectRateLimited(await inProcess.call('POST', `/cancelCamp/${campId}`, { token: organizer.idToken, body: { reason: 'The hall is flooded.' } }), 60);
    const registration = (await readRegistration(id)) as Registration;
    expect(registration.ConfirmationStatus).toBe('Pending');
    const camp = (await adminServices().db.collection(COLLECTIONS.camps).doc(campId).get()).data();
    expect(camp?.cancelledAt ?? null).toBeNull();
  });

  it("dhis2: an organizer's third month built for DHIS2 (downloaded or pushed) is refused before anything is read or sent", async () => {
    const organizer = await createUser({ role: 'Organizer' });
    // Counted whatever the answer: this organizer has no DHIS2 set up yet.
    expect((await inProcess.call('GET', '/dhis2/dataValueSets?period=202510', { token: organizer.idToken })).status).toBe(409);
    expect((await inProcess.call('POST', '/dhis2/push', { token: organizer.idToken, body: { period: '202510' } })).status).toBe(409);
    expectRateLimited(await inProcess.call('POST', '/dhis2/push', { token: organizer.idToken, body: { period: '202510' } }), 60);
    expectRateLimited(await inProcess.call('GET', '/dhis2/dataValueSets?period=202510', { token: organizer.idToken }), 60);
  });

  it('a limit set in the environment holds for that kind only: contact keeps its default here', async () => {
    const client = freshClient();
    for (let i = 0; i < 3; i++) expect((await inProcess.call('POST', '/contact', { body: message(i), headers: client })).status).toBe(201);
  });
});
