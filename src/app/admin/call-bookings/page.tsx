import type { Metadata } from 'next';
import Link from 'next/link';

import { UpcomingCalls } from '@/components/admin/call-bookings/upcoming-calls';
import { NoAccess } from '@/components/admin/no-access';
import { loadUpcomingCalls } from '@/server/admin/call-bookings/load-call-bookings';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Call Bookings' };

export default async function CallBookingsPage() {
  if (!(await adminFor('enquiries'))) return <NoAccess />;
  const calls = await loadUpcomingCalls();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Call Bookings</h1>
      <p className="mt-1 text-muted-foreground">
        The calls prospects booked, soonest first, in India Standard Time.{' '}
        <Link href="/admin/call-bookings/availability" className="text-primary underline">
          Set when calls can be booked
        </Link>
      </p>
      <UpcomingCalls calls={calls} />
    </div>
  );
}
