import 'server-only';

import { randomBytes, randomUUID } from 'node:crypto';

import { sql } from 'kysely';

import type { BookedSpan } from '@/lib/call-bookings/free-slots';
import {
  callAvailabilitySchema,
  defaultCallAvailability,
  type CallAvailability,
} from '@/lib/validation/call-availability';

import type { DB } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { nowIso, toIso } from '../db/values';
import { readSetting, writeSetting } from './site-settings';

// Booked calls and the availability they are booked in. A slot is taken by the unique `slot_start`
// (migration 0032): of two requests for one slot, the database lets one through.

const AVAILABILITY = 'call_availability';

export const getCallAvailability = (db: DB): Promise<CallAvailability> =>
  readSetting(db, AVAILABILITY, callAvailabilitySchema, defaultCallAvailability);

export const saveCallAvailability = (db: DB, data: CallAvailability): Promise<void> =>
  writeSetting(db, AVAILABILITY, data);

export type CallBooking = {
  id: string;
  token: string;
  enquiryId: string;
  startsAt: string;
  endsAt: string;
  status: 'booked' | 'cancelled';
  sequence: number;
  reminderMailId: string | null;
  name: string;
  email: string;
  phone: string | null;
};

const bookingColumns = [
  'call_bookings.id',
  'call_bookings.token',
  'call_bookings.submission_id',
  'call_bookings.starts_at',
  'call_bookings.ends_at',
  'call_bookings.status',
  'call_bookings.sequence',
  'call_bookings.reminder_mail_id',
  'form_submissions.name',
  'form_submissions.email',
  'form_submissions.phone',
] as const;

const bookingsWithEnquiry = (db: DB) =>
  db
    .selectFrom('call_bookings')
    .innerJoin('form_submissions', 'form_submissions.id', 'call_bookings.submission_id')
    .select(bookingColumns);

type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingsWithEnquiry>['execute']>>[number];

const toBooking = (row: BookingRow): CallBooking => ({
  id: row.id,
  token: row.token,
  enquiryId: row.submission_id,
  startsAt: toIso(row.starts_at),
  endsAt: toIso(row.ends_at),
  status: row.status,
  sequence: row.sequence,
  reminderMailId: row.reminder_mail_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
});

/** The calls booked from a day before `from` on, as spans the free slots keep clear of. */
export async function bookedSpans(db: DB, from: Date): Promise<BookedSpan[]> {
  const rows = await db
    .selectFrom('call_bookings')
    .select(['starts_at', 'ends_at'])
    .where('status', '=', 'booked')
    .where('starts_at', '>=', new Date(from.getTime() - 24 * 60 * 60 * 1000).toISOString())
    .execute();
  return rows.map((row) => ({ startsAt: toIso(row.starts_at), endsAt: toIso(row.ends_at) }));
}

/** Books the slot for the enquiry; 'taken' when someone holds it already. */
export async function insertBooking(
  db: DB,
  call: { enquiryId: string; startsAt: string; endsAt: string },
): Promise<{ id: string; token: string } | 'taken'> {
  const id = randomUUID();
  const token = randomBytes(32).toString('hex');
  try {
    await db
      .insertInto('call_bookings')
      .values({
        id,
        token,
        submission_id: call.enquiryId,
        starts_at: call.startsAt,
        ends_at: call.endsAt,
        slot_start: call.startsAt,
        status: 'booked',
        sequence: 0,
        reminder_mail_id: null,
        created_at: nowIso(),
        cancelled_at: null,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
  return { id, token };
}

/** Moves a booked call to another slot (its sequence one more); 'taken' when that slot is held. */
export async function moveBooking(
  db: DB,
  id: string,
  to: { startsAt: string; endsAt: string },
): Promise<'moved' | 'taken' | 'gone'> {
  try {
    const result = await db
      .updateTable('call_bookings')
      .set((eb) => ({
        starts_at: to.startsAt,
        ends_at: to.endsAt,
        slot_start: to.startsAt,
        sequence: eb('sequence', '+', 1),
      }))
      .where('id', '=', id)
      .where('status', '=', 'booked')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 0 ? 'gone' : 'moved';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/** Cancels a booked call and frees its slot; false when it was not booked (any more). */
export async function cancelBooking(db: DB, id: string): Promise<boolean> {
  const result = await db
    .updateTable('call_bookings')
    .set((eb) => ({
      status: 'cancelled',
      slot_start: null,
      cancelled_at: nowIso(),
      sequence: eb('sequence', '+', 1),
    }))
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setReminderMail(db: DB, id: string, mailId: string | null): Promise<void> {
  await db
    .updateTable('call_bookings')
    .set({ reminder_mail_id: mailId })
    .where('id', '=', id)
    .execute();
}

export async function bookingByToken(db: DB, token: string): Promise<CallBooking | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const row = await bookingsWithEnquiry(db)
    .where('call_bookings.token', '=', token)
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}

export async function bookingById(db: DB, id: string): Promise<CallBooking | null> {
  const row = await bookingsWithEnquiry(db).where('call_bookings.id', '=', id).executeTakeFirst();
  return row ? toBooking(row) : null;
}

/** The booked calls that have not ended, soonest first. */
export async function listUpcomingBookings(db: DB, now = new Date()): Promise<CallBooking[]> {
  const rows = await bookingsWithEnquiry(db)
    .where('call_bookings.status', '=', 'booked')
    .where('call_bookings.ends_at', '>', now.toISOString())
    .orderBy('call_bookings.starts_at')
    .limit(500)
    .execute();
  return rows.map(toBooking);
}

/** The enquiry's booked call still to come, if any. */
/** True when a call is booked and still ahead for an enquiry from this e-mail address. */
export async function hasUpcomingCallFor(db: DB, email: string, now = new Date()) {
  const row = await db
    .selectFrom('call_bookings')
    .innerJoin('form_submissions', 'form_submissions.id', 'call_bookings.submission_id')
    .select('call_bookings.id')
    .where(sql<boolean>`lower(form_submissions.email) = ${email.toLowerCase()}`)
    .where('call_bookings.status', '=', 'booked')
    .where('call_bookings.ends_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

export async function upcomingBookingOf(
  db: DB,
  enquiryId: string,
  now = new Date(),
): Promise<CallBooking | null> {
  const row = await bookingsWithEnquiry(db)
    .where('call_bookings.submission_id', '=', enquiryId)
    .where('call_bookings.status', '=', 'booked')
    .where('call_bookings.ends_at', '>', now.toISOString())
    .orderBy('call_bookings.starts_at')
    .executeTakeFirst();
  return row ? toBooking(row) : null;
}
