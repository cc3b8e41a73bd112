/**
 * Images: uploads by signed-in users (multipart field `image`, or the raw
 * bytes with an image Content-Type) and public, immutable downloads.
 *
 * The Functions framework has already read the whole body into
 * `req.rawBody` before Express runs, and the API's JSON parser only looks at
 * `application/json`, so uploads are parsed here from that buffer.
 */
import { IMAGE_MAX_BYTES } from '@campcare/domain';
import busboy from 'busboy';
import { Router, type Request } from 'express';
import { requireCaller, requireSignedIn } from '../http/auth.ts';
import { badRequest, notFound, payloadTooLarge } from '../http/errors.ts';
import { DOCUMENT_ID } from '../http/schemaValidation.ts';
import { loadImage, saveImage } from './imageStore.ts';
import { parseIfNoneMatch, sniffImageType } from './schemas.ts';

export const imagesRouter = Router();

const tooLarge = () =>
  payloadTooLarge(
    `The image is larger than ${(IMAGE_MAX_BYTES / 1_000_000).toLocaleString('en-US')} MB. Choose a smaller picture.`,
  );

/** The request body as bytes, with a ceiling, whether or not the framework buffered it. */
async function bodyBytes(req: Request, ceiling: number): Promise<Buffer> {
  const raw = (req as Request & { rawBody?: Buffer }).rawBody;
  if (raw) return raw;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > ceiling) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The bytes of the multipart file field `image`, or an ApiError. */
function imageFromMultipart(req: Request, body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: IMAGE_MAX_BYTES, fields: 10 } });
    } catch {
      reject(badRequest('The upload is not valid multipart/form-data.'));
      return;
    }
    let file: Buffer | null = null;
    let failure: Error | null = null;
    parser.on('file', (name, stream) => {
      if (name !== 'image' || file || failure) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = tooLarge();
      });
      stream.on('end', () => {
        if (!failure) file = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => reject(badRequest('The upload is not valid multipart/form-data.')));
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!file) reject(badRequest('Attach the picture in the form field "image".', { image: 'Choose a picture.' }));
      else resolve(file);
    });
    parser.end(body);
  });
}

imagesRouter.post('/images', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const type = (req.get('content-type') ?? '').toLowerCase();
  // Multipart bodies carry boundaries and headers around the file: allow for them.
  const body = await bodyBytes(req, IMAGE_MAX_BYTES + 64 * 1024);
  let bytes: Buffer;
  if (type.startsWith('multipart/form-data')) {
    bytes = await imageFromMultipart(req, body);
  } else if (type.startsWith('image/')) {
    if (body.length > IMAGE_MAX_BYTES) throw tooLarge();
    bytes = body;
  } else {
    throw badRequest('Send the picture as multipart/form-data (field "image") or as a raw JPEG, PNG or WebP body.');
  }
  if (bytes.length === 0) throw badRequest('The picture is empty.', { image: 'Choose a picture.' });
  const contentType = sniffImageType(bytes);
  if (!contentType) {
    throw badRequest('Only JPEG, PNG and WebP pictures can be uploaded.', {
      image: 'Choose a JPEG, PNG or WebP picture.',
    });
  }
  const id = await saveImage(bytes, contentType, caller.uid);
  res.status(201).json({ url: `/api/images/${id}` });
});

imagesRouter.get('/images/:id', async (req, res) => {
  const id = String(req.params.id ?? '');
  const image = DOCUMENT_ID.test(id) ? await loadImage(id) : null;
  if (!image) throw notFound('This image does not exist.');
  const etag = `"${image.sha256}"`;
  res.set({
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    // Mail clients and other sites may show a camp's picture (the API's other answers are same-origin).
    'Cross-Origin-Resource-Policy': 'cross-origin',
  });
  const wanted = parseIfNoneMatch(req.get('if-none-match'));
  if (wanted.includes(image.sha256) || wanted.includes('*')) {
    res.status(304).end();
    return;
  }
  res.type(image.contentType).send(image.bytes);
});
