/** Firestore access for images: the bytes live in the document (no Cloud Storage offline). */
import { createHash } from 'node:crypto';
import { COLLECTIONS } from '@campcare/domain';
import { db } from '../firestore/firebase.ts';
import type { ImageType } from './schemas.ts';

export const imagesCollection = () => db.collection(COLLECTIONS.images);

export interface StoredImage {
  contentType: ImageType;
  bytes: Buffer;
  size: number;
  sha256: string;
  ownerUid: string;
  createdAt: string;
}

export async function saveImage(bytes: Buffer, contentType: ImageType, ownerUid: string): Promise<string> {
  const ref = imagesCollection().doc();
  const image: StoredImage = {
    contentType,
    bytes,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    ownerUid,
    createdAt: new Date().toISOString(),
  };
  await ref.create(image);
  return ref.id;
}

export async function loadImage(id: string): Promise<StoredImage | null> {
  const snap = await imagesCollection().doc(id).get();
  if (!snap.exists) return null;
  const data = snap.data() as Omit<StoredImage, 'bytes'> & { bytes: Buffer | Uint8Array };
  return { ...data, bytes: Buffer.from(data.bytes) };
}
