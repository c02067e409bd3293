import 'server-only';

import type { SlotDay } from '@/lib/call-bookings/free-slots';

import { getDb } from '../db/client';
import { bookingByToken, getCallAvailability } from '../queries/call-bookings';
import { freeDaysFrom } from '../call-bookings/book-call';
import { getEnquiry } from '../queries/enquiries';
import { bookingDependencies } from '../composition/bindings';
import { enquiryOfRef } from '../call-bookings/enquiry-ref';

// The read models of /book-a-call and of a booked call's own page: the free slots as of now.

async function freeDays(now: Date): Promise<{ days: SlotDay[]; daysAhead: number }> {
  const db = getDb();
  const [days, availability] = await Promise.all([freeDaysFrom(db, now), getCallAvailability(db)]);
  return { days, daysAhead: availability.daysAhead };
}

/** The free days, and whose enquiry the reference books for (their first name), if it is valid. */
export async function loadBookingPage(ref: string | undefined) {
  const now = new Date();
  const id = ref ? enquiryOfRef(await bookingDependencies.refKey(), ref) : null;
  const enquiry = id ? await getEnquiry(getDb(), id) : null;
  const bookingFor = enquiry && enquiry.status !== 'spam' ? enquiry.name.split(/\s+/)[0]! : null;
  return { ...(await freeDays(now)), bookingFor };
}

/** A booked call by its address, with the free days it may move to; null when unknown. */
export async function loadCallPage(token: string) {
  const booking = await bookingByToken(getDb(), token);
  if (!booking) return null;
  const now = new Date();
  const { days } = await freeDays(now);
  return { booking, days, past: Date.parse(booking.endsAt) <= now.getTime() };
}
