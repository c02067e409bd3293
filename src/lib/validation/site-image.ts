import { z } from 'zod';

// An image field: the path of an image uploaded to or shipped with this site. Normalised: no
// empty, '.' or '..' segment, so it cannot leave /uploads or /images.
const SITE_IMAGE_PATH = /^(?:\/(?:uploads|images)(?:\/(?!\.\.?(?:\/|$))[\w.-]+)+)?$/;

/** A path under /uploads or /images; '' allowed unless `required` gives the message for it. */
export function siteImagePath(noun: 'an image' | 'a photo', required?: string) {
  const path = z
    .string()
    .trim()
    .max(500, 'Please keep the image address under 500 characters')
    .regex(
      SITE_IMAGE_PATH,
      `Upload ${noun}, or give the path of an image on this site (/uploads/... or /images/...)`,
    );
  return required ? path.min(1, required) : path.default('');
}
