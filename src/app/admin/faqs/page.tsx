import type { Metadata } from 'next';

import { LoadError } from '@/components/admin/load-error';
import { FaqListAdmin } from '@/components/admin/ordered-lists/faq-list-admin';
import { loadFaqsAdmin } from '@/server/admin/ordered-lists/ordered-list-dashboard';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { logger } from '@/server/logger';

export const metadata: Metadata = { title: 'FAQs' };

export default async function FaqsAdminPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  let faqs: Awaited<ReturnType<typeof loadFaqsAdmin>>;
  try {
    faqs = await loadFaqsAdmin();
  } catch (error) {
    logger.error({ err: error }, 'FAQ admin: the questions could not be loaded');
    return (
      <div className="mx-auto max-w-2xl px-4 py-20">
        <LoadError message="Failed to load the questions. Please try again." />
      </div>
    );
  }
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
