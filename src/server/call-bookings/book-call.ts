import 'server-only';

import { findFreeSlot, freeSlots } from '@/lib/call-bookings/free-slots';
import { formatLongDateTime } from '@/lib/dates';
import type { CallBookingForm } from '@/lib/validation/call-booking';

import type { DB } from '../db/schema';
import { queueEnquiryDeliveries } from '../enquiries/dispatch-enquiry';
import { queueStageWebhook } from '../enquiries/stage-webhook';
import { logger } from '../logger';
import { advanceStage, insertEnquiry } from '../queries/enquiry-writes';
import { recordEvent } from '../queries/enquiry-events';
import { getEnquiry } from '../queries/enquiries';
import {
  bookedSpans,
  bookingById,
  cancelBooking,
  getCallAvailability,
  hasUpcomingCallFor,
  insertBooking,
  moveBooking,
  upcomingBookingOf,
  type CallBooking,
} from '../queries/call-bookings';
import { queueCallMail } from './call-mail';
import { enquiryOfRef, enquiryRef } from './enquiry-ref';

// Booking, moving and cancelling a call. A prospect without an enquiry gets one first (stored
// before anything else can fail); the slot is checked against the availability, then taken by the
// database's unique slot, so of two people who pick one slot at once exactly one has it.

export type BookingDependencies = {
  db: DB;
  refKey: () => Promise<string>;
  siteUrl: string;
  notifyTo: () => Promise<string[]>;
  /** Called once mail is queued, to start its delivery. */
  onQueued?: () => void;
  now?: () => Date;
  /** Checks the proof of work a booking sent from a page where JavaScript ran. */
  captcha?: { hmacKey: () => Promise<string>; perMinute: number };
};

type RefusedBooking = 'taken' | 'ref' | 'spam' | 'booked';

export type BookingAnswer =
  | { ok: true; booking: CallBooking; already?: boolean }
  /** `ref`: the enquiry now stored, for a second try that does not ask again. */
  | { ok: false; problem: RefusedBooking; ref?: string };

/** The days with free slots, as of `now`. */
export async function freeDaysFrom(db: DB, now: Date) {
  const [availability, booked] = await Promise.all([getCallAvailability(db), bookedSpans(db, now)]);
  return freeSlots(availability, booked, now);
}

/** The slot still free at `startsAt`, or null. */
const freeSlotAt = async (db: DB, startsAt: string, now: Date) =>
  findFreeSlot(await freeDaysFrom(db, now), startsAt);

/** Books the form's slot; `author` is the team member who booked it for the prospect. */
export async function bookCall(
  deps: BookingDependencies,
  form: CallBookingForm,
  author: string | null = null,
): Promise<BookingAnswer> {
  const now = deps.now?.() ?? new Date();
  const key = await deps.refKey();
  const found = await enquiryFor(deps, form, key, now);
  if ('answer' in found) return found.answer;
  const answer = await takeSlot(deps, { form, enquiryId: found.id, key, now, author });
  // A prospect new to us is an enquiry like any other: the team's notification and the webhook.
  if (found.isNew) await dispatchNewEnquiry(deps, found.id);
  return answer;
}

/** The enquiry the call is for: named by the signed reference, or made from the form. */
async function enquiryFor(
  deps: BookingDependencies,
  form: CallBookingForm,
  key: string,
  now: Date,
): Promise<{ id: string; isNew: boolean } | { answer: BookingAnswer }> {
  if (form.ref) {
    const id = enquiryOfRef(key, form.ref);
    const enquiry = id ? await getEnquiry(deps.db, id) : null;
    if (!enquiry || enquiry.status === 'spam') return { answer: { ok: false, problem: 'ref' } };
    const upcoming = await upcomingBookingOf(deps.db, enquiry.id, now);
    if (upcoming) return { answer: { ok: true, booking: upcoming, already: true } };
    return { id: enquiry.id, isNew: false };
  }
  const id = await insertEnquiry(deps.db, {
    name: form.name ?? '',
    email: form.email ?? '',
    phone: form.phone,
    service: '',
    message: form.topic?.trim() || `Booked a call (${formatLongDateTime(form.slot)})`,
    sourcePage: form.sourcePage,
    noticeVersion: form.noticeVersion,
    spamReason: form.fax ? 'honeypot' : undefined,
    origin: 'booking',
  });
  if (form.fax) return { answer: { ok: false, problem: 'spam' } };
  // One call ahead per e-mail address: a stranger typing someone's address cannot have the site
  // mail them invitation after invitation (their existing invitation has the move link).
  if (await hasUpcomingCallFor(deps.db, form.email ?? '', now)) {
    await dispatchNewEnquiry(deps, id);
    return { answer: { ok: false, problem: 'booked' } };
  }
  return { id, isNew: true };
}

async function takeSlot(
  deps: BookingDependencies,
  call: { form: CallBookingForm; enquiryId: string; key: string; now: Date; author: string | null },
): Promise<BookingAnswer> {
  const { db } = deps;
  const { form, enquiryId, now } = call;
  const retry = {
    ok: false as const,
    problem: 'taken' as const,
    ref: enquiryRef(call.key, enquiryId),
  };
  const slot = await freeSlotAt(db, form.slot, now);
  if (!slot) return retry;
  const stored = await insertBooking(db, { enquiryId, ...slot });
  if (stored === 'taken') return retry;
  const booking = (await bookingById(db, stored.id))!;
  if (form.ref && form.topic?.trim()) await recordEvent(db, enquiryId, 'note', form.topic.trim());
  const when = formatLongDateTime(booking.startsAt);
  await recordEvent(db, enquiryId, 'call-booked', when, { author: call.author });
  if (await advanceStage(db, enquiryId, 'call-booked'))
    await queueStageWebhook(db, enquiryId, deps.siteUrl);
  await announce(deps, booking, 'booked', now);
  return { ok: true, booking };
}

async function dispatchNewEnquiry(deps: BookingDependencies, enquiryId: string) {
  try {
    await queueEnquiryDeliveries(deps.db, enquiryId, deps);
    deps.onQueued?.();
  } catch (error) {
    // The sweep (queueUndispatchedEnquiries) takes it up within minutes.
    logger.error({ err: error, id: enquiryId }, 'could not queue the booking enquiry deliveries');
  }
}

/** Moves a booked call to a free slot; the prospect and the team are told, the reminder follows. */
export async function moveCall(
  deps: BookingDependencies,
  booking: CallBooking,
  startsAt: string,
): Promise<'moved' | 'taken' | 'gone'> {
  const now = deps.now?.() ?? new Date();
  const slot = await freeSlotAt(deps.db, startsAt, now);
  if (!slot) return 'taken';
  const result = await moveBooking(deps.db, booking.id, slot);
  if (result !== 'moved') return result;
  const moved = (await bookingById(deps.db, booking.id))!;
  await recordEvent(deps.db, booking.enquiryId, 'call-moved', formatLongDateTime(moved.startsAt));
  await announce(deps, moved, 'moved', now);
  return 'moved';
}

/** Cancels a booked call, by the prospect or the team (`author`); false when it was not booked. */
export async function cancelCall(
  deps: BookingDependencies,
  booking: CallBooking,
  author: string | null = null,
): Promise<boolean> {
  if (!(await cancelBooking(deps.db, booking.id))) return false;
  const cancelled = (await bookingById(deps.db, booking.id))!;
  const detail = formatLongDateTime(cancelled.startsAt);
  await recordEvent(deps.db, booking.enquiryId, 'call-cancelled', detail, { author });
  await announce(deps, cancelled, 'cancelled', deps.now?.() ?? new Date());
  return true;
}

async function announce(
  deps: BookingDependencies,
  booking: CallBooking,
  change: 'booked' | 'moved' | 'cancelled',
  now: Date,
) {
  // The call is stored whatever happens to its mail: a mail that cannot be queued is logged.
  try {
    await queueCallMail(deps.db, booking, change, {
      siteUrl: deps.siteUrl,
      team: await deps.notifyTo(),
      now,
    });
    deps.onQueued?.();
  } catch (error) {
    logger.error({ err: error, id: booking.id, change }, 'could not queue a call mail');
  }
}
