import Link from 'next/link';

import { formatLongDateTime } from '@/lib/dates';

import { CancelCallButton } from './cancel-call-button';

export type UpcomingCall = {
  id: string;
  enquiryId: string;
  startsAt: string;
  endsAt: string;
  name: string;
  email: string;
  phone: string | null;
};

/** The booked calls still to come, soonest first, each with its enquiry and a way to cancel it. */
export function UpcomingCalls({ calls }: { calls: UpcomingCall[] }) {
  if (calls.length === 0)
    return (
      <p className="mt-8 rounded-lg border border-border bg-card p-6 text-muted-foreground">
        No calls are booked. Prospects book them on{' '}
        <Link href="/book-a-call" className="text-primary underline">
          /book-a-call
        </Link>
        , or you book one from an enquiry.
      </p>
    );
  return (
    <div
      className="mt-8 overflow-x-auto rounded-lg border border-border bg-card"
      tabIndex={0}
      role="region"
      aria-label="Upcoming calls"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Upcoming calls</caption>
        <thead className="border-b border-border bg-muted/50">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              When
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              With
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => {
            const when = formatLongDateTime(call.startsAt);
            const minutes = (Date.parse(call.endsAt) - Date.parse(call.startsAt)) / 60_000;
            return (
              <tr key={call.id} className="border-b border-border last:border-0">
                <td className="px-4 py-3 align-top">
                  {when}
                  <span className="block text-xs text-muted-foreground">{minutes} minutes</span>
                </td>
                <td className="px-4 py-3 align-top">
                  <Link
                    href={`/admin/enquiries/${call.enquiryId}`}
                    className="font-medium text-primary underline"
                  >
                    {call.name}
                  </Link>
                  <span className="block text-xs break-all text-muted-foreground">
                    {call.email}
                    {call.phone ? ` · ${call.phone}` : ''}
                  </span>
                </td>
                <td className="px-4 py-3 text-right align-top">
                  <CancelCallButton id={call.id} name={call.name} when={when} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
