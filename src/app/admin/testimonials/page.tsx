import type { Metadata } from 'next';

import { LoadError } from '@/components/admin/load-error';
import { TestimonialsAdmin } from '@/components/admin/ordered-lists/testimonials-admin';
import { loadTestimonialsAdmin } from '@/server/admin/ordered-lists/ordered-list-dashboard';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';
import { logger } from '@/server/logger';
import type { Testimonial } from '@/server/queries/people';

export const metadata: Metadata = { title: 'Testimonials' };

export default async function TestimonialsAdminPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  let testimonials: Testimonial[];
  try {
    testimonials = await loadTestimonialsAdmin();
  } catch (error) {
    logger.error({ err: error }, 'testimonials admin: the testimonials could not be loaded');
    return (
      <div className="mx-auto max-w-2xl px-4 py-20">
        <LoadError message="Failed to load the testimonials. Please try again." />
      </div>
    );
  }
  return <TestimonialsAdmin testimonials={testimonials} />;
}
