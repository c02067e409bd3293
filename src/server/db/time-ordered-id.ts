import 'server-only';

import { randomBytes } from 'node:crypto';

// A UUIDv7 (RFC 9562): the millisecond, then a sequence within it, then random bits. Sorted as
// text, ids made by one process sort in the order they were made, so rows written in the same
// millisecond (an enquiry's timeline events) keep their order when read by time, then id.

let lastMs = 0;
let sequence = 0;

export function timeOrderedId(now = Date.now()): string {
  if (now > lastMs) {
    lastMs = now;
    sequence = 0;
  } else if (++sequence > 0xfff) {
    // More than 4,096 in a millisecond: borrow the next one, still in order.
    lastMs++;
    sequence = 0;
  }
  const time = lastMs.toString(16).padStart(12, '0');
  const random = randomBytes(8);
  random[0] = (random[0]! & 0x3f) | 0x80;
  const tail = random.toString('hex');
  const seq = sequence.toString(16).padStart(3, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${seq}-${tail.slice(0, 4)}-${tail.slice(4)}`;
}
