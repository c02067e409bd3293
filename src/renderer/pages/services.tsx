import { Link } from '@/components/site/intent-link';
import { JsonLd } from '@/components/site/json-ld';
import { PageHero } from '@/components/site/page-hero';
import { ServiceCard } from '@/components/site/service-card';
import { buttonClasses } from '@/components/ui/button';
import { servicesPage } from '@/content/services-page';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { loadServicesPage } from '@/server/public-pages/services-page';

import type { RenderedRoute } from './rendered-route';

/** /services: every service. */
export async function servicesRoute(): Promise<RenderedRoute> {
  const page = await loadServicesPage();
  return { status: 200, metadata: page.metadata, body: <ServicesPage {...page} /> };
}

const crumbs = [
  { label: 'Home', path: '/' },
  { label: 'Services', path: '/services' },
];

function ServicesPage({ cards, siteUrl }: Awaited<ReturnType<typeof loadServicesPage>>) {
  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd(siteUrl, crumbs),
          ...cards.map((card) =>
            serviceJsonLd({
              siteUrl,
              name: card.name,
              description: card.description,
              path: `/services/${card.slug}`,
            }),
          ),
        ]}
      />
      <PageHero title={servicesPage.title} subtitle={servicesPage.subtitle} crumbs={crumbs}>
        <Link href="/contact" className={buttonClasses('primary', 'lg')}>
          Get Started
        </Link>
      </PageHero>
      <section aria-label="All services" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card) => (
            <li key={card.slug}>
              <ServiceCard {...card} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
