import { IST_OFFSET_MS, indiaDateOf } from '../india-time';
import { daysOffOf, type CallAvailability } from '../validation/call-availability';
import { minutesOf } from '../validation/week';

// The slots a prospect may book, from the availability and the calls already booked. Everything is
// reckoned in India Standard Time (no daylight saving), whatever the server's or visitor's zone.

/** A booked call, as instants (ISO). */
export type BookedSpan = { startsAt: string; endsAt: string };

export type FreeSlot = { startsAt: string; endsAt: string };
/** One day's free slots; `date` is India's date ('2026-12-01'). */
export type SlotDay = { date: string; slots: FreeSlot[] };

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/** The instant of a wall-clock time on an India date. */
const instantOf = (date: string, minutes: number) =>
  Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + minutes * MINUTE_MS;

/** 0 for Monday … 6 for Sunday. */
const weekdayOf = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/**
 * The free slots from today (India) to `daysAhead` days later: within each open day's hours, one
 * every slot length plus buffer, none sooner than the notice, none on a day off, and none within a
 * buffer of a booked call.
 */
export function freeSlots(
  availability: CallAvailability,
  booked: BookedSpan[],
  now: Date = new Date(),
): SlotDay[] {
  const { slotMinutes, bufferMinutes } = availability;
  const earliest = now.getTime() + availability.noticeHours * 60 * MINUTE_MS;
  const daysOff = new Set(daysOffOf(availability.daysOff));
  const busy = booked.map((call) => ({
    from: Date.parse(call.startsAt) - bufferMinutes * MINUTE_MS,
    to: Date.parse(call.endsAt) + bufferMinutes * MINUTE_MS,
  }));
  const today = Date.parse(`${indiaDateOf(now)}T00:00:00Z`);
  const days: SlotDay[] = [];
  for (let offset = 0; offset <= availability.daysAhead; offset++) {
    const date = new Date(today + offset * DAY_MS).toISOString().slice(0, 10);
    const hours = availability.weekly[weekdayOf(date)];
    if (!hours?.open || daysOff.has(date)) continue;
    const slots: FreeSlot[] = [];
    const close = minutesOf(hours.to);
    for (
      let at = minutesOf(hours.from);
      at + slotMinutes <= close;
      at += slotMinutes + bufferMinutes
    ) {
      const start = instantOf(date, at);
      const end = start + slotMinutes * MINUTE_MS;
      if (start < earliest) continue;
      if (busy.some((span) => start < span.to && span.from < end)) continue;
      slots.push({ startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() });
    }
    if (slots.length) days.push({ date, slots });
  }
  return days;
}

/** The free slot starting at `startsAt`, or null when it is not (or no longer) free. */
export function findFreeSlot(days: SlotDay[], startsAt: string): FreeSlot | null {
  const wanted = Date.parse(startsAt);
  if (Number.isNaN(wanted)) return null;
  for (const day of days)
    for (const slot of day.slots) if (Date.parse(slot.startsAt) === wanted) return slot;
  return null;
}
