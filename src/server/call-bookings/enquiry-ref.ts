import 'server-only';

import { createHmac, timingSafeEqual } from 'node:crypto';

// The link that lets a prospect who has just written book a call without typing their details
// again: the enquiry's id with an HMAC of it, so nobody can book in another enquiry's name.

const sign = (key: string, id: string) =>
  createHmac('sha256', key).update(`call-booking:${id}`).digest('base64url').slice(0, 32);

export const enquiryRef = (key: string, enquiryId: string) =>
  `${enquiryId}.${sign(key, enquiryId)}`;

/** The enquiry a reference names, or null when it was not made here. */
export function enquiryOfRef(key: string, ref: string): string | null {
  const [id, mac, extra] = ref.split('.');
  if (!id || !mac || extra !== undefined || id.length > 64) return null;
  const expected = Buffer.from(sign(key, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
