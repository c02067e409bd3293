'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  emptyTestimonial,
  testimonialSchema,
  type TestimonialInput,
} from '@/lib/validation/people';
import type { Testimonial } from '@/server/queries/people';

import { ItemForm, type ItemField } from './item-form';
import { OrderedList } from './ordered-list';

const fields: Array<ItemField<TestimonialInput>> = [
  { name: 'quote', label: 'Quote *', kind: 'textarea' },
  { name: 'author', label: 'Name *', kind: 'text' },
  { name: 'company', label: 'Company', kind: 'text' },
  { name: 'role', label: 'Role', kind: 'text' },
  { name: 'rating', label: 'Rating', kind: 'rating' },
  { name: 'hidden', label: 'Hide from the home page', kind: 'hidden' },
];

const toInput = ({ id: _id, ...values }: Testimonial): TestimonialInput => values;

/** The home page's testimonials: add, edit, order, hide and delete. */
export function TestimonialsAdmin({ testimonials }: { testimonials: Testimonial[] }) {
  const router = useRouter();
  // An item's id, 'new' for the add form, or null when no form is open.
  const [editing, setEditing] = useState<string | null>(null);
  const current = testimonials.find((t) => t.id === editing);

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Testimonials</h1>
        <Button onClick={() => setEditing('new')} disabled={editing === 'new'}>
          <Plus className="h-4 w-4" aria-hidden />
          New Testimonial
        </Button>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        Shown on the home page in this order, with their star ratings in its structured data.
      </p>
      {editing ? (
        <ItemForm
          key={editing}
          noun="testimonial"
          api="/api/admin/testimonials"
          schema={testimonialSchema}
          fields={fields}
          item={current ? { id: current.id, values: toInput(current) } : null}
          empty={emptyTestimonial}
          onDone={() => {
            setEditing(null);
            router.refresh();
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <OrderedList
        api="/api/admin/testimonials"
        noun="testimonial"
        caption="Testimonials, in the order the home page shows them"
        items={testimonials.map((t) => ({
          id: t.id,
          title: t.author,
          detail: [t.role, t.company].filter(Boolean).join(', '),
          hidden: t.hidden,
        }))}
        onEdit={(id) => {
          setEditing(id);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }}
        empty="No testimonials yet: the home page leaves the section out."
      />
    </div>
  );
}
