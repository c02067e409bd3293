import 'server-only';

import icalGenerator, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

import { formatLongDateTime } from '@/lib/dates';
import { escapeHtml } from '@/lib/html-escape';

import type { DB } from '../db/schema';
import { dropUnsentMail, enqueueMail } from '../mail/outbox';
import type { CalendarInvite } from '../mail/transport';
import type { CallBooking } from '../queries/call-bookings';
import { setReminderMail } from '../queries/call-bookings';
import { getBusinessSettings } from '../queries/site-settings';

// The mails of a booked call, queued in the outbox: to the prospect (with the link to move or
// cancel it) and to the team, each with the calendar invitation; and the prospect's reminder,
// queued for 24 hours before the call. A change sends the same event again, its sequence one more.

export type CallChange = 'booked' | 'moved' | 'cancelled';

const REMINDER_HOURS = 24;

export const manageCallUrl = (token: string, siteUrl: string) =>
  new URL(`/book-a-call/${token}`, siteUrl).toString();

type Business = Awaited<ReturnType<typeof getBusinessSettings>>;

function calendarOf(call: CallBooking, business: Business, siteUrl: string): CalendarInvite {
  const cancelled = call.status === 'cancelled';
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = icalGenerator({
    name: business.name,
    method,
    prodId: { company: business.name, product: 'Calls' },
  });
  calendar.createEvent({
    id: `call-${call.id}@${new URL(siteUrl).hostname}`,
    sequence: call.sequence,
    start: new Date(call.startsAt),
    end: new Date(call.endsAt),
    summary: `Call with ${business.name}`,
    description: `Your call about your enquiry. To move or cancel it: ${manageCallUrl(call.token, siteUrl)}`,
    url: manageCallUrl(call.token, siteUrl),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: business.name, email: business.email },
    attendees: [{ name: call.name, email: call.email, rsvp: false }],
  });
  return { method, content: calendar.toString() };
}

const prospectSubject: Record<CallChange, (when: string, business: string) => string> = {
  booked: (when, business) => `Your call with ${business} is booked: ${when}`,
  moved: (when, business) => `Your call with ${business} has moved to ${when}`,
  cancelled: (when, business) => `Your call with ${business} on ${when} is cancelled`,
};

const teamSubject: Record<CallChange, (when: string, name: string) => string> = {
  booked: (when, name) => `Call booked by ${name}: ${when}`,
  moved: (when, name) => `Call with ${name} moved to ${when}`,
  cancelled: (when, name) => `Call with ${name} on ${when} cancelled`,
};

function prospectHtml(
  change: CallChange,
  call: CallBooking,
  when: string,
  manageUrl: string,
  business: Business,
) {
  const lead =
    change === 'cancelled'
      ? `<p>Your call on ${escapeHtml(when)} is cancelled. You can book another time whenever it suits you.</p>`
      : `<p>Your call with ${escapeHtml(business.name)} is ${change === 'moved' ? 'now' : 'booked'} for <strong>${escapeHtml(when)}</strong> (${(Date.parse(call.endsAt) - Date.parse(call.startsAt)) / 60_000} minutes). We will call you${call.phone ? ` on ${escapeHtml(call.phone)}` : ''}.</p>`;
  return [
    `<p>Hello ${escapeHtml(call.name)},</p>`,
    lead,
    `<p><a href="${escapeHtml(manageUrl)}">${change === 'cancelled' ? 'Book another time' : 'Move or cancel this call'}</a></p>`,
    `<p>${escapeHtml(business.name)}<br>${escapeHtml(business.telephone)}</p>`,
  ].join('\n');
}

function teamHtml(call: CallBooking, when: string, enquiryUrl: string) {
  return [
    `<p>${escapeHtml(call.name)} (${escapeHtml(call.email)}${call.phone ? `, ${escapeHtml(call.phone)}` : ''}): ${escapeHtml(when)}.</p>`,
    `<p><a href="${escapeHtml(enquiryUrl)}">Open the enquiry</a></p>`,
  ].join('\n');
}

/**
 * Queues the mails of a change to the call: the prospect's and the team's, and for a booked or moved
 * call its reminder (none when the call is less than a day away); a waiting reminder is dropped.
 */
export async function queueCallMail(
  db: DB,
  call: CallBooking,
  change: CallChange,
  options: { siteUrl: string; team: string[]; now?: Date },
): Promise<void> {
  const business = await getBusinessSettings(db);
  const when = formatLongDateTime(call.startsAt);
  const calendar = calendarOf(call, business, options.siteUrl);
  const manageUrl =
    change === 'cancelled'
      ? new URL('/book-a-call', options.siteUrl).toString()
      : manageCallUrl(call.token, options.siteUrl);
  const base = { enquiryId: call.enquiryId, kind: 'call' as const, calendar };
  await enqueueMail(db, {
    ...base,
    to: call.email,
    subject: prospectSubject[change](when, business.name),
    html: prospectHtml(change, call, when, manageUrl, business),
    replyTo: { name: business.name, address: business.email },
  });
  const enquiryUrl = new URL(`/admin/enquiries/${call.enquiryId}`, options.siteUrl).toString();
  for (const to of options.team)
    await enqueueMail(db, {
      ...base,
      to,
      subject: teamSubject[change](when, call.name),
      html: teamHtml(call, when, enquiryUrl),
      replyTo: { name: call.name, address: call.email },
    });
  if (call.reminderMailId) await dropUnsentMail(db, call.reminderMailId);
  const remindAt = new Date(call.startsAt).getTime() - REMINDER_HOURS * 60 * 60 * 1000;
  const reminderId =
    change !== 'cancelled' && remindAt > (options.now ?? new Date()).getTime()
      ? await enqueueMail(db, {
          ...base,
          to: call.email,
          subject: `Reminder: your call with ${business.name} is tomorrow, ${when}`,
          html: prospectHtml('booked', call, when, manageUrl, business),
          replyTo: { name: business.name, address: business.email },
          sendAt: new Date(remindAt).toISOString(),
        })
      : null;
  await setReminderMail(db, call.id, reminderId);
}
