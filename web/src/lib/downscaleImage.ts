/**
 * Pictures are shrunk in the browser before upload (the API takes at most
 * 1 MB): drawn on a canvas within a square of the given side, keeping their
 * shape, and re-encoded as JPEG. Phones' 4,000 px photos become ~100 KB.
 * Its refusals are worded in the language shown (the `shared` part's
 * `picture` texts, there on every page that takes a picture).
 */
import { translate } from './i18n/index.ts';

/** Camp pictures fill a card and the camp page's banner. */
export const CAMP_PICTURE_SIDE = 1200;
/** Profile pictures are shown small (the header's pill, tables). */
export const PROFILE_PICTURE_SIDE = 800;
const JPEG_QUALITY = 0.85;

/** The size that fits within max×max, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(translate('picture.unreadable')));
    };
    image.src = url;
  });
}

export async function downscaleImage(file: Blob, maxSide: number): Promise<Blob> {
  const image = await loadImage(file);
  const size = fitWithin(image.naturalWidth, image.naturalHeight, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(translate('picture.cannotResize'));
  // JPEG has no transparency: paint white under PNGs with transparent areas.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(translate('picture.resizeFailed')))), 'image/jpeg', JPEG_QUALITY),
  );
}
