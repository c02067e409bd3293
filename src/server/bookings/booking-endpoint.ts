import 'server-only';

import { getDb } from '../db/client';
import { env } from '../env';
import { deliverMailSoon, notifyTo } from '../mail/mailer';
import { getOrCreateSecret } from '../secrets';
import type { BookingDependencies } from './book-call';
import { createBookingHandlers } from './booking-request';
import { enquiryRef } from './enquiry-ref';

const bookingRefKey = () => getOrCreateSecret(getDb(), 'call_booking_ref_key');

export const bookingDependencies: BookingDependencies = {
  db: getDb(),
  refKey: bookingRefKey,
  siteUrl: env.SITE_URL,
  notifyTo,
  onQueued: () => void deliverMailSoon(),
};

export const bookingHandlers = createBookingHandlers(bookingDependencies);

/** The address that books a call for this enquiry without asking for the prospect's details. */
export const bookingPathFor = async (enquiryId: string) =>
  `/book-a-call?${new URLSearchParams({ ref: enquiryRef(await bookingRefKey(), enquiryId) })}`;
