/**
 * Images through the Hosting origin: uploads (multipart and raw) checked by
 * their bytes and size, and immutable, cacheable downloads.
 */
import { createHash } from 'node:crypto';
import { COLLECTIONS, IMAGE_MAX_BYTES } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, API, resetAndSeed } from '../../../tests/support/emulators.ts';
import { ACTORS, countDocs, jpegBytes, PNG_BYTES, signInActors, storeTestImage, webpBytes, type Actor, type ActorName } from './actors.ts';

interface ErrorBody {
  error: { code: string; message: string };
}

let actors: Record<ActorName, Actor>;
const FIXTURE = 'images-test-fixture';

beforeAll(async () => {
  await resetAndSeed();
  actors = await signInActors();
  await storeTestImage(FIXTURE);
});

async function uploadMultipart(
  bytes: Buffer,
  options: { token?: string; field?: string; filename?: string; type?: string } = {},
) {
  const form = new FormData();
  form.append(options.field ?? 'image', new Blob([bytes], { type: options.type ?? 'image/png' }), options.filename ?? 'pic.png');
  const response = await fetch(`${API}/images`, {
    method: 'POST',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { url?: string } & Partial<ErrorBody> };
}

async function uploadRaw(bytes: Buffer, contentType: string, token?: string) {
  const response = await fetch(`${API}/images`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as { url?: string } & Partial<ErrorBody> };
}

describe('authorization matrix: POST /api/images', () => {
  const expected: Record<ActorName, number> = {
    none: 401,
    badToken: 401,
    participant: 201,
    otherParticipant: 201,
    organizer: 201,
    admin: 201,
  };
  for (const name of ACTORS) {
    it(`as ${name} → ${expected[name]}`, async () => {
      const before = await countDocs(COLLECTIONS.images);
      const response = await uploadMultipart(PNG_BYTES, { token: actors[name].token });
      expect(response.status).toBe(expected[name]);
      expect(await countDocs(COLLECTIONS.images)).toBe(before + (expected[name] === 201 ? 1 : 0));
    });
  }
});

describe('authorization matrix: GET /api/images/:id (public)', () => {
  const expected: Record<ActorName, number> = {
    none: 200,
    // A bearer that does not verify is refused everywhere, even on public paths.
    badToken: 401,
    participant: 200,
    otherParticipant: 200,
    organizer: 200,
    admin: 200,
  };
  for (const name of ACTORS) {
    it(`as ${name} → ${expected[name]}`, async () => {
      const response = await api('GET', `/images/${FIXTURE}`, { token: actors[name].token });
      expect(response.status).toBe(expected[name]);
    });
  }
});

describe('POST /api/images', () => {
  it('stores a multipart PNG with its owner and hash, and serves the same bytes back', async () => {
    const response = await uploadMultipart(PNG_BYTES, { token: actors.participant.token });
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/api\/images\/[A-Za-z0-9]+$/);
    const id = response.body.url!.split('/').pop()!;
    const { db } = adminServices();
    const stored = await db.collection(COLLECTIONS.images).doc(id).get();
    expect(stored.get('ownerUid')).toBe(actors.participant.uid);
    expect(stored.get('contentType')).toBe('image/png');
    expect(stored.get('size')).toBe(PNG_BYTES.length);
    const sha = createHash('sha256').update(PNG_BYTES).digest('hex');
    expect(stored.get('sha256')).toBe(sha);

    const served = await fetch(`${API.replace(/\/api$/, '')}${response.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('etag')).toBe(`"${sha}"`);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('accepts a raw JPEG body and a raw WebP body', async () => {
    const jpeg = await uploadRaw(jpegBytes(), 'image/jpeg', actors.organizer.token);
    expect(jpeg.status).toBe(201);
    const webp = await uploadRaw(webpBytes(), 'image/webp', actors.organizer.token);
    expect(webp.status).toBe(201);
    const served = await fetch(`${API.replace(/\/api$/, '')}${webp.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('trusts the bytes, not the declared type', async () => {
    const response = await uploadRaw(PNG_BYTES, 'image/jpeg', actors.organizer.token);
    expect(response.status).toBe(201);
    const served = await fetch(`${API.replace(/\/api$/, '')}${response.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('accepts exactly the size limit', async () => {
    const response = await uploadRaw(jpegBytes(IMAGE_MAX_BYTES), 'image/jpeg', actors.organizer.token);
    expect(response.status).toBe(201);
  });

  const refused: [string, () => Promise<{ status: number; body: Partial<ErrorBody> }>, number, RegExp][] = [
    ['a raw body one byte over the limit', () => uploadRaw(jpegBytes(IMAGE_MAX_BYTES + 1), 'image/jpeg', actors.participant.token), 413, /larger than 1 MB/],
    ['a multipart file over the limit', () => uploadMultipart(jpegBytes(IMAGE_MAX_BYTES + 1), { token: actors.participant.token }), 413, /larger than 1 MB/],
    ['HTML disguised as a PNG', () => uploadMultipart(Buffer.from('<html><script>alert(1)</script></html>'), { token: actors.participant.token }), 400, /JPEG, PNG and WebP/],
    ['an SVG', () => uploadRaw(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', actors.participant.token), 400, /JPEG, PNG and WebP/],
    ['a GIF', () => uploadRaw(Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/gif', actors.participant.token), 400, /JPEG, PNG and WebP/],
    ['an empty raw body', () => uploadRaw(Buffer.alloc(0), 'image/png', actors.participant.token), 400, /empty/],
    ['a file in another field', () => uploadMultipart(PNG_BYTES, { token: actors.participant.token, field: 'photo' }), 400, /field "image"/],
    ['JSON instead of an image', () => uploadRaw(Buffer.from('{"url":"x"}'), 'application/json', actors.participant.token), 400, /multipart/],
    ['plain text', () => uploadRaw(Buffer.from('hello'), 'text/plain', actors.participant.token), 400, /multipart/],
    ['a broken multipart body', () => uploadRaw(Buffer.from('--xyz\r\nnonsense'), 'multipart/form-data; boundary=xyz', actors.participant.token), 400, /./],
    ['multipart without a boundary', () => uploadRaw(Buffer.from('x'), 'multipart/form-data', actors.participant.token), 400, /multipart/],
  ];
  for (const [label, send, status, message] of refused) {
    it(`refuses ${label} with ${status}, storing nothing`, async () => {
      const before = await countDocs(COLLECTIONS.images);
      const response = await send();
      expect(response.status).toBe(status);
      expect(response.body.error?.message).toMatch(message);
      expect(await countDocs(COLLECTIONS.images)).toBe(before);
    });
  }
});

describe('GET /api/images/:id', () => {
  it('answers 304 when the ETag matches, 200 when it does not', async () => {
    const first = await fetch(`${API}/images/${FIXTURE}`);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await fetch(`${API}/images/${FIXTURE}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const weak = await fetch(`${API}/images/${FIXTURE}`, { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(weak.status).toBe(304);
    const other = await fetch(`${API}/images/${FIXTURE}`, { headers: { 'if-none-match': '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it('answers a JSON 404 for a missing or malformed id', async () => {
    for (const id of ['no-such-image', '__reserved__', 'a'.repeat(200)]) {
      const response = await api<ErrorBody>('GET', `/images/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.body.error.code).toBe('not-found');
    }
  });
});
