import { CaseStudiesSection } from '@/components/site/case-studies/case-study-card';
import { DetailedServicePage } from '@/components/site/detailed-service-page';
import { JsonLd } from '@/components/site/json-ld';
import { MissingPage } from '@/components/site/not-found/page-not-found';
import { OverviewServicePage } from '@/components/site/overview-service-page';
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { loadServicePage } from '@/server/public-pages/service-page';

import type { RenderedRoute } from './rendered-route';

type ServicePageData = Extract<Awaited<ReturnType<typeof loadServicePage>>, { found: true }>;

/** /services/{service}: the service's page, or what is missing (404). */
export async function serviceRoute(params: Record<string, string>): Promise<RenderedRoute> {
  const page = await loadServicePage(params.service!);
  if (!page.found) return { status: 404, metadata: page.metadata, body: <MissingPage {...page} /> };
  return { status: 200, metadata: page.metadata, body: <ServicePage page={page} /> };
}

function ServicePage({ page }: { page: ServicePageData }) {
  const { service, path, cities, crumbs, business } = page;
  const siteUrl = business.siteUrl;
  return (
    <>
      <JsonLd
        data={[
          serviceJsonLd({
            siteUrl,
            name: service.name,
            description: service.description,
            path,
            areaServed: cities,
            plans: service.pricing?.plans,
          }),
          breadcrumbJsonLd(siteUrl, crumbs),
          faqPageJsonLd(service.faq, page.sharedFaqs),
        ]}
      />
      {service.layout === 'overview' ? (
        <OverviewServicePage
          service={service}
          cities={cities}
          moreCities={page.moreCities}
          catalogue={page.catalogue}
          crumbs={crumbs}
          business={business}
        />
      ) : (
        <DetailedServicePage
          service={service}
          cities={cities}
          moreCities={page.moreCities}
          crumbs={crumbs}
          business={business}
        />
      )}
      <CaseStudiesSection studies={page.caseStudies} />
    </>
  );
}
