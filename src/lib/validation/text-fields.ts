import { z } from 'zod';

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

/** A latitude (limit 90) or longitude (limit 180) in decimal degrees, or empty. */
export const coordinate = (limit: number, message: string) =>
  z
    .string()
    .trim()
    .max(20, message)
    .refine((value) => value === '' || /^-?\d{1,3}(?:\.\d+)?$/.test(value), message)
    .refine((value) => value === '' || Math.abs(Number(value)) <= limit, message);
