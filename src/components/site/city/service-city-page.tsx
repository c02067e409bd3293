import { ArrowRight } from '@/components/ui/icons';
import { CaseStudiesSection } from '@/components/site/case-studies/case-study-card';
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
import { serviceCityPath } from '@/lib/routing/service-city';
import type { ServiceCityPageData } from '@/server/public-pages/service-city-page';

import { CityBenefits, FallbackNotice, WhyChooseUs } from './city-sections';

/** A service's page in a city: its JSON-LD, sections, links onwards and enquiry form. */
export function ServiceCityPage({ page }: { page: ServiceCityPageData }) {
  const { view, path, place, crumbs, siteUrl, otherCities, otherServices } = page;
  const { service, city } = view;

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
          view.id === 'fallback' ? null : faqPageJsonLd(view.faq, page.sharedFaqs),
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

      <CaseStudiesSection studies={page.caseStudies} />

      <ContactSection
        contact={page.contact}
        title={`Ready to Grow Your ${city.name} Business?`}
        text={`Take the first step towards better ${service.name} results with a free consultation`}
        path={path}
        page={view.h1}
        city={city.name}
      />
    </>
  );
}
