import type { Metadata } from 'next';

import { AvailabilityForm } from '@/components/admin/call-bookings/availability-form';
import { NoAccess } from '@/components/admin/no-access';
import { loadCallAvailability } from '@/server/admin/call-bookings/load-call-bookings';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Call Availability' };

export default async function CallAvailabilityPage() {
  if (!(await adminFor('enquiries'))) return <NoAccess />;
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Call Availability</h1>
      <p className="mt-1 text-muted-foreground">
        When prospects may book a call on /book-a-call: only free times are offered.
      </p>
      <AvailabilityForm values={await loadCallAvailability()} />
    </div>
  );
}
