// The six services: slugs, the names the spec uses for them, and the slugs that redirect to them.

export type ServiceSlug =
  'seo' | 'ppc' | 'content-strategy' | 'site-speed' | 'local-seo' | 'ecommerce-seo';

export type CatalogueService = {
  slug: ServiceSlug;
  /** service_details.service_name, e.g. 'PPC Management'. */
  name: string;
  /** city_pages.service_type, e.g. 'PPC'. */
  shortName: string;
};

export const serviceCatalogue: readonly CatalogueService[] = [
  { slug: 'seo', name: 'SEO', shortName: 'SEO' },
  { slug: 'ppc', name: 'PPC Management', shortName: 'PPC' },
  { slug: 'content-strategy', name: 'Content Strategy', shortName: 'Content Strategy' },
  { slug: 'site-speed', name: 'Site Speed Optimization', shortName: 'Site Speed' },
  { slug: 'local-seo', name: 'Local SEO', shortName: 'Local SEO' },
  { slug: 'ecommerce-seo', name: 'E-commerce SEO', shortName: 'E-commerce SEO' },
];

// Maps, not object literals: a slug such as 'constructor' must not find Object.prototype.
export const serviceSlugAliases: ReadonlyMap<string, ServiceSlug> = new Map([
  ['content', 'content-strategy'],
  ['e-commerce-seo', 'ecommerce-seo'],
]);

export const citySlugAliases: ReadonlyMap<string, string> = new Map([['bangalore', 'bengaluru']]);

export function findService(slug: string): CatalogueService | undefined {
  return serviceCatalogue.find((s) => s.slug === slug);
}
