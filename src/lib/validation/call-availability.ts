import './zod-config';

import { z } from 'zod';

import { multilineText } from './plain-text';
import { isTimeOfDay, minutesOf } from './week';

// When prospects may book a call, in India Standard Time: one span of hours per weekday, the
// slot's length, a buffer between calls, the shortest notice, how far ahead, and days off.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const timeField = z.string().refine(isTimeOfDay, 'Give a time such as 09:30');

const weekdaySchema = z
  .object({ open: z.boolean(), from: timeField, to: timeField })
  .refine((day) => !day.open || minutesOf(day.to) > minutesOf(day.from), {
    message: 'The end must be after the start',
    path: ['to'],
  });

const whole = (min: number, max: number, unit: string) =>
  z
    .number({ message: `Give a number of ${unit} from ${min} to ${max}` })
    .int(`Give a whole number of ${unit}`)
    .min(min, `Give a number of ${unit} from ${min} to ${max}`)
    .max(max, `Give a number of ${unit} from ${min} to ${max}`);

/** The days off, one date a line ('2026-12-25'); blank lines are ignored. */
export function daysOffOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

const isRealDate = (day: string) =>
  DATE.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

export const callAvailabilitySchema = z.object({
  /** Monday first. */
  weekly: z.array(weekdaySchema).length(7),
  slotMinutes: whole(15, 180, 'minutes'),
  bufferMinutes: whole(0, 120, 'minutes'),
  noticeHours: whole(0, 336, 'hours'),
  daysAhead: whole(1, 120, 'days'),
  daysOff: multilineText()
    .max(4000, 'Please keep the list under 4,000 characters')
    .refine((text) => daysOffOf(text).every(isRealDate), {
      message: 'Give one date a line, as 2026-12-25',
    }),
});

export type CallAvailability = z.output<typeof callAvailabilitySchema>;

const weekday = (from: string, to: string) => ({ open: true, from, to });

export const defaultCallAvailability: CallAvailability = {
  weekly: [
    ...Array.from({ length: 5 }, () => weekday('10:00', '18:00')),
    weekday('10:00', '14:00'),
    { open: false, from: '10:00', to: '14:00' },
  ],
  slotMinutes: 30,
  bufferMinutes: 15,
  noticeHours: 4,
  daysAhead: 21,
  daysOff: '',
};
