import 'server-only';

import type { BookingProblem } from '@/lib/bookings/booking-problems';
import { callBookingSchema, callChangeSchema, callFieldsOf } from '@/lib/validation/call-booking';

import { BodyTooLargeError, readLimitedText } from '../contact/read-body';
import { clientAddressKey } from '../http/client-address';
import { logger } from '../logger';
import { bookingByToken } from '../queries/call-bookings';
import { hitRateLimit } from '../rate-limit/rate-limit';
import { bookCall, cancelCall, moveCall, type BookingDependencies } from './book-call';

// POST /api/bookings (book a call) and POST /api/bookings/{token} (move or cancel it): plain forms
// that work without JavaScript, each answered by a 303 to the page that shows what happened.

export const BOOKING_POSTS_PER_HOUR = 10;

const see = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

const toForm = (problem: BookingProblem, ref?: string) =>
  see(`/book-a-call?${new URLSearchParams({ ...(ref ? { ref } : {}), problem })}#book`);

async function readForm(request: Request): Promise<URLSearchParams | null> {
  try {
    return new URLSearchParams(await readLimitedText(request));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return null;
    throw error;
  }
}

async function overLimit(deps: BookingDependencies, request: Request): Promise<boolean> {
  const limit = await hitRateLimit(deps.db, `booking:${clientAddressKey(request.headers)}`, {
    limit: BOOKING_POSTS_PER_HOUR,
    windowSeconds: 60 * 60,
  });
  return !limit.allowed;
}

export function createBookingHandlers(deps: BookingDependencies) {
  async function book(request: Request): Promise<Response> {
    try {
      const form = await readForm(request);
      const ref = form?.get('ref') || undefined;
      if (!form) return toForm('invalid', ref);
      if (await overLimit(deps, request)) return toForm('limit', ref);
      const parsed = callBookingSchema.safeParse(callFieldsOf(form));
      if (!parsed.success) return toForm('invalid', ref);
      const answer = await bookCall(deps, parsed.data);
      if (answer.ok) return see(`/book-a-call/${answer.booking.token}`);
      if (answer.problem === 'spam') return toForm('held');
      return toForm(answer.problem, answer.ref);
    } catch (error) {
      logger.error({ err: error }, 'a call could not be booked');
      return toForm('unavailable');
    }
  }

  async function change(request: Request, token: string): Promise<Response> {
    const page = `/book-a-call/${token}`;
    try {
      const booking = await bookingByToken(deps.db, token);
      if (!booking) return see('/book-a-call?problem=gone#book');
      const form = await readForm(request);
      if (!form) return see(`${page}?problem=invalid`);
      if (await overLimit(deps, request)) return see(`${page}?problem=limit`);
      const parsed = callChangeSchema.safeParse(callFieldsOf(form));
      if (!parsed.success) return see(`${page}?problem=invalid#move`);
      if (parsed.data.action === 'cancel') {
        await cancelCall(deps, booking);
        return see(page);
      }
      const moved = await moveCall(deps, booking, parsed.data.slot);
      return see(moved === 'moved' ? `${page}?moved=1` : `${page}?problem=${moved}#move`);
    } catch (error) {
      logger.error({ err: error }, 'a call could not be changed');
      return see(`${page}?problem=unavailable`);
    }
  }

  return { book, change };
}
