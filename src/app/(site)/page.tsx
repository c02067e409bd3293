import { CitiesSection } from '@/components/site/home/cities-section';
import { Hero } from '@/components/site/home/hero';
import { ServicesSection } from '@/components/site/home/services-section';
import { ContactSection } from '@/components/site/contact/contact-section';
import { TestimonialsSection } from '@/components/site/home/testimonials-section';
import { FaqSection } from '@/components/site/faq-section';
import { JsonLd } from '@/components/site/json-ld';
import { getInTouch } from '@/content/home';
import { siteConfig } from '@/content/site-config';
import { faqPageJsonLd, localBusinessJsonLd, reviewsJsonLd } from '@/lib/seo/json-ld';
import { loadFaqs, loadTestimonials } from '@/server/catalog';
import { business, pageMetadata, siteUrl } from '@/server/site';

export const metadata = pageMetadata({
  title: `${siteConfig.name} | SEO Agency in India for Search Rankings & Leads`,
  description:
    'SEO, PPC, content strategy and site speed services for Indian businesses. 500+ clients in 50+ cities. Get a free SEO audit from RankSutra Digital.',
  path: '/',
});

export default async function HomePage() {
  const [testimonials, faqs] = await Promise.all([loadTestimonials(), loadFaqs('home')]);
  return (
    <>
      <JsonLd
        data={[
          localBusinessJsonLd(business),
          faqPageJsonLd(faqs),
          reviewsJsonLd(siteUrl, siteConfig.name, testimonials),
        ]}
      />
      <Hero />
      <ServicesSection />
      <TestimonialsSection testimonials={testimonials} />
      <CitiesSection />
      <FaqSection faqs={faqs} />
      <ContactSection title={getInTouch.title} text={getInTouch.subtitle} path="/" />
    </>
  );
}
