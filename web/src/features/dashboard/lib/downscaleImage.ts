/**
 * Pictures are shrunk in the browser before upload (the API takes at most
 * 1 MB): drawn on a canvas at most 1200 px on the long side, saved as JPEG.
 */
export const MAX_IMAGE_SIDE = 1200;

export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function downscaleImage(file: File, max = MAX_IMAGE_SIDE, quality = 0.85): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, max);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot resize pictures.');
    // JPEG has no transparency: paint white under transparent PNGs instead of black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) throw new Error('The picture could not be converted.');
    return blob;
  } finally {
    bitmap.close();
  }
}
