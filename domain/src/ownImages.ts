/**
 * Pictures on public pages come from CampCare's own origin only
 * (`/api/images/{id}`): a social sign-in's photo on another host would tell
 * that host who looks at our pages.
 */
const OWN_IMAGE_URL = /^\/api\/images\/[A-Za-z0-9_-]{1,128}$/;

/** The URL when it is one of our own images, else null (then no picture is shown). */
export function ownImageUrl(url: string | null | undefined): string | null {
  return typeof url === 'string' && OWN_IMAGE_URL.test(url) ? url : null;
}
