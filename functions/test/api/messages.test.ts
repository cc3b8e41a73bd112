/** The Contact Us messages: anyone writes (validated), admins read (they are written to the platform), newest first. */
import { COLLECTIONS, type ContactMessage } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, resetAndSeed } from '../../../tests/support/emulators.ts';
import { ACTORS, countDocs, signInActors, type Actor, type ActorName } from './actors.ts';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
type MessageBody = ContactMessage & { _id: string };

let actors: Record<ActorName, Actor>;

const validMessage = () => ({
  name: 'Maria Santos',
  email: 'Maria.Santos@Example.org',
  phone: '+351 (21) 555-0100',
  subject: 'Volunteering at a camp',
  message: 'Hello, I am a nurse and would like to help at your next camp.',
});

beforeAll(async () => {
  await resetAndSeed();
  actors = await signInActors();
});

describe('authorization matrix', () => {
  const post: Record<ActorName, number> = { none: 201, badToken: 401, participant: 201, otherParticipant: 201, organizer: 201, admin: 201 };
  const list: Record<ActorName, number> = { none: 401, badToken: 401, participant: 403, otherParticipant: 403, organizer: 403, admin: 200 };
  for (const name of ACTORS) {
    it(`POST /contact as ${name} → ${post[name]}`, async () => {
      const before = await countDocs(COLLECTIONS.messages);
      const response = await api('POST', '/contact', { token: actors[name].token, body: validMessage() });
      expect(response.status).toBe(post[name]);
      expect(await countDocs(COLLECTIONS.messages)).toBe(before + (post[name] === 201 ? 1 : 0));
    });
    it(`GET /messages as ${name} → ${list[name]}`, async () => {
      const response = await api('GET', '/messages', { token: actors[name].token });
      expect(response.status).toBe(list[name]);
    });
  }
});

describe('POST /contact', () => {
  it('stores the message, trimmed and with the email folded, with the sender when signed in', async () => {
    const response = await api<{ id: string }>('POST', '/contact', {
      token: actors.participant.token,
      body: { ...validMessage(), name: '  Maria Santos ', senderUid: 'forged', createdAt: '2000-01-01', extra: 'x' },
    });
    expect(response.status).toBe(201);
    const { db } = adminServices();
    const stored = (await db.collection(COLLECTIONS.messages).doc(response.body.id).get()).data();
    expect(stored).toMatchObject({ name: 'Maria Santos', email: 'maria.santos@example.org', senderUid: actors.participant.uid });
    expect(stored?.createdAt).not.toBe('2000-01-01');
    expect(stored?.extra).toBeUndefined();
  });

  it('stores an anonymous message with no sender and an optional phone', async () => {
    const { phone: _phone, ...withoutPhone } = validMessage();
    const response = await api<{ id: string }>('POST', '/contact', { body: withoutPhone });
    expect(response.status).toBe(201);
    const { db } = adminServices();
    const stored = (await db.collection(COLLECTIONS.messages).doc(response.body.id).get()).data();
    expect(stored).toMatchObject({ senderUid: null, phone: '' });
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, 'name'],
    ['a one-letter name', { name: 'M' }, 'name'],
    ['a huge name', { name: 'M'.repeat(101) }, 'name'],
    ['HTML in the name', { name: '<script>x</script>' }, 'name'],
    ['a bad email', { email: 'not-an-email' }, 'email'],
    ['a numeric email', { email: 12 }, 'email'],
    ['letters in the phone', { phone: 'call me maybe' }, 'phone'],
    ['a long phone', { phone: '1'.repeat(31) }, 'phone'],
    ['a short subject', { subject: 'Hi' }, 'subject'],
    ['a huge subject', { subject: 'S'.repeat(151) }, 'subject'],
    ['a short message', { message: 'Too short' }, 'message'],
    ['a huge message', { message: 'm'.repeat(5001) }, 'message'],
    ['HTML in the message', { message: 'Please click <a href="https://evil.example">here</a> now' }, 'message'],
    ['an object message', { message: { text: 'hello there friend' } }, 'message'],
  ];
  for (const [label, change, field] of bad) {
    it(`refuses ${label} with a 400 naming ${field}, storing nothing`, async () => {
      const before = await countDocs(COLLECTIONS.messages);
      const response = await api<ErrorBody>('POST', '/contact', { body: { ...validMessage(), ...change } });
      expect(response.status).toBe(400);
      expect(response.body.error.fields?.[field]).toBeTruthy();
      expect(await countDocs(COLLECTIONS.messages)).toBe(before);
    });
  }

  it('refuses a body that is not an object', async () => {
    const before = await countDocs(COLLECTIONS.messages);
    for (const body of ['[]', '"hello"', '42']) {
      const response = await api('POST', '/contact', { body });
      expect(response.status, body).toBe(400);
    }
    expect(await countDocs(COLLECTIONS.messages)).toBe(before);
  });
});

describe('GET /messages', () => {
  it('pages newest first with the total', async () => {
    const { db } = adminServices();
    const total = await countDocs(COLLECTIONS.messages);
    expect(total).toBeGreaterThan(3);
    const all = await db.collection(COLLECTIONS.messages).orderBy('createdAt', 'desc').get();
    const first = await api<MessageBody[]>('GET', '/messages?limit=2&page=1', { token: actors.admin.token });
    const second = await api<MessageBody[]>('GET', '/messages?limit=2&page=2', { token: actors.admin.token });
    expect(Number(first.headers.get('x-total-count'))).toBe(total);
    expect([...first.body, ...second.body].map((m) => m._id)).toEqual(all.docs.slice(0, 4).map((d) => d.id));
    const dates = [...first.body, ...second.body].map((m) => m.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses bad paging', async () => {
    const response = await api('GET', '/messages?limit=1000', { token: actors.admin.token });
    expect(response.status).toBe(400);
  });
});
