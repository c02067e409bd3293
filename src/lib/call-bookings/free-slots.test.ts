import { describe, expect, it } from 'vitest';

import { defaultCallAvailability, type CallAvailability } from '../validation/call-availability';
import { findFreeSlot, freeSlots } from './free-slots';

const closed = { open: false, from: '10:00', to: '12:00' };
// Only Mondays, 10:00 to 12:00 IST, 30-minute calls, 15 minutes between them.
const mondays: CallAvailability = {
  ...defaultCallAvailability,
  weekly: [{ open: true, from: '10:00', to: '12:00' }, ...Array.from({ length: 6 }, () => closed)],
  slotMinutes: 30,
  bufferMinutes: 15,
  noticeHours: 0,
  daysAhead: 7,
  daysOff: '',
};
// Sunday 29 November 2026, 20:00 UTC: already Monday 30 November, 01:30, in India.
const sundayEveningUtc = new Date('2026-11-29T20:00:00Z');
const starts = (days: ReturnType<typeof freeSlots>) =>
  days.flatMap((day) => day.slots.map((slot) => slot.startsAt));

describe('free slots', () => {
  it('reckons days and hours in India Standard Time, whatever the zone of the clock', () => {
    const days = freeSlots(mondays, [], sundayEveningUtc);
    expect(days.map((day) => day.date)).toEqual(['2026-11-30', '2026-12-07']);
    // 10:00, 10:45 and 11:30 IST would end at 12:00: slot plus buffer apart, the last fits exactly.
    expect(days[0]!.slots).toEqual([
      { startsAt: '2026-11-30T04:30:00.000Z', endsAt: '2026-11-30T05:00:00.000Z' },
      { startsAt: '2026-11-30T05:15:00.000Z', endsAt: '2026-11-30T05:45:00.000Z' },
      { startsAt: '2026-11-30T06:00:00.000Z', endsAt: '2026-11-30T06:30:00.000Z' },
    ]);
  });

  it('offers nothing sooner than the notice', () => {
    const days = freeSlots({ ...mondays, noticeHours: 4 }, [], sundayEveningUtc);
    // Monday 01:30 IST plus 4 hours is 05:30 IST: every Monday-morning slot is still free.
    expect(starts(days)).toHaveLength(6);
    const later = freeSlots({ ...mondays, noticeHours: 9 }, [], sundayEveningUtc);
    // 10:30 IST: 10:00 is too soon, 10:45 is not.
    expect(starts(later)[0]).toBe('2026-11-30T05:15:00.000Z');
  });

  it('skips days off and days past how far ahead', () => {
    const days = freeSlots({ ...mondays, daysOff: '2026-11-30\n' }, [], sundayEveningUtc);
    expect(days.map((day) => day.date)).toEqual(['2026-12-07']);
    const soon = freeSlots({ ...mondays, daysAhead: 6 }, [], sundayEveningUtc);
    expect(soon.map((day) => day.date)).toEqual(['2026-11-30']);
  });

  it('keeps a buffer around every booked call', () => {
    // A call booked by the team at 10:20-10:50 IST blocks 10:00 (ends 10:30, buffer to 10:45 …) and
    // 10:45 (starts within 15 minutes of its end); 11:30 stays free.
    const booked = [{ startsAt: '2026-11-30T04:50:00.000Z', endsAt: '2026-11-30T05:20:00.000Z' }];
    const days = freeSlots(mondays, booked, sundayEveningUtc);
    expect(days[0]!.slots.map((slot) => slot.startsAt)).toEqual(['2026-11-30T06:00:00.000Z']);
  });

  it('finds a slot by its start only while it is free', () => {
    const days = freeSlots(mondays, [], sundayEveningUtc);
    expect(findFreeSlot(days, '2026-11-30T10:00:00+05:30')?.endsAt).toBe(
      '2026-11-30T05:00:00.000Z',
    );
    expect(findFreeSlot(days, '2026-11-30T10:10:00+05:30')).toBeNull();
    expect(findFreeSlot(days, 'not a time')).toBeNull();
  });
});
