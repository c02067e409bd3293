import type { ContactBlock } from '@/lib/contact-options';

import { SectionHeading } from '../section-heading';
import { ContactDetails } from './contact-details';
import { contactFormIcons } from './contact-form-icons';
import { LazyContactForm } from './lazy-contact-form';

export type ContactSectionProps = {
  contact: ContactBlock;
  id?: string;
  title: string;
  text: string;
  path: string;
  /** The page's name, as a WhatsApp message names it. */
  page: string;
  /** The city the form starts with; by default the spec's pre-fill from the path. */
  city?: string;
  className?: string;
};

/** The enquiry form beside the contact details, as a page section. */
export function ContactSection({
  contact,
  id = 'contact',
  title,
  text,
  path,
  page,
  city,
  className,
}: ContactSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      // Laid out with the page, not near the viewport: estimated shorter than the form is, its
      // phone link overlapped the footer's links until painted (axe target-size in Lighthouse).
      className={className ?? 'bg-muted/40 py-20'}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={`${id}-heading`} title={title} subtitle={text} />
        <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_340px]">
          <div className="rounded-lg border border-border bg-card p-6 sm:p-8">
            <LazyContactForm
              path={path}
              city={city}
              icons={contactFormIcons}
              services={contact.services}
            />
          </div>
          <ContactDetails business={contact.business} page={{ name: page, path }} />
        </div>
      </div>
    </section>
  );
}
