// The week as the admin's forms speak of it: the business's opening days and hours, and the hours
// prospects may book a call. Times are a 24-hour HH:MM in India Standard Time.

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** '09:30' yes; '9:30', '24:00' and '09:60' no. */
export const isTimeOfDay = (value: string) => TIME_OF_DAY.test(value);

/** Minutes since midnight of a time of day ('09:30' is 570). */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
