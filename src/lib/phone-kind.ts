import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// Whether a number is a landline needs the full metadata (tens of kilobytes more than phone.ts
// loads), so only the forms that ask it import this: never a public page.

/** True for a number libphonenumber knows as a fixed line only (022 4012 3456); false if unsure. */
export function isLandline(stored: string): boolean {
  return parsePhoneNumberFromString(stored.trim(), 'IN')?.getType() === 'FIXED_LINE';
}
