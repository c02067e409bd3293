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
