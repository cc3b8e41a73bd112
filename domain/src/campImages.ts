/**
 * A camp's picture is optional: a camp without one stores `Image: ''`, and
 * every page shows the site's default art for it instead.
 */

/** The art shown for a camp without a picture (web/public/images). */
export const DEFAULT_CAMP_IMAGE = '/images/camp-default.svg';

/** The picture to show for a camp: its own, or the default art. */
export function campImageUrl(image: string | null | undefined): string {
  return image ? image : DEFAULT_CAMP_IMAGE;
}
