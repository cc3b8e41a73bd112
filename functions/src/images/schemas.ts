/**
 * What an upload must be: JPEG, PNG or WebP, recognised by its first bytes
 * (the Content-Type a client sends proves nothing), at most IMAGE_MAX_BYTES.
 */
import { IMAGE_TYPES } from '@campcare/domain';

export type ImageType = (typeof IMAGE_TYPES)[number];

/** The image type the bytes really are, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const at = (i: number) => bytes[i];
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  const ascii = (start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** ETag values a client sent in If-None-Match (`"a", W/"b"` or `*`). */
export function parseIfNoneMatch(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part) => part.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1'))
    .filter(Boolean);
}
