import type { Metadata } from 'next';

import { TestimonialsAdmin } from '@/components/admin/ordered-lists/testimonials-admin';
import { loadTestimonials } from '@/server/admin/ordered-lists/load-ordered-lists';
import { adminFor } from '@/server/auth/current-admin';
import { NoAccess } from '@/components/admin/no-access';

export const metadata: Metadata = { title: 'Testimonials' };

export default async function TestimonialsAdminPage() {
  if (!(await adminFor('content'))) return <NoAccess />;
  const testimonials = await loadTestimonials();
  return <TestimonialsAdmin testimonials={testimonials} />;
}
