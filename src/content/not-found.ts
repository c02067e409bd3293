// The 404 page's popular locations: the first four services crossed with the first three cities.
export const popularServices = [
  { slug: 'seo', name: 'SEO' },
  { slug: 'ppc', name: 'PPC' },
  { slug: 'content-strategy', name: 'Content Strategy' },
  { slug: 'site-speed', name: 'Site Speed' },
] as const;

export const popularCities = [
  { slug: 'bengaluru', name: 'Bengaluru' },
  { slug: 'mumbai', name: 'Mumbai' },
  { slug: 'delhi', name: 'Delhi' },
] as const;
