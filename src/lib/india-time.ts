// The admin enters and reads times in India's time zone (UTC+05:30, no daylight saving), whatever
// the browser's own zone: a datetime-local field holds 'yyyy-MM-ddTHH:mm' in India's time.

export const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const LOCAL_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** India's wall-clock time of an instant: '2026-11-24T04:30:00.000Z' -> '2026-11-24T10:00:00.000'. */
export function inIndia(iso: string): string {
  return new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 23);
}

/** '2026-11-24T04:30:00.000Z' -> '2026-11-24T10:00' */
export function toIndiaLocalInput(iso: string): string {
  return inIndia(iso).slice(0, 16);
}

/** '2026-11-24T10:00' -> '2026-11-24T04:30:00.000Z'; null when it is not such a time. */
export function fromIndiaLocalInput(local: string): string | null {
  if (!LOCAL_PATTERN.test(local)) return null;
  const time = new Date(`${local}:00+05:30`).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The first whole minute after now, in India's time: the earliest a post can be scheduled for. */
export function nextMinuteInIndia(now = new Date()): string {
  return toIndiaLocalInput(
    new Date(Math.floor(now.getTime() / 60_000) * 60_000 + 60_000).toISOString(),
  );
}

/** India's date of an instant: '2026-11-30T20:00:00Z' -> '2026-12-01'. */
export const indiaDateOf = (instant: Date) =>
  new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
