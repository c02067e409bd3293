import 'server-only';

import { bookingProblems, type BookingProblem } from '@/lib/call-bookings/booking-problems';
import { callBookingSchema, callChangeSchema, callFieldsOf } from '@/lib/validation/call-booking';

import { enquiryCaptchaProblem } from '../captcha/enquiry-surge';
import { publicIntake } from '../http/public-intake';
import { hitRateLimit, refundRateLimit } from '../rate-limit/rate-limit';
import { bookingByToken } from '../queries/call-bookings';
import { bookCall, cancelCall, moveCall, type BookingDependencies } from './book-call';

// POST /api/call-bookings (book a call) and POST /api/call-bookings/{token} (move or cancel it): plain forms
// that work without JavaScript, each answered by a 303 to the page that shows what happened.

export const BOOKING_POSTS_PER_HOUR = 10;
/** Calls one network may book a day: slots are few, and a person books one. */
export const BOOKINGS_PER_DAY = 3;

const bookingForm = (problem: BookingProblem, ref?: string | null) =>
  `/book-a-call?${new URLSearchParams({ ...(ref ? { ref } : {}), problem })}#book`;

export function createBookingHandlers(deps: BookingDependencies) {
  const shared = {
    db: deps.db,
    name: 'booking',
    rateLimit: { limit: BOOKING_POSTS_PER_HOUR, windowSeconds: 60 * 60 },
    fieldsOf: callFieldsOf,
    messages: bookingProblems,
  };

  const book = publicIntake<typeof callBookingSchema, BookingProblem>(
    {
      ...shared,
      schema: callBookingSchema,
      problemLocation: (problem, { form }) => bookingForm(problem, form?.get('ref')),
    },
    async (form, { ipKey }) => {
      // Where JavaScript ran the form sends its proof of work, checked as the contact form's; a
      // plain post has none and meets the bounds alone.
      if (form.captcha && deps.captcha) {
        const problem = await enquiryCaptchaProblem(
          deps.db,
          await deps.captcha.hmacKey(),
          form.captcha,
          deps.captcha.perMinute,
          { form: 'booking', ipKey },
        );
        if (problem)
          return { ok: false, status: 403, problem, location: bookingForm(problem, form.ref) };
      }
      // One network does not hold many slots, whatever names it types; only a call booked counts.
      const daily = `calls-booked:${ipKey}`;
      const today = await hitRateLimit(deps.db, daily, {
        limit: BOOKINGS_PER_DAY,
        windowSeconds: 24 * 60 * 60,
      });
      if (!today.allowed) return { ok: false, status: 429, problem: 'limit' };
      const answer = await bookCall(deps, form);
      if (!answer.ok || answer.already) await refundRateLimit(deps.db, daily);
      if (answer.ok) return { ok: true, location: `/book-a-call/${answer.booking.token}` };
      if (answer.problem === 'spam') return { ok: true, location: bookingForm('held') };
      return {
        ok: false,
        status: 409,
        problem: answer.problem,
        location: bookingForm(answer.problem, answer.ref),
      };
    },
  );

  const change = publicIntake<typeof callChangeSchema, BookingProblem, [token: string]>(
    {
      ...shared,
      schema: callChangeSchema,
      problemLocation: (problem, { args: [token] }) =>
        problem === 'gone'
          ? bookingForm('gone')
          : `/book-a-call/${token}?problem=${problem}${problem === 'limit' || problem === 'unavailable' ? '' : '#move'}`,
    },
    async (form, { args: [token] }) => {
      const page = `/book-a-call/${token}`;
      const booking = await bookingByToken(deps.db, token);
      if (!booking) return { ok: false, status: 404, problem: 'gone' };
      if (form.action === 'cancel') {
        await cancelCall(deps, booking);
        return { ok: true, location: page };
      }
      const moved = await moveCall(deps, booking, form.slot);
      return moved === 'moved'
        ? { ok: true, location: `${page}?moved=1` }
        : { ok: false, status: 409, problem: moved, location: `${page}?problem=${moved}#move` };
    },
  );

  return { book, change };
}
