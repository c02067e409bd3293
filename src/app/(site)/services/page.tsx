import { Link } from '@/components/site/intent-link';
import { JsonLd } from '@/components/site/json-ld';
import { PageHero } from '@/components/site/page-hero';
import { ServiceCard } from '@/components/site/service-card';
import { buttonClasses } from '@/components/ui/button';
import { servicesPage } from '@/content/services-page';
import { breadcrumbJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { loadServices } from '@/server/catalog';
import { siteUrl, sitePageMetadata } from '@/server/site';

export function generateMetadata() {
  return sitePageMetadata('services');
}

const crumbs = [
  { label: 'Home', path: '/' },
  { label: 'Services', path: '/services' },
];

export default async function ServicesPage() {
  // Every card is a stored service: the spec's fallback cards for Local SEO and E-commerce SEO
  // would link to pages the admin deleted.
  const cards = await loadServices();
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
