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
import { loadFaqs, loadSharedFaqQuestions, loadTestimonials } from '@/server/catalog';
import { loadBusiness, sitePageMetadata } from '@/server/site';

export function generateMetadata() {
  return sitePageMetadata('home');
}

export default async function HomePage() {
  const [testimonials, faqs, business, sharedFaqs] = await Promise.all([
    loadTestimonials(),
    loadFaqs('home'),
    loadBusiness(),
    loadSharedFaqQuestions(),
  ]);
  return (
    <>
      <JsonLd
        data={[
          websiteJsonLd(business, siteConfig.locale.replace('_', '-')),
          faqPageJsonLd(faqs, sharedFaqs),
        ]}
      />
      <Hero />
      <ServicesSection />
      <TestimonialsSection testimonials={testimonials} />
      <CitiesSection />
      <FaqSection faqs={faqs} />
      <ContactSection title={getInTouch.title} text={getInTouch.subtitle} path="/" page="Home" />
    </>
  );
}
