// How a call's day and time read, to the prospect and to the team: days are India's dates
// ('2026-12-01'), times are instants shown in India's time.

const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', options);
const shortDay = format({ timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
const longDay = format({ timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const time = format({ timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });

const asDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** '2026-11-30' -> 'Mon, 30 Nov' */
export const slotDayShort = (date: string) => shortDay.format(asDay(date));
/** '2026-11-30' -> 'Monday, 30 November' */
export const slotDayLong = (date: string) => longDay.format(asDay(date));
/** '2026-11-30T04:30:00.000Z' -> '10:00 am' */
export const slotTime = (instant: string) => time.format(new Date(instant));
