'use client';

import { useCallback, useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import type { SlotDay } from '@/lib/call-bookings/free-slots';
import { slotDayLong, slotTime } from '@/lib/call-bookings/slot-labels';
import { formatLongDateTime } from '@/lib/dates';

import { adminFetch } from '../admin-fetch';
import { CancelCallButton } from '../call-bookings/cancel-call-button';
import { fieldClass, labelClass } from '../form-fields';
import { sendAdminChange } from '../use-admin-mutation';

type EnquiryCallState = {
  call: { id: string; startsAt: string; endsAt: string; name: string } | null;
  days: SlotDay[];
  bookingPath: string;
};

/**
 * The enquiry's call: the one booked (and a way to cancel it), or a free time to book for the
 * prospect, and the link that lets them pick one themselves. `onChange` reloads the timeline.
 */
export function EnquiryCall({
  id,
  name,
  onChange,
}: {
  id: string;
  name: string;
  onChange: () => void;
}) {
  const [state, setState] = useState<EnquiryCallState | null>(null);
  const [slot, setSlot] = useState('');
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    () =>
      adminFetch<EnquiryCallState>(`/api/admin/enquiries/${id}/call-booking`, { method: 'GET' })
        .then(setState)
        .catch(() => setState(null)),
    [id],
  );
  useEffect(() => void load(), [load]);

  const book = async () => {
    setBusy(true);
    const answer = await sendAdminChange<EnquiryCallState>({
      url: `/api/admin/enquiries/${id}/call-booking`,
      method: 'POST',
      body: { slot },
      done: `The call is booked: ${name} is sent the invitation.`,
      failed: 'Failed to book the call',
    });
    setBusy(false);
    if (!answer) return;
    setState(answer);
    onChange();
  };
  const copyLink = async () => {
    if (!state) return;
    await navigator.clipboard.writeText(
      new URL(state.bookingPath, window.location.origin).toString(),
    );
    toast.success('The booking link is copied: send it to the prospect to pick a time.');
  };

  return (
    <section aria-labelledby={`call-${id}`} className="mt-6">
      <h3
        id={`call-${id}`}
        className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        Call
      </h3>
      {!state ? null : state.call ? (
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <p>Booked for {formatLongDateTime(state.call.startsAt)}.</p>
          <CancelCallButton
            id={state.call.id}
            name={state.call.name}
            when={formatLongDateTime(state.call.startsAt)}
            onCancelled={() => void load().then(onChange)}
          />
        </div>
      ) : (
        <div className="mt-2 space-y-3 text-sm">
          {state.days.length ? (
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-56 flex-1">
                <label htmlFor={`call-slot-${id}`} className={labelClass}>
                  Time (India Standard Time)
                </label>
                <select
                  id={`call-slot-${id}`}
                  value={slot}
                  onChange={(e) => setSlot(e.target.value)}
                  className={fieldClass}
                >
                  <option value="">Pick a free time</option>
                  {state.days.map((day) => (
                    <optgroup key={day.date} label={slotDayLong(day.date)}>
                      {day.slots.map((s) => (
                        <option key={s.startsAt} value={s.startsAt}>
                          {slotTime(s.startsAt)}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              </div>
              <Button type="button" size="sm" disabled={!slot || busy} onClick={() => void book()}>
                Book the Call
              </Button>
            </div>
          ) : (
            <p>No free times: widen the call availability.</p>
          )}
          <Button type="button" size="sm" variant="outline" onClick={() => void copyLink()}>
            Copy the booking link
          </Button>
        </div>
      )}
    </section>
  );
}
