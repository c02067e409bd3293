import { SlotDays, SlotTimes } from '@/components/site/call-bookings/slot-picker';
import { Link } from '@/components/site/intent-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { bookingProblemOf, bookingProblems } from '@/lib/call-bookings/booking-problems';
import { formatLongDateTime } from '@/lib/dates';
import { loadCallPage } from '@/server/public-pages/call-booking-pages';

import type { RenderedRoute } from './rendered-route';

// A booked call's own page, at the unguessable address its mails link: what is booked, and forms
// to move or cancel it (plain forms, no JavaScript needed). Never cached, never indexed.

const metadata = { title: 'Your Call', robots: { index: false, follow: false } };

/** /book-a-call/{token}?day=&problem=&moved=: the call, or 404 for an unknown address. */
export async function bookedCallRoute(params: Record<string, string>): Promise<RenderedRoute> {
  const page = await loadCallPage(params.token!);
  if (!page) return { status: 404, metadata, body: <CallNotHere /> };
  return { status: 200, metadata, body: <CallPage page={page} query={params} /> };
}

function CallNotHere() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight">This call is not here</h1>
      <p className="mt-4">The address may be mistyped.</p>
      <Link href="/book-a-call" className={`${buttonClasses('primary', 'md')} mt-6`}>
        Book a call
      </Link>
    </div>
  );
}

function CallPage({
  page,
  query,
}: {
  page: NonNullable<Awaited<ReturnType<typeof loadCallPage>>>;
  query: Record<string, string>;
}) {
  const { booking, days, past } = page;
  const when = formatLongDateTime(booking.startsAt);
  const problem = bookingProblemOf(query.problem);
  const day = query.day;
  const booked = booking.status === 'booked' && !past;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {booking.status === 'cancelled'
          ? 'Your call is cancelled'
          : past
            ? 'Your call has taken place'
            : 'Your call is booked'}
      </h1>
      <div role="status" className="mt-6 space-y-2 rounded-lg border border-border bg-card p-6">
        <p className="text-lg">
          {booking.status === 'cancelled' ? 'It was for' : query.moved ? 'Now on' : 'On'}{' '}
          <strong>{when}</strong>, with {booking.name}.
        </p>
        {booked ? (
          <p className="text-muted-foreground">
            We have sent the invitation to {booking.email}, and will remind you a day before.
          </p>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className="mt-6 rounded-md border border-red-500 p-3 text-sm">
          {bookingProblems[problem]}
        </p>
      ) : null}
      {booking.status === 'cancelled' ? (
        <Link href="/book-a-call" className={`${buttonClasses('primary', 'md')} mt-6`}>
          Book another time
        </Link>
      ) : null}
      {booked ? (
        <>
          <section id="move" aria-labelledby="move-heading" className="mt-10 space-y-6">
            <h2 id="move-heading" className="text-xl font-semibold">
              Move the call
            </h2>
            {days.length === 0 ? (
              <p>No other times are free just now.</p>
            ) : (
              <>
                <SlotDays
                  days={days}
                  day={day}
                  dayHref={(date) => `/book-a-call/${booking.token}?day=${date}#move`}
                />
                <form
                  method="post"
                  action={`/api/call-bookings/${booking.token}`}
                  className="space-y-6"
                >
                  <input type="hidden" name="action" value="move" />
                  <SlotTimes days={days} day={day} />
                  <Button type="submit">Move the Call</Button>
                </form>
              </>
            )}
          </section>
          <section aria-labelledby="cancel-heading" className="mt-10 space-y-4">
            <h2 id="cancel-heading" className="text-xl font-semibold">
              Cancel the call
            </h2>
            <form method="post" action={`/api/call-bookings/${booking.token}`}>
              <input type="hidden" name="action" value="cancel" />
              <Button type="submit" variant="outline">
                Cancel the Call
              </Button>
            </form>
          </section>
        </>
      ) : null}
    </div>
  );
}
