import { BookingForm } from '@/components/site/call-bookings/booking-form';
import { SlotDays } from '@/components/site/call-bookings/slot-picker';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { Link } from '@/components/site/intent-link';
import { JsonLd } from '@/components/site/json-ld';
import { bookingProblemOf, bookingProblems } from '@/lib/call-bookings/booking-problems';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { loadBookingPage } from '@/server/public-pages/call-booking-pages';
import { pageMetadata, siteUrl } from '@/server/public-pages/site';

import type { RenderedRoute } from './rendered-route';

const path = '/book-a-call';
const crumbs = [
  { label: 'Home', path: '/' },
  { label: 'Book a Call', path },
];

const metadata = () =>
  pageMetadata((_name, brand) => ({
    title: brand('Book a Free Strategy Call'),
    description:
      'Pick a free call with our SEO and digital marketing team at a time that suits you, in India Standard Time, and get the invitation by e-mail.',
    path,
  }));

/**
 * /book-a-call?ref=&day=&problem=&sent=: the free times (rendered on each request: they change
 * with every booking and every minute) and the form that books one.
 */
export async function bookACallRoute(params: Record<string, string>): Promise<RenderedRoute> {
  const ref = params.ref?.slice(0, 200) || undefined;
  const [page, meta] = await Promise.all([loadBookingPage(ref), metadata()]);
  const body = (
    <BookACallPage
      page={page}
      bookingRef={page.bookingFor ? (ref ?? null) : null}
      day={params.day}
      problem={bookingProblemOf(params.problem)}
      // The contact form sent without JavaScript comes here once its enquiry is stored.
      sent={params.sent === '1'}
    />
  );
  return { status: 200, metadata: meta, body };
}

function BookACallPage({
  page,
  bookingRef,
  day,
  problem,
  sent,
}: {
  page: Awaited<ReturnType<typeof loadBookingPage>>;
  bookingRef: string | null;
  day: string | undefined;
  problem: ReturnType<typeof bookingProblemOf>;
  sent: boolean;
}) {
  const dayHref = (date: string) =>
    `${path}?${new URLSearchParams({ ...(bookingRef ? { ref: bookingRef } : {}), day: date })}#book`;
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <Breadcrumbs crumbs={crumbs} />
        <header className="mt-8 max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Book a Free Strategy Call
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">
            Pick a day and a time: we call you then, talk through your goals and your site, and say
            honestly what we would do. You get the invitation by e-mail, with a link to move or
            cancel it.
          </p>
        </header>
        <section
          id="book"
          aria-labelledby="book-heading"
          className="mt-10 rounded-lg border border-border bg-card p-6 sm:p-8"
        >
          <h2 id="book-heading" className="mb-6 text-xl font-semibold">
            Choose a Time
          </h2>
          <div className="space-y-6">
            {sent ? (
              <p role="status" className="rounded-md border border-primary p-3 text-sm">
                Your message has been sent successfully! We will reply soon; if you would like to
                talk sooner, pick a time below for a free call.
              </p>
            ) : null}
            {problem ? (
              <p role="alert" className="rounded-md border border-red-500 p-3 text-sm">
                {bookingProblems[problem]}
              </p>
            ) : null}
            {page.bookingFor ? (
              <p>
                Booking for <strong>{page.bookingFor}</strong>: we have your details from your
                enquiry.
              </p>
            ) : null}
            {page.days.length === 0 ? (
              <p>
                No times are free in the next {page.daysAhead} days.{' '}
                <Link href="/contact" className="font-medium text-primary underline">
                  Write to us
                </Link>{' '}
                and we will find one.
              </p>
            ) : (
              <>
                <SlotDays days={page.days} day={day} dayHref={dayHref} />
                <BookingForm days={page.days} day={day} bookingRef={bookingRef} />
              </>
            )}
          </div>
        </section>
      </div>
    </>
  );
}
