'use client';

import {
  emptyTestimonial,
  testimonialSchema,
  type TestimonialInput,
} from '@/lib/validation/people';
import type { Testimonial } from '@/server/queries/people';

import type { ItemField } from './item-form';
import { OrderedListAdmin } from './ordered-list-admin';

const fields: Array<ItemField<TestimonialInput>> = [
  { name: 'quote', label: 'Quote *', kind: 'textarea' },
  { name: 'author', label: 'Name *', kind: 'text' },
  { name: 'company', label: 'Company', kind: 'text' },
  { name: 'role', label: 'Role', kind: 'text' },
  { name: 'rating', label: 'Rating', kind: 'rating' },
  { name: 'hidden', label: 'Hide from the home page', kind: 'hidden' },
];

/** The home page's testimonials. */
export function TestimonialsAdmin({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <OrderedListAdmin
      title="Testimonials"
      level="h1"
      description="Shown on the home page in this order, with their star ratings in its structured data."
      newLabel="New Testimonial"
      noun="testimonial"
      plural="testimonials"
      api="/api/admin/testimonials"
      schema={testimonialSchema}
      fields={fields}
      empty={emptyTestimonial}
      caption="Testimonials, in the order the home page shows them"
      emptyText="No testimonials yet: the home page leaves the section out."
      items={testimonials.map(({ id, ...values }) => ({
        id,
        title: values.author,
        detail: [values.role, values.company].filter(Boolean).join(', '),
        hidden: values.hidden,
        values,
      }))}
    />
  );
}
