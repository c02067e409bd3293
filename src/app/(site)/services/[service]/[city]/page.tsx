import type { Metadata } from 'next';

import { ArrowRight } from '@/components/ui/icons';
import { CityBenefits, FallbackNotice, WhyChooseUs } from '@/components/site/city/city-sections';
import { ContactSection } from '@/components/site/contact/contact-section';
import { PricingSection } from '@/components/site/pricing-section';
import { FaqSection } from '@/components/site/faq-section';
import { Link } from '@/components/site/intent-link';
import { JsonLd } from '@/components/site/json-ld';
import { LinkTiles } from '@/components/site/link-tiles';
import { PageHero } from '@/components/site/page-hero';
import { SectionHeading } from '@/components/site/section-heading';
import { TestimonialCard } from '@/components/site/testimonial-card';
import { buttonClasses } from '@/components/ui/button';
import { cityBenefits } from '@/content/service-city';
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { fitCityPageTitle } from '@/lib/seo/fit-title';
import { serviceCityPath } from '@/lib/routing/service-city';
import { nearestCities } from '@/lib/cities/related-cities';
import {
  loadCities,
  loadCitiesForService,
  loadCityPageLinks,
  loadFeaturedCities,
  loadService,
  loadServiceCatalogue,
  loadServiceSlugsInCity,
  loadSharedFaqQuestions,
} from '@/server/catalog';
import { resolveCityView } from '@/server/city-view';
import { loadBusiness, pageMetadata, siteUrl } from '@/server/site';
import {
  cityPageNotFound,
  RecordNotFound,
  serviceNotFound,
} from '@/components/site/not-found/record-not-found';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { generatedSocialImage } from '@/lib/seo/social-image';
import { answerNotFound } from '@/server/pipeline/response-status';

/** What is really missing: the service, or its page for that city. */
async function missingCityPage(serviceSlug: string) {
  const service = await loadService(serviceSlug);
  return service ? cityPageNotFound(service) : serviceNotFound;
}

export async function generateStaticParams() {
  const links = await loadCityPageLinks();
  return links.map((link) => ({ service: link.serviceSlug, city: link.citySlug }));
}

export async function generateMetadata({
  params,
}: PageProps<'/services/[service]/[city]'>): Promise<Metadata> {
  const { service, city } = await params;
  const view = await resolveCityView(service, city);
  if (!view) return notFoundMetadata((await missingCityPage(service)).title);
  const business = await loadBusiness();
  return pageMetadata((name) => ({
    // Any stored city's title fits a search result, however long its name.
    title: fitCityPageTitle(view.metaTitle, view.city.state, [business.name, business.shortName]),
    description: view.metaDescription,
    path: serviceCityPath(view.service.slug, view.city.slug),
    noindex: view.noindex,
    ...generatedSocialImage('city', view.h1, name, view.service.slug, view.city.slug),
  }));
}

export default async function ServiceInCityPage({
  params,
}: PageProps<'/services/[service]/[city]'>) {
  const { service: serviceSlug, city: citySlug } = await params;
  const view = await resolveCityView(serviceSlug, citySlug);
  if (!view) {
    answerNotFound();
    return <RecordNotFound {...await missingCityPage(serviceSlug)} />;
  }
  const { service, city } = view;
  const [serviceCities, featuredCities, servicesHere, cities, catalogue, sharedFaqs] =
    await Promise.all([
      loadCitiesForService(service.slug),
      loadFeaturedCities(),
      loadServiceSlugsInCity(city.slug),
      loadCities(),
      loadServiceCatalogue(),
      loadSharedFaqQuestions(),
    ]);
  // The nearest of the service's other cities with pages (a service without any: the featured
  // cities), a dozen at most however many cities there are.
  const places = new Map(cities.map((c) => [c.slug, c]));
  const place = places.get(city.slug);
  const otherCities = nearestCities(
    { ...city, ...place },
    (serviceCities.length > 0 ? serviceCities : featuredCities).map((c) => ({
      ...c,
      ...places.get(c.slug),
    })),
    new Set(featuredCities.map((c) => c.slug)),
  );
  const path = serviceCityPath(service.slug, city.slug);
  const crumbs = [
    { label: 'Home', path: '/' },
    { label: 'Services', path: '/services' },
    { label: service.name, path: `/services/${service.slug}` },
    { label: city.name, path },
  ];
  const otherServices = catalogue.filter(
    (s) => s.slug !== service.slug && (view.id === 'fallback' || servicesHere.includes(s.slug)),
  );

  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd({
            siteUrl,
            name: `${service.name} in ${city.name}`,
            serviceType: service.name,
            description: view.metaDescription,
            path,
            areaServed: [{ ...place, name: city.name }],
            plans: view.pricing?.plans,
          }),
          breadcrumbJsonLd(siteUrl, crumbs),
          // The generic page of a city with no record has no FAQ of its own.
          view.id === 'fallback' ? null : faqPageJsonLd(view.faq, sharedFaqs),
        ]}
      />
      <PageHero
        title={view.h1}
        subtitle={`${service.name} for businesses in ${city.name}, ${city.state}`}
        crumbs={crumbs}
      >
        <a href="#contact" className={buttonClasses('primary', 'lg')}>
          Get a Free Consultation
        </a>
      </PageHero>
      {view.notice ? <FallbackNotice text={view.notice} /> : null}

      <section
        aria-label="Introduction"
        className="mx-auto max-w-3xl px-4 pt-12 text-lg leading-relaxed sm:px-6 lg:px-8"
      >
        <p>{view.intro}</p>
      </section>

      <CityBenefits
        city={city.name}
        service={service.name}
        servicesOffered={view.servicesOffered}
        benefits={cityBenefits}
      />
      {view.reasons.length > 0 ? <WhyChooseUs reasons={view.reasons} /> : null}
      {view.pricing ? <PricingSection service={service.name} pricing={view.pricing} /> : null}

      {view.testimonials.length > 0 ? (
        <section
          aria-labelledby="testimonials-heading"
          className="bg-muted/40 py-16 render-near-viewport"
        >
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <SectionHeading id="testimonials-heading" title={`What ${city.name} Clients Say`} />
            <div className="mx-auto mt-10 grid max-w-3xl gap-6">
              {view.testimonials.map((t) => (
                <TestimonialCard key={t.author} testimonial={t} />
              ))}
            </div>
          </div>
        </section>
      ) : null}

      {view.faq.length > 0 ? (
        <FaqSection
          faqs={view.faq}
          subtitle={`Common questions about ${service.name} in ${city.name}`}
        />
      ) : null}

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 render-near-viewport sm:px-6 lg:px-8">
        <LinkTiles
          title={`${service.name} in Other Cities`}
          tiles={otherCities.map((c) => ({
            href: serviceCityPath(service.slug, c.slug),
            label: c.name,
            sublabel: c.state,
          }))}
        />
        <LinkTiles
          title={`Other Services in ${city.name}`}
          tiles={otherServices.map((s) => ({
            href: serviceCityPath(s.slug, city.slug),
            label: s.name,
          }))}
        />
        <nav
          aria-label="More from us"
          className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium"
        >
          {[
            { href: `/services/${service.slug}`, label: `About our ${service.name} services` },
            { href: '/services', label: 'All services' },
            { href: '/locations', label: 'All locations' },
          ].map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="inline-flex items-center gap-1 py-2 text-primary hover:underline"
            >
              {link.label}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          ))}
        </nav>
      </div>

      <ContactSection
        title={`Ready to Grow Your ${city.name} Business?`}
        text={`Take the first step towards better ${service.name} results with a free consultation`}
        path={path}
        page={view.h1}
        city={city.name}
      />
    </>
  );
}
