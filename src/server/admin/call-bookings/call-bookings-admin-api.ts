import 'server-only';

import { formatLongDateTime } from '@/lib/dates';
import { callAvailabilitySchema } from '@/lib/validation/call-availability';
import { callSlotSchema } from '@/lib/validation/call-booking';

import {
  bookCall,
  cancelCall,
  freeDaysFrom,
  type BookingDependencies,
} from '../../call-bookings/book-call';
import { enquiryRef } from '../../call-bookings/enquiry-ref';
import {
  bookingById,
  getCallAvailability,
  saveCallAvailability,
  upcomingBookingOf,
} from '../../queries/call-bookings';
import { getEnquiry } from '../../queries/enquiries';
import { createAdminGate, json, readOnly } from '../admin-gate';

// The calls the team handles: the availability prospects book in, a booked call cancelled, and
// from an enquiry's dialog its upcoming call, or a call booked for the prospect. Sales may do all.

const noEnquiry = () => json(404, { error: 'Enquiry not found' });

export function createCallBookingsAdminApi(deps: BookingDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'enquiries');
  const now = () => deps.now?.() ?? new Date();

  const saveAvailability = guarded(
    {
      schema: callAvailabilitySchema,
      audit: {
        before: async () => ({ title: 'Call availability', values: await getCallAvailability(db) }),
      },
    },
    async (_request, _params, _actor, data) => {
      await saveCallAvailability(db, data);
      return json(200, { availability: data });
    },
  );

  const callTitle = async ({ id }: { id: string }) => {
    const call = await bookingById(db, id);
    return call && { title: `Call with ${call.name} on ${formatLongDateTime(call.startsAt)}` };
  };

  const cancel = guarded(
    { audit: { before: callTitle, action: 'cancelled' } },
    async (_request, { id }: { id: string }, actor) => {
      const call = await bookingById(db, id);
      if (!call) return json(404, { error: 'Call not found' });
      if (!(await cancelCall(deps, call, actor.user.name)))
        return json(409, { error: 'This call is cancelled already.' });
      return json(200, { cancelled: id });
    },
  );

  const enquiryCall = async (id: string) => ({
    call: await upcomingBookingOf(db, id, now()),
    days: await freeDaysFrom(db, now()),
    bookingPath: `/book-a-call?${new URLSearchParams({ ref: enquiryRef(await deps.refKey(), id) })}`,
  });

  const showForEnquiry = guarded(readOnly, async (_request, { id }: { id: string }) => {
    if (!(await getEnquiry(db, id))) return noEnquiry();
    return json(200, await enquiryCall(id));
  });

  const bookForEnquiry = guarded(
    {
      schema: callSlotSchema,
      audit: {
        before: async ({ id }: { id: string }) => {
          const enquiry = await getEnquiry(db, id);
          return enquiry && { title: `Call for the enquiry from ${enquiry.name}` };
        },
        action: 'booked',
      },
    },
    async (_request, { id }: { id: string }, actor, data) => {
      const enquiry = await getEnquiry(db, id);
      if (!enquiry) return noEnquiry();
      const ref = enquiryRef(await deps.refKey(), id);
      const answer = await bookCall(deps, { slot: data.slot, ref }, actor.user.name);
      if (!answer.ok)
        return json(409, {
          error:
            answer.problem === 'taken'
              ? 'That time is no longer free. Please pick another.'
              : 'A call cannot be booked for an enquiry in spam.',
        });
      if (answer.already) return json(409, { error: 'This enquiry has a call booked already.' });
      return json(201, await enquiryCall(id));
    },
  );

  return { saveAvailability, cancel, showForEnquiry, bookForEnquiry };
}
