// Dates shown to visitors, always in India's time zone. An unparseable date is shown as it is.

const TIME_ZONE = 'Asia/Kolkata';

const shortFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const longFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

function format(formatter: Intl.DateTimeFormat, value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatter.format(date);
}

/** 'Mar 5, 2024' */
export function formatShortDate(value: string): string {
  return format(shortFormat, value);
}

/** 'March 5, 2024' */
export function formatLongDate(value: string): string {
  return format(longFormat, value);
}

const tableDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: 'numeric',
  year: 'numeric',
});
// Spelled out here: ICU's en-GB short month for September is 'Sept', not the spec's 'Sep'.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const tableTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const longDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** '21 Nov 2026' (dd MMM yyyy) */
export function formatTableDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const parts = Object.fromEntries(tableDate.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day} ${MONTHS[Number(parts.month) - 1]} ${parts.year}`;
}

/** '7 Sep' for a YYYY-MM-DD day: the month as every admin date spells it. */
export function formatDayMonth(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  if (!month || !date || month > 12) return day;
  return `${date} ${MONTHS[month - 1]}`;
}

/** '19:05' (HH:mm) */
export function formatTableTime(value: string): string {
  return format(tableTime, value);
}

/** '21 Nov 2026 19:05' (dd MMM yyyy HH:mm), as the admin's tables and logs show a moment. */
export function formatTableDateTime(value: string): string {
  return `${formatTableDate(value)} ${formatTableTime(value)}`;
}

/** 'Saturday, 21 November 2026 at 7:05 pm IST' */
export function formatLongDateTime(value: string): string {
  const formatted = format(longDateTime, value);
  return formatted === value ? value : `${formatted} IST`;
}
