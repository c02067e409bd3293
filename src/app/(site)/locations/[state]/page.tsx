import type { Metadata } from 'next';

import { CityServicesCard } from '@/components/site/locations/city-services-card';
import { Link } from '@/components/site/intent-link';
import { JsonLd } from '@/components/site/json-ld';
import { PageHero } from '@/components/site/page-hero';
import { RecordNotFound, stateNotFound } from '@/components/site/not-found/record-not-found';
import { stateDescription } from '@/lib/cities/states';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { loadServedStates } from '@/server/locations';
import { answerNotFound } from '@/server/pipeline/response-status';
import { pageMetadata, siteUrl } from '@/server/site';

// One state's cities, each with its service pages: /locations links here, so no page lists every
// city of a 500-city site.

async function loadState(slug: string) {
  return (await loadServedStates()).find((group) => group.slug === slug) ?? null;
}

export async function generateStaticParams() {
  return (await loadServedStates()).map((group) => ({ state: group.slug }));
}

export async function generateMetadata({
  params,
}: PageProps<'/locations/[state]'>): Promise<Metadata> {
  const group = await loadState((await params).state);
  if (!group) return notFoundMetadata(stateNotFound.title);
  return pageMetadata((_name, brand) => ({
    title: brand(`Our Locations in ${group.state}`),
    description: stateDescription(
      group.state,
      group.cities.map((city) => city.name),
    ),
    path: `/locations/${group.slug}`,
  }));
}

export default async function StateLocationsPage({ params }: PageProps<'/locations/[state]'>) {
  const group = await loadState((await params).state);
  if (!group) {
    answerNotFound();
    return <RecordNotFound {...stateNotFound} />;
  }
  const crumbs = [
    { label: 'Home', path: '/' },
    { label: 'Locations', path: '/locations' },
    { label: group.state, path: `/locations/${group.slug}` },
  ];
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs)} />
      <PageHero
        title={`Our Locations in ${group.state}`}
        subtitle={`Choose your city to see how each of our services works for businesses in ${group.state}.`}
        crumbs={crumbs}
      />
      <section aria-label="Cities" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {group.cities.map((city) => (
            <CityServicesCard key={city.slug} city={city} />
          ))}
        </ul>
        <p className="mt-10">
          <Link href="/locations" className="font-medium text-primary hover:underline">
            All states and cities
          </Link>
        </p>
      </section>
    </>
  );
}
