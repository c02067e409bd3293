// The 404 page's popular locations: these four services crossed with the first three featured cities.
export const popularServices = [
  { slug: 'seo', name: 'SEO' },
  { slug: 'ppc', name: 'PPC' },
  { slug: 'content-strategy', name: 'Content Strategy' },
  { slug: 'site-speed', name: 'Site Speed' },
] as const;
