/** Downscale in the browser, then store through POST /api/images; answers the image's URL. */
import { apiUpload } from '../../../lib/api.ts';
import { CAMP_PICTURE_SIDE, downscaleImage } from '../../../lib/downscaleImage.ts';

export async function uploadPicture(file: File, maxSide: number): Promise<string> {
  const jpeg = await downscaleImage(file, maxSide);
  const baseName = file.name.replace(/\.[^.]+$/, '') || 'image';
  return apiUpload(jpeg, `${baseName}.jpg`);
}

export const uploadCampImage = (file: File): Promise<string> => uploadPicture(file, CAMP_PICTURE_SIDE);
