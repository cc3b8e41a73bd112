/** A picture from a file input: downscaled in the browser, then stored through POST /api/images; answers the image's URL. */
import { apiUpload } from './api.ts';
import { downscaleImage } from './downscaleImage.ts';

export async function uploadPicture(file: File, maxSide: number): Promise<string> {
  const jpeg = await downscaleImage(file, maxSide);
  const baseName = file.name.replace(/\.[^.]+$/, '') || 'image';
  return apiUpload(jpeg, `${baseName}.jpg`);
}
