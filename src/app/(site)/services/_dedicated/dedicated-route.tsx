import { DedicatedServicePage } from '@/components/site/dedicated-service-page';
import { JsonLd } from '@/components/site/json-ld';
import type { DedicatedServicePage as PageContent } from '@/content/dedicated-service-pages';
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { loadCitiesForService } from '@/server/catalog';
import { pageMetadata, siteUrl } from '@/server/site';

// Shared by /services/local-seo and /services/ecommerce-seo.

export function dedicatedMetadata(content: PageContent) {
  return pageMetadata({
    title: content.metaTitle,
    description: content.metaDescription,
    path: `/services/${content.slug}`,
  });
}

export async function DedicatedRoute({ content }: { content: PageContent }) {
  const path = `/services/${content.slug}`;
  const cities = await loadCitiesForService(content.slug);
  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd({
            siteUrl,
            name: content.name,
            description: content.metaDescription,
            path,
          }),
          breadcrumbJsonLd(siteUrl, [
            { label: 'Home', path: '/' },
            { label: 'Services', path: '/services' },
            { label: content.name, path },
          ]),
          faqPageJsonLd(content.faqs),
        ]}
      />
      <DedicatedServicePage content={content} cities={cities} />
    </>
  );
}
