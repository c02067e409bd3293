import { ArrowRight, FileText, Gauge, MousePointerClick, Search } from '@/components/ui/icons';
import { Link } from '@/components/site/intent-link';
import { buttonClasses } from '@/components/ui/button';
import { CheckMark } from '@/components/ui/check-mark';
import type { HomeServiceLink, ServiceIcon } from '@/content/home';

import { SectionHeading } from '../section-heading';

const icons: Record<ServiceIcon, typeof Search> = {
  search: Search,
  ppc: MousePointerClick,
  content: FileText,
  speed: Gauge,
};

/** The home page's cards of the services that still exist, under their current names. */
export function ServicesSection({ cards }: { cards: readonly HomeServiceLink[] }) {
  return (
    <section
      id="services"
      aria-labelledby="services-heading"
      className="py-20 render-near-viewport"
      data-reveal
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="services-heading"
          badge="Our Services"
          title="Search Marketing That Grows Revenue"
          subtitle="Four disciplines, one team, measured by the enquiries and sales they bring you."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((service) => {
            const Icon = icons[service.icon];
            return (
              <li
                key={service.title}
                className="flex flex-col rounded-lg border border-border bg-card p-6"
                data-reveal
                style={{ transitionDelay: `${service.delay}ms` }}
              >
                <Icon
                  className={`h-10 w-10 rounded-md p-2 service-accent-${service.accentColor}`}
                  aria-hidden
                />
                <h3 className="mt-4 text-xl font-semibold">{service.title}</h3>
                <p className="mt-2 text-muted-foreground">{service.description}</p>
                <ul className="mt-4 flex-1 space-y-2 text-sm">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <CheckMark className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  href={service.link}
                  className="mt-6 inline-flex items-center gap-1 py-2 font-semibold text-primary hover:underline"
                >
                  Learn more<span className="sr-only"> about {service.title}</span>
                  <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <Link href="/services" className={buttonClasses('outline', 'md')}>
            View All Services
          </Link>
        </div>
      </div>
    </section>
  );
}
