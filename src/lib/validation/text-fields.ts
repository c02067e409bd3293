import { z } from 'zod';

import { GEO_DECIMALS, hasGeoPrecision } from '../seo/geo-precision';
import { REQUIRED_FIELDS_MESSAGE } from './blog-post';
import { lineText, multilineText } from './plain-text';

// Required plain-text fields with a stated limit, as the content admin's forms use them.

export const requiredLine = (max: number, what: string) =>
  lineText()
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, `Please keep ${what} under ${max} characters`);

export const requiredParagraph = (max: number, what: string) =>
  multilineText()
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, `Please keep ${what} under ${max.toLocaleString('en-IN')} characters`);

/** A web address, or empty: the full address of a profile or page, starting with http(s)://. */
export const webLink = (what: string) =>
  z
    .string()
    .trim()
    .max(300, 'Please keep the address under 300 characters')
    .refine(
      (value) =>
        value === '' || (URL.canParse(value) && /^https?:\/\/[^\s/]+\.[^\s]+$/.test(value)),
      `Enter the full ${what} address, starting with https://`,
    )
    .default('');

const COORDINATE_LIMITS = { latitude: 90, longitude: 180 } as const;
const isCoordinate = (value: string, limit: number) =>
  /^-?\d{1,3}(?:\.\d+)?$/.test(value) && Math.abs(Number(value)) <= limit;

/** A latitude (limit 90) or longitude (limit 180) in decimal degrees, or empty. */
export const coordinate = (limit: number, message: string) =>
  z
    .string()
    .trim()
    .max(20, message)
    .refine((value) => value === '' || isCoordinate(value, limit), message);

const GEO_EXAMPLES = { latitude: '19.00047', longitude: '72.82583' } as const;

/**
 * A place's position to the precision Google asks of structured data (seo/geo-precision.ts): for
 * the forms that take one, not for reading what is stored, which a stricter rule must not lose.
 */
export function checkGeoPrecision(
  place: { latitude: string; longitude: string },
  ctx: z.RefinementCtx,
): void {
  for (const field of ['latitude', 'longitude'] as const)
    if (isCoordinate(place[field], COORDINATE_LIMITS[field]) && !hasGeoPrecision(place[field]))
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `Give the ${field} to at least ${GEO_DECIMALS} decimal places, e.g. ${GEO_EXAMPLES[field]}, as Google asks (zeros at the end do not count)`,
      });
}
