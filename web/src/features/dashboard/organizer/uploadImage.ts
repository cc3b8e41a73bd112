/** Downscale in the browser, then store through POST /api/images; answers the image's URL. */
import { apiUpload } from '../../../lib/api.ts';
import { downscaleImage } from '../lib/downscaleImage.ts';

export async function uploadCampImage(file: File): Promise<string> {
  const jpeg = await downscaleImage(file);
  const baseName = file.name.replace(/\.[^.]+$/, '') || 'image';
  return apiUpload(jpeg, `${baseName}.jpg`);
}
