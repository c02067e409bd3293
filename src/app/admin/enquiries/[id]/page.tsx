import type { Metadata } from 'next';

import { EnquiryPage } from '@/components/admin/enquiries/enquiry-page';
import { NoAccess } from '@/components/admin/no-access';
import { loadEnquiry } from '@/server/admin/enquiries/load-enquiries';
import { adminFor } from '@/server/auth/current-admin';

export const metadata: Metadata = { title: 'Enquiry' };

// The enquiry the notification mail and the webhook link to.
export default async function EnquiryAdminPage({ params }: PageProps<'/admin/enquiries/[id]'>) {
  const signedIn = await adminFor('enquiries');
  if (!signedIn) return <NoAccess />;
  const loaded = await loadEnquiry((await params).id, signedIn.user.role);
  return <EnquiryPage loaded={loaded} />;
}
