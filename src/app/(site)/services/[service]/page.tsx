import { DetailedServicePage } from '@/components/site/detailed-service-page';
import { JsonLd } from '@/components/site/json-ld';
import { MissingPage } from '@/components/site/not-found/page-not-found';
import { OverviewServicePage } from '@/components/site/overview-service-page';
import { breadcrumbJsonLd, faqPageJsonLd, serviceJsonLd } from '@/lib/seo/json-ld';
import { answerNotFound } from '@/server/pipeline/response-status';
import { listServicePageParams, loadServicePage } from '@/server/public-pages/service-page';

type Props = PageProps<'/services/[service]'>;

export function generateStaticParams() {
  return listServicePageParams();
}

export async function generateMetadata({ params }: Props) {
  return (await loadServicePage((await params).service)).metadata;
}

export default async function ServicePage({ params }: Props) {
  const page = await loadServicePage((await params).service);
  if (!page.found) {
    answerNotFound();
    return <MissingPage {...page} />;
  }
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
    </>
  );
}
