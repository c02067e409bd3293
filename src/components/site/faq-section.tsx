import { ChevronDown } from '@/components/ui/icons';
import type { FaqEntry } from '@/lib/seo/json-ld';

import { SectionHeading } from './section-heading';

export type FaqSectionProps = {
  faqs: readonly FaqEntry[];
  title?: string;
  subtitle?: string;
  badge?: string;
  /** Groups the items: opening one closes the others (native <details name>, no JavaScript). */
  group?: string;
};

export function FaqSection({
  faqs,
  title = 'Frequently Asked Questions',
  subtitle = 'Find answers to common questions about our SEO services',
  badge = 'FAQ',
  group = 'faq',
}: FaqSectionProps) {
  if (faqs.length === 0) return null;
  return (
    <section
      id="faq"
      aria-labelledby="faq-heading"
      data-reveal
      className="py-20 render-near-viewport"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-heading" badge={badge} title={title} subtitle={subtitle} />
        <div className="mt-10 divide-y divide-border rounded-lg border border-border bg-card">
          {faqs.map((faq) => (
            <details key={faq.question} name={group} className="group px-5">
              <summary className="flex cursor-pointer items-center justify-between gap-4 py-4 text-left font-medium">
                <h3 className="text-base">{faq.question}</h3>
                <ChevronDown
                  className="faq-chevron h-5 w-5 shrink-0 transition-transform"
                  aria-hidden
                />
              </summary>
              <p className="pb-5 text-muted-foreground">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
