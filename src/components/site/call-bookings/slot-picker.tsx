import { Link } from '@/components/site/intent-link';
import type { SlotDay } from '@/lib/call-bookings/free-slots';
import { slotDayLong, slotDayShort, slotTime } from '@/lib/call-bookings/slot-labels';

// The days and times free for a call, without JavaScript: the days are links (the page shows the
// chosen day's times), the times are radio buttons of the form around them. Times are India's.

export type SlotPickerProps = {
  days: SlotDay[];
  /** The day whose times are shown; the first free day when it has none. */
  day: string | undefined;
  dayHref: (date: string) => string;
};

/** The day shown: the asked-for one when it has free times, else the first that has. */
export const shownDay = (days: SlotDay[], wanted: string | undefined) =>
  days.find((d) => d.date === wanted) ?? days[0];

export function SlotDays({ days, day, dayHref }: SlotPickerProps) {
  const shown = shownDay(days, day);
  return (
    <nav aria-label="Days with free times">
      <ul className="flex flex-wrap gap-2">
        {days.map((d) => (
          <li key={d.date}>
            <Link
              href={dayHref(d.date)}
              scroll={false}
              aria-current={d.date === shown?.date ? 'date' : undefined}
              className="inline-flex min-h-11 items-center rounded-md border border-border px-3 text-sm font-medium hover:border-primary aria-[current=date]:border-primary aria-[current=date]:bg-primary aria-[current=date]:text-primary-foreground"
            >
              {slotDayShort(d.date)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SlotTimes({ days, day }: Omit<SlotPickerProps, 'dayHref'>) {
  const shown = shownDay(days, day);
  if (!shown) return null;
  return (
    <fieldset>
      <legend className="mb-3 font-semibold">
        Pick a time on {slotDayLong(shown.date)} (India Standard Time)
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {shown.slots.map((slot, index) => {
          const id = `slot-${slot.startsAt.replace(/[^0-9]/g, '')}`;
          return (
            <div key={slot.startsAt}>
              <input
                id={id}
                type="radio"
                name="slot"
                value={slot.startsAt}
                required={index === 0}
                className="peer sr-only"
              />
              <label
                htmlFor={id}
                className="flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-border text-sm font-medium peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring hover:border-primary"
              >
                {slotTime(slot.startsAt)}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
