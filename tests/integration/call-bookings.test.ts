import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { defaultCallAvailability } from '@/lib/validation/call-availability';
import { BOOKINGS_PER_DAY } from '@/server/call-bookings/booking-request';
import { enquiryRef } from '@/server/call-bookings/enquiry-ref';
import { seedDatabase } from '@/server/db/seed';
import { insertEnquiry, updateEnquiryStatus } from '@/server/queries/enquiry-writes';
import { listEvents } from '@/server/queries/enquiry-events';
import { saveCallAvailability } from '@/server/queries/call-bookings';

import { testBookingEndpoint, testRefKey } from '../support/call-booking-request';
import { solvedCaptcha } from '../support/captcha';
import { testHmacKey } from '../support/contact';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';

// Booking a call on both engines: the enquiry stored first, the slot taken once however many ask
// at the same moment, the mails with their calendar invitation, the reminder a day before, and
// moving and cancelling from the call's own address.

// Friday 27 November 2026, 09:00 IST. Calls on weekdays 10:00-13:00, 30 minutes, 15 between.
const now = new Date('2026-11-27T03:30:00.000Z');
const monday10 = '2026-11-30T04:30:00.000Z';
const monday1045 = '2026-11-30T05:15:00.000Z';
const visitor = { name: 'Asha Rao', email: 'asha@example.in', phone: '+91 98390 12343' };

describe.each(engines)('booking a call on %s', (engine) => {
  let t: TestDatabase;
  let endpoint: ReturnType<typeof testBookingEndpoint>;
  const bookings = () =>
    t.db.selectFrom('call_bookings').selectAll().orderBy('created_at').execute();
  const outbox = () =>
    t.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'call')
      .orderBy('created_at')
      .execute();
  const location = (response: Response) => response.headers.get('location') ?? '';
  const tokenOf = (response: Response) =>
    /^\/book-a-call\/([0-9a-f]{64})$/.exec(location(response))?.[1];

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await seedDatabase(t.db);
    endpoint = testBookingEndpoint(t.db, () => now);
  });
  afterAll(() => t.drop());
  beforeEach(async () => {
    await t.db.deleteFrom('email_outbox').execute();
    await t.db.deleteFrom('form_submissions').execute();
    await t.db.deleteFrom('rate_limits').execute();
    await saveCallAvailability(t.db, {
      ...defaultCallAvailability,
      weekly: defaultCallAvailability.weekly.map((day, index) => ({
        open: index < 5,
        from: '10:00',
        to: '13:00',
      })),
      slotMinutes: 30,
      bufferMinutes: 15,
      noticeHours: 2,
      daysAhead: 14,
      daysOff: '2026-12-01',
    });
  });

  it('makes the enquiry, books the slot, and mails both sides an invitation and a reminder', async () => {
    const response = await endpoint.book({
      ...visitor,
      slot: monday10,
      topic: 'Local SEO for two shops',
    });
    expect(response.status).toBe(303);
    const token = tokenOf(response);
    expect(token).toBeDefined();
    const [enquiry] = await t.db.selectFrom('form_submissions').selectAll().execute();
    expect(enquiry).toMatchObject({ origin: 'booking', status: 'call-booked', name: 'Asha Rao' });
    expect(enquiry!.message).toBe('Local SEO for two shops');
    // A prospect new to us is an enquiry like any other: the team's notification is queued too.
    expect(enquiry!.dispatched_at).not.toBeNull();
    const notification = await t.db
      .selectFrom('email_outbox')
      .select('to_address')
      .where('kind', '=', 'notification')
      .execute();
    expect(notification.map((m) => m.to_address)).toEqual(['owner@example.in']);
    const [booking] = await bookings();
    expect(booking).toMatchObject({ token, status: 'booked', submission_id: enquiry!.id });
    expect(new Date(booking!.starts_at).toISOString()).toBe(monday10);
    expect(new Date(booking!.ends_at).toISOString()).toBe('2026-11-30T05:00:00.000Z');
    const events = (await listEvents(t.db, enquiry!.id)).map((e) => [e.kind, e.detail]);
    expect(events).toContainEqual(['call-booked', 'Monday, 30 November 2026 at 10:00 am IST']);
    expect(events).toContainEqual(['status', 'call-booked']);
    expect(events[0]).toEqual(['received', 'booking']);

    const mails = await outbox();
    expect(mails.map((m) => m.to_address)).toEqual([
      'asha@example.in',
      'owner@example.in',
      'asha@example.in',
    ]);
    expect(mails[0]!.html).toContain(`https://agency.example.in/book-a-call/${token}`);
    const invite = JSON.parse(mails[0]!.calendar!) as { method: string; content: string };
    expect(invite.method).toBe('REQUEST');
    // In UTC, which every calendar reads alike (a zone name without its definition is guessed at).
    expect(invite.content).toContain('DTSTART:20261130T043000Z');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(invite.content) as unknown[]).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe(monday10);
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(event.attendees.map((a) => String(a.getFirstValue()).toLowerCase())).toEqual([
      'mailto:asha@example.in',
    ]);
    // The reminder waits in the outbox until 24 hours before the call.
    const reminder = mails[2]!;
    expect(reminder.subject).toMatch(/^Reminder: your call/);
    expect(new Date(reminder.next_attempt_at).toISOString()).toBe('2026-11-29T04:30:00.000Z');
    expect(booking!.reminder_mail_id).toBe(reminder.id);
  });

  it('offers only free slots: never inside the notice, on a day off, or within a buffer', async () => {
    const first = await endpoint.book({ ...visitor, slot: monday10 });
    expect(tokenOf(first)).toBeDefined();
    // Friday 10:00 IST is within two hours; Tuesday 1 December is a day off; 10:20 is no slot.
    for (const slot of [
      '2026-11-27T04:30:00.000Z',
      '2026-12-01T04:30:00.000Z',
      '2026-11-30T04:50:00.000Z',
    ]) {
      const response = await endpoint.book({ ...visitor, email: 'ravi@example.in', slot });
      expect(location(response)).toMatch(/^\/book-a-call\?ref=.+&problem=taken#book$/);
    }
    // The same prospect's second try comes back with their enquiry, not a new one each time.
    const retry = await endpoint.book({ ...visitor, email: 'ravi@example.in', slot: monday10 });
    const ref = new URL(location(retry), 'https://x').searchParams.get('ref')!;
    const enquiries = await t.db.selectFrom('form_submissions').select('id').execute();
    const again = await endpoint.book({ ref, slot: monday1045 });
    expect(tokenOf(again)).toBeDefined();
    expect(await t.db.selectFrom('form_submissions').select('id').execute()).toHaveLength(
      enquiries.length,
    );
  });

  it('lets exactly one of many people who pick one slot at once have it', async () => {
    const refs = await Promise.all(
      Array.from({ length: 6 }, async (_, i) =>
        enquiryRef(
          testRefKey,
          await insertEnquiry(t.db, {
            ...visitor,
            email: `p${i}@example.in`,
            service: '',
            message: 'Hello there',
          }),
        ),
      ),
    );
    const answers = await Promise.all(
      refs.map((ref, i) => endpoint.book({ ref, slot: monday10 }, `203.0.113.${30 + i}`)),
    );
    expect(answers.filter((a) => tokenOf(a)).length).toBe(1);
    expect(answers.filter((a) => location(a).includes('problem=taken')).length).toBe(5);
    expect((await bookings()).filter((b) => b.status === 'booked')).toHaveLength(1);
  });

  it('moves the call: the old slot is free again, the invitation sent again, the reminder follows', async () => {
    const token = tokenOf(await endpoint.book({ ...visitor, slot: monday10 }))!;
    const [before] = await bookings();
    const moved = await endpoint.change(token, { action: 'move', slot: monday1045 });
    expect(location(moved)).toBe(`/book-a-call/${token}?moved=1`);
    const [after] = await bookings();
    expect(new Date(after!.starts_at).toISOString()).toBe(monday1045);
    expect(after!.sequence).toBe(1);
    const mails = await outbox();
    // The first reminder is gone; a new one waits for a day before the new time.
    expect(mails.find((m) => m.id === before!.reminder_mail_id)).toBeUndefined();
    const reminder = mails.find((m) => m.id === after!.reminder_mail_id)!;
    expect(new Date(reminder.next_attempt_at).toISOString()).toBe('2026-11-29T05:15:00.000Z');
    expect(mails.filter((m) => m.subject.includes('moved'))).toHaveLength(2);
    const other = await endpoint.book({ ...visitor, email: 'ravi@example.in', slot: monday10 });
    expect(tokenOf(other)).toBeDefined();
    // Moving onto a taken slot is refused and changes nothing.
    const refused = await endpoint.change(token, { action: 'move', slot: monday10 });
    expect(location(refused)).toBe(`/book-a-call/${token}?problem=taken#move`);
  });

  it('cancels the call: the slot freed, both sides sent a cancellation, no reminder', async () => {
    const token = tokenOf(await endpoint.book({ ...visitor, slot: monday10 }))!;
    const cancelled = await endpoint.change(token, { action: 'cancel' });
    expect(location(cancelled)).toBe(`/book-a-call/${token}`);
    const [booking] = await bookings();
    expect(booking).toMatchObject({
      status: 'cancelled',
      slot_start: null,
      reminder_mail_id: null,
    });
    const mails = await outbox();
    expect(mails.filter((m) => m.subject.startsWith('Reminder'))).toHaveLength(0);
    const notices = mails.filter((m) => m.subject.includes('cancelled'));
    expect(notices.map((m) => (JSON.parse(m.calendar!) as { method: string }).method)).toEqual([
      'CANCEL',
      'CANCEL',
    ]);
    const events = await listEvents(t.db, booking!.submission_id);
    expect(events.map((e) => e.kind)).toContain('call-cancelled');
    expect(
      tokenOf(await endpoint.book({ ...visitor, email: 'ravi@example.in', slot: monday10 })),
    ).toBeDefined();
    expect(location(await endpoint.change('f'.repeat(64), { action: 'cancel' }))).toBe(
      '/book-a-call?problem=gone#book',
    );
  });

  it('moves an open enquiry to call booked, but never one further on', async () => {
    const id = await insertEnquiry(t.db, { ...visitor, service: '', message: 'Quote please' });
    await updateEnquiryStatus(t.db, id, 'quoted', 'Owner');
    const answer = await endpoint.book({ ref: enquiryRef(testRefKey, id), slot: monday10 });
    expect(tokenOf(answer)).toBeDefined();
    const row = await t.db
      .selectFrom('form_submissions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('quoted');
    // A second booking with the same link shows the call already booked.
    const twice = await endpoint.book({ ref: enquiryRef(testRefKey, id), slot: monday1045 });
    expect(location(twice)).toBe(location(answer));
    expect(await bookings()).toHaveLength(1);
  });

  it('books one call ahead per e-mail address, and a few calls a day from one network', async () => {
    expect(tokenOf(await endpoint.book({ ...visitor, slot: monday10 }))).toBeDefined();
    const invitations = async (to: string) =>
      (await outbox()).filter((m) => m.to_address.toLowerCase() === to).length;
    const sentToAsha = await invitations('asha@example.in');
    // Someone else typing her address, in capitals: no second call, no invitation to her; what
    // they wrote is kept as an enquiry.
    const again = await endpoint.book(
      { ...visitor, email: 'ASHA@example.in', slot: monday1045, topic: 'Me again' },
      '198.51.100.40',
    );
    expect(location(again)).toBe('/book-a-call?problem=booked#book');
    expect(await invitations('asha@example.in')).toBe(sentToAsha);
    expect(await bookings()).toHaveLength(1);
    const kept = await t.db
      .selectFrom('form_submissions')
      .select('message')
      .where('message', '=', 'Me again')
      .execute();
    expect(kept).toHaveLength(1);

    // One network books BOOKINGS_PER_DAY calls a day, whatever names and addresses it types; a
    // try that books nothing (the time taken) does not count.
    const from = '198.51.100.41';
    const free = [
      '2026-11-30T05:15:00.000Z',
      '2026-11-30T06:00:00.000Z',
      '2026-11-30T06:45:00.000Z',
    ];
    expect(
      location(await endpoint.book({ ...visitor, email: 'n@example.in', slot: monday10 }, from)),
    ).toMatch(/problem=taken/);
    for (const [i, slot] of free.slice(0, BOOKINGS_PER_DAY).entries())
      expect(
        tokenOf(await endpoint.book({ ...visitor, email: `n${i}@example.in`, slot }, from)),
      ).toBeDefined();
    const over = await endpoint.book(
      { ...visitor, email: 'last@example.in', slot: monday10 },
      from,
    );
    expect(location(over)).toMatch(/problem=limit/);
  });

  it('refuses a forged link, keeps a bot as spam, and says so for missing fields and too many posts', async () => {
    const id = await insertEnquiry(t.db, { ...visitor, service: '', message: 'Hello there' });
    expect(location(await endpoint.book({ ref: `${id}.forged`, slot: monday10 }))).toMatch(
      /problem=ref/,
    );
    expect(location(await endpoint.book({ ...visitor, fax: '123', slot: monday10 }))).toBe(
      '/book-a-call?problem=held#book',
    );
    expect(await bookings()).toHaveLength(0);
    const spam = await t.db
      .selectFrom('form_submissions')
      .select('status')
      .where('status', '=', 'spam')
      .execute();
    expect(spam).toHaveLength(1);
    expect(location(await endpoint.book({ name: 'Asha', slot: monday10 }))).toMatch(
      /problem=invalid/,
    );
    // Sent from a page where JavaScript ran, the proof of work is checked: a made-up one is
    // refused, a solved one books.
    const forged = await endpoint.book({ ...visitor, slot: monday10, captcha: 'bm90IGEgcHJvb2Y=' });
    expect(location(forged)).toBe('/book-a-call?problem=captcha#book');
    expect(await bookings()).toHaveLength(0);
    const solved = await endpoint.book({
      ...visitor,
      slot: monday10,
      captcha: await solvedCaptcha(testHmacKey),
    });
    expect(tokenOf(solved)).toBeDefined();
    expect(location(await endpoint.book({ ...visitor }))).toMatch(/problem=invalid/);
    for (let i = 0; i < 10; i++) await endpoint.book({ name: 'x' }, '198.51.100.9');
    expect(location(await endpoint.book({ ...visitor, slot: monday10 }, '198.51.100.9'))).toMatch(
      /problem=limit/,
    );
  });
});
