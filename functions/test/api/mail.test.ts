/**
 * Mail on the emulators, read back from MailDev: the queue's delivery
 * record, the sender's claim (never twice, retried after a failure), and the
 * registration mails, each exactly once, with a calendar file that parses.
 */
import { COLLECTIONS, type MailDocument, type Registration } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliverMail, mailTransport } from '../../src/mail/delivery.ts';
import { queueRegistrationMails } from '../../src/registrations/registrationMails.ts';
import { enqueueMail } from '../../src/mail/mailQueueStore.ts';
import { mailSmtpUrl } from '../../../scripts/lib/maildev.ts';
import { adminServices, createUser, resetAndSeed, SITE, type TestUser } from '../../../tests/support/emulators.ts';
import { attachmentText, mailsTo, parseCalendar, waitForMails } from '../../../tests/support/maildev.ts';
import { createCamp, readDoc, registerOrThrow } from './registrationFixtures.ts';

const FROM = 'CampCare <no-reply@campcare.example.org>';

let participant: TestUser;

beforeAll(async () => {
  await resetAndSeed();
  participant = await createUser({ role: 'Participant', displayName: 'Mina Mailreader' });
});

async function mailDoc(id: string): Promise<MailDocument | null> {
  return readDoc<MailDocument>(COLLECTIONS.mail, id);
}

/** Waits until the queue's mail reached a final state. */
async function settled(id: string): Promise<MailDocument> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const doc = await mailDoc(id);
    if (doc?.delivery && doc.delivery.state !== 'PROCESSING' && doc.delivery.state !== 'PENDING') return doc;
    if (Date.now() > deadline) throw new Error(`Mail ${id} never settled: ${JSON.stringify(doc?.delivery)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

describe('registration received', () => {
  // Generous: right after a reseed the trigger queue still works through the seed's documents.
  it('mails the participant once, with the camp, a link and a calendar file that parses; a replay sends nothing more', { timeout: 150_000 }, async () => {
    const { id: campId, camp } = await createCamp({ fee: 12.5, name: 'Mail Test Eye Camp' });
    const id = await registerOrThrow(participant, campId);

    const [mail, ...more] = await waitForMails(participant.email, { subject: 'Registration received: Mail Test Eye Camp', timeoutMs: 120_000 });
    expect(more).toEqual([]);
    expect(mail!.text).toContain('$12.50');
    expect(mail!.text).toContain(camp.Location);
    expect(mail!.html).toContain('Mail Test Eye Camp');
    expect(mail!.text).toContain(`${SITE}/dashboard/userRegisteredCamps`);

    const calendar = parseCalendar(await attachmentText(mail!, 'camp-mail-test-eye-camp.ics'));
    // Calendar times have whole seconds.
    const start = new Date(Math.floor(Date.parse(camp.DateTime) / 1000) * 1000).toISOString();
    expect(calendar).toMatchObject({ summary: 'Mail Test Eye Camp', location: camp.Location, start, zone: 'UTC' });
    expect(Date.parse(calendar.end) - Date.parse(calendar.start)).toBe(3 * 3_600_000);

    // The queue recorded the delivery.
    const { db } = adminServices();
    const queued = await db.collection(COLLECTIONS.mail).where('to', '==', participant.email).get();
    const received = queued.docs.filter((d) => (d.data() as MailDocument).kind === 'registration-received');
    expect(received).toHaveLength(1);
    const doc = await settled(received[0]!.id);
    expect(doc.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, error: null, leaseExpireTime: null });
    expect(doc.delivery!.info!.accepted).toEqual([participant.email]);

    // The same event again (a retried trigger): nothing queued, nothing sent.
    const registration = (await readDoc<Registration>(COLLECTIONS.registrations, id))!;
    const queuedAgain = await queueRegistrationMails(db, id, undefined, registration, new Date(registration.createdAt), { origin: SITE });
    expect(queuedAgain).toBe(0);
    // A sender run on the sent mail takes nothing either.
    expect(await deliverMail(db, received[0]!.id, mailTransport(mailSmtpUrl(), FROM))).toBe('not-claimed');
    await new Promise((r) => setTimeout(r, 1500));
    expect((await mailsTo(participant.email)).filter((m) => m.subject === 'Registration received: Mail Test Eye Camp')).toHaveLength(1);
  });

  it('is not sent for a registration written with an old timestamp (an import, the seed)', async () => {
    const { db } = adminServices();
    const registration = (await db.collection(COLLECTIONS.registrations).limit(1).get()).docs[0]!.data() as Registration;
    const queued = await queueRegistrationMails(db, 'imported', undefined, { ...registration, createdAt: '2020-01-01T00:00:00.000Z' }, new Date(), { origin: SITE });
    expect(queued).toBe(0);
    expect(await mailDoc('imported_1577836800000_received')).toBeNull();
  });
});

describe('the sender', () => {
  /** A mail the trigger leaves alone (another sender holds its lease), for the test to drive. */
  async function heldMail(to: string): Promise<string> {
    const { db } = adminServices();
    const id = `test-held-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const now = Date.now();
    await db.collection(COLLECTIONS.mail).doc(id).set({
      to,
      uid: null,
      kind: 'donation-thanks',
      message: { subject: `Held ${id}`, text: 'Plain words.', html: '<p>Plain words.</p>' },
      createdAt: new Date(now).toISOString(),
      delivery: { state: 'PROCESSING', attempts: 0, startTime: new Date(now).toISOString(), endTime: null, leaseExpireTime: new Date(now + 3_600_000).toISOString(), error: null, info: null },
    } satisfies MailDocument);
    return id;
  }

  it('leaves a mail another sender holds, takes it once the lease ran out, records a failure and sends it on a later attempt, once', async () => {
    const { db } = adminServices();
    const to = `held-${Date.now()}@test.campcare.test`;
    const id = await heldMail(to);
    const good = mailTransport(mailSmtpUrl(), FROM);
    // Nothing listens on port 9 here: the SMTP connection is refused, a real failure.
    const broken = mailTransport('smtp://127.0.0.1:9', FROM);
    const at = (ms: number) => () => new Date(Date.now() + ms);

    expect(await deliverMail(db, id, good)).toBe('not-claimed');
    expect(await deliverMail(db, id, broken, at(2 * 3_600_000))).toBe('failed');
    const failed = (await mailDoc(id))!.delivery!;
    expect(failed).toMatchObject({ state: 'ERROR', attempts: 1, leaseExpireTime: null });
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);

    // Too soon after the failure: left for later.
    expect(await deliverMail(db, id, good, at(2 * 3_600_000))).toBe('not-claimed');
    expect(await deliverMail(db, id, good, at(3 * 3_600_000))).toBe('sent');
    expect((await mailDoc(id))!.delivery).toMatchObject({ state: 'SUCCESS', attempts: 2, error: null });
    expect(await deliverMail(db, id, good, at(4 * 3_600_000))).toBe('not-claimed');

    const inbox = await waitForMails(to, { subject: `Held ${id}` });
    expect(inbox).toHaveLength(1);
  });

  it('sends a mail deleted while it was being sent (its account erased, say) without an error, and does not bring the document back', async () => {
    const { db } = adminServices();
    const to = `erased-${Date.now()}@test.campcare.test`;
    const id = await heldMail(to);
    const smtp = mailTransport(mailSmtpUrl(), FROM);
    // The real SMTP server takes the mail; the document goes while the answer is on its way.
    const deletingWhileSending = {
      from: FROM,
      transporter: {
        sendMail: async (message: Parameters<typeof smtp.transporter.sendMail>[0]) => {
          const info: unknown = await smtp.transporter.sendMail(message);
          await db.collection(COLLECTIONS.mail).doc(id).delete();
          return info;
        },
      } as unknown as typeof smtp.transporter,
    };
    expect(await deliverMail(db, id, deletingWhileSending, () => new Date(Date.now() + 2 * 3_600_000))).toBe('sent');
    expect(await mailDoc(id)).toBeNull();
    expect(await waitForMails(to, { subject: `Held ${id}` })).toHaveLength(1);
  });

  it('queues an event’s mail once: a second create of the same id queues nothing', async () => {
    const { db } = adminServices();
    const to = `once-${Date.now()}@test.campcare.test`;
    const id = `test-once-${Date.now()}`;
    const mail = { to, uid: null, kind: 'donation-thanks' as const, message: { subject: `Once ${id}`, text: 'Thanks.', html: '<p>Thanks.</p>' } };
    expect(await enqueueMail(db, id, mail)).toBe(true);
    expect(await enqueueMail(db, id, mail)).toBe(false);
    expect(await waitForMails(to, { subject: `Once ${id}` })).toHaveLength(1);
    expect((await settled(id)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 });
  });
});
