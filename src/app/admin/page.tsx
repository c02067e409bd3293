import { ArrowRight } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';

import { NoAccess } from '@/components/admin/no-access';
import { AttentionPanel } from '@/components/admin/overview/attention-panel';
import { canUse } from '@/lib/admin/roles';
import { loadAttention } from '@/server/admin/overview/load-attention';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Admin Dashboard' };

// Every role starts here: what needs its attention first, each count a link to where it is dealt
// with; the enquiries' roles also get the way to every enquiry.
export default async function AdminDashboardPage() {
  const signedIn = await adminFor('account');
  if (!signedIn) return <NoAccess />;
  const attention = await loadAttention(signedIn.user.role);
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      <p className="mt-1 text-muted-foreground">What needs your attention today</p>
      <AttentionPanel items={attention} />
      {canUse(signedIn.user.role, 'enquiries') ? (
        <p className="mt-8">
          <Link
            href="/admin/enquiries"
            className="inline-flex items-center gap-2 font-medium text-primary hover:underline"
          >
            View all enquiries
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </p>
      ) : null}
    </div>
  );
}
