import type { Metadata } from 'next';

import { FaqListAdmin } from '@/components/admin/ordered-lists/faq-list-admin';
import { loadFaqs } from '@/server/admin/ordered-lists/load-ordered-lists';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';

export const metadata: Metadata = { title: 'FAQs' };

export default async function FaqsAdminPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  const faqs = await loadFaqs();
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">FAQs</h1>
      <p className="mt-2 text-sm text-muted-foreground">
        Shown on each page in this order, and in its FAQPage structured data.
      </p>
      <FaqListAdmin page="home" title="Home Page FAQs" faqs={faqs.home} />
      <FaqListAdmin page="contact" title="Contact Page FAQs" faqs={faqs.contact} />
    </div>
  );
}
