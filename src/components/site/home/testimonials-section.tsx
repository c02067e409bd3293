import type { Testimonial } from '@/server/queries/people';

import { SectionHeading } from '../section-heading';
import { TestimonialCard } from '../testimonial-card';

export function TestimonialsSection({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section
      aria-labelledby="testimonials-heading"
      className="bg-muted/40 py-20 render-near-viewport"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-heading"
          badge="Testimonials"
          title="Client Success"
          subtitle="What business owners across India say about working with us."
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {testimonials.map((testimonial, index) => (
            <TestimonialCard
              key={testimonial.id}
              testimonial={testimonial}
              style={{ transitionDelay: `${150 + index * 100}ms` }}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
