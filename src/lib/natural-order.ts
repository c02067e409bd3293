/**
 * A key that sorts text as a person reads numbers in it: '/old-page-2' before '/old-page-10'.
 * Every run of digits is left-padded to 12 places (longer runs are kept as they are); compare
 * keys as plain text, as a database orders a text column.
 */
export function naturalOrderKey(text: string): string {
  return text.toLowerCase().replace(/\d+/g, (digits) => digits.padStart(12, '0'));
}
