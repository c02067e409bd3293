import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/min';

import { lineText } from './validation/plain-text';

// Phone numbers: one rule for the contact form, the settings and the APIs. A number is read the
// ways Indians write one (98765 43210, 098765 43210, +91-98765-43210, 0091 98765 43210,
// 022 4012 3456), or any country's with its + code; it is stored in E.164 (+919876543210) and
// shown grouped (+91 98765 43210). Digits typed in Devanagari and India's other scripts count too.

export const PHONE_MESSAGE =
  'Enter a phone number, e.g. 98765 43210, 022 4012 3456 or +91 98765 43210';

/** The zeros of the digits Indian keyboards type besides 0-9: Devanagari, Bengali, ... Malayalam. */
const DIGIT_ZEROS = [0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66];

const asciiDigits = (text: string) =>
  text.replace(/[\u0966-\u0d6f]/g, (char) => {
    const code = char.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    return zero === undefined ? char : String(code - zero);
  });

function parse(text: string): PhoneNumber | undefined {
  const number = parsePhoneNumberFromString(asciiDigits(text.trim()), 'IN');
  return number?.isValid() ? number : undefined;
}

/** The number in E.164 (+919876543210); null when the text is no valid number. */
export function normalisePhone(text: string): string | null {
  return parse(text)?.number ?? null;
}

/** '+91 98765 43210', for reading; what was stored as it is should it not parse. */
export function displayPhone(stored: string): string {
  return parse(stored)?.formatInternational() ?? stored;
}

/**
 * For a spreadsheet: '(+91) 98765 43210', the country code kept. A cell starting with + would be
 * run as a formula, and digits alone would become a number; this stays text as it is written.
 */
export function phoneForSpreadsheet(stored: string): string {
  const number = parse(stored);
  if (!number) return stored;
  const code = `+${number.countryCallingCode}`;
  return `(${code}) ${number.formatInternational().slice(code.length).trim()}`;
}

/** 'tel:+919876543210'. */
export const phoneHref = (stored: string) => `tel:${normalisePhone(stored) ?? stored}`;

/** '919876543210': the digits wa.me takes. */
export const whatsappDigits = (stored: string) =>
  (normalisePhone(stored) ?? stored).replace(/\D/g, '');

/** A required phone number, stored in E.164. */
export const phoneField = () =>
  lineText()
    .trim()
    .max(30, PHONE_MESSAGE)
    .refine((value) => normalisePhone(value) !== null, PHONE_MESSAGE)
    .transform((value) => normalisePhone(value) ?? value);

/** A phone number or nothing (''), stored in E.164. */
export const optionalPhoneField = () =>
  lineText()
    .trim()
    .max(30, PHONE_MESSAGE)
    .refine((value) => value === '' || normalisePhone(value) !== null, PHONE_MESSAGE)
    .transform((value) => (value === '' ? '' : (normalisePhone(value) ?? value)));
