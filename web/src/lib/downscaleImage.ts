/**
 * Profile pictures are shrunk in the browser before upload: at most 800 px on
 * the longer side, re-encoded as JPEG. Phones' 4,000 px photos become ~100 KB,
 * far under the API's 1 MB limit.
 */
export const MAX_IMAGE_SIDE = 800;
const JPEG_QUALITY = 0.85;

/** The size that fits within max×max, keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
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
      reject(new Error('This file is not an image the browser can read. Choose a JPEG, PNG or WebP picture.'));
    };
    image.src = url;
  });
}

export async function downscaleImage(file: Blob, max = MAX_IMAGE_SIDE): Promise<Blob> {
  const image = await loadImage(file);
  const size = fitWithin(image.naturalWidth, image.naturalHeight, max);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Your browser cannot resize pictures. Try another browser.');
  // JPEG has no transparency: paint white under PNGs with transparent areas.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be resized.'))), 'image/jpeg', JPEG_QUALITY),
  );
}
