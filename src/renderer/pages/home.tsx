import { CitiesSection } from '@/components/site/home/cities-section';
import { Hero } from '@/components/site/home/hero';
import { ServicesSection } from '@/components/site/home/services-section';
import { ContactSection } from '@/components/site/contact/contact-section';
import { TestimonialsSection } from '@/components/site/home/testimonials-section';
import { FaqSection } from '@/components/site/faq-section';
import { JsonLd } from '@/components/site/json-ld';
import { getInTouch } from '@/content/home';
import { siteConfig } from '@/content/site-config';
import { faqPageJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { loadHomePage } from '@/server/public-pages/home-page';

import type { RenderedRoute } from './rendered-route';

/** /: the home page. */
export async function homeRoute(): Promise<RenderedRoute> {
  const page = await loadHomePage();
  return { status: 200, metadata: page.metadata, body: <HomePage page={page} /> };
}

function HomePage({ page }: { page: Awaited<ReturnType<typeof loadHomePage>> }) {
  return (
    <>
      <JsonLd
        data={[
          websiteJsonLd(page.business, siteConfig.locale.replace('_', '-')),
          faqPageJsonLd(page.faqs, page.sharedFaqs),
        ]}
      />
      <Hero />
      <ServicesSection cards={page.serviceCards} />
      <TestimonialsSection testimonials={page.testimonials} />
      <CitiesSection cities={page.cities} service={page.citiesService} />
      <FaqSection faqs={page.faqs} />
      <ContactSection
        contact={page.contact}
        title={getInTouch.title}
        text={getInTouch.subtitle}
        path="/"
        page="Home"
      />
    </>
  );
}
