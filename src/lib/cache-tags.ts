// Every cache tag in one place: cached reads tag themselves with these, admin writes revalidate them.

export const cacheTags = {
  services: 'services',
  cityPages: 'city-pages',
  blogPosts: 'blog-posts',
  caseStudies: 'case-studies',
  authors: 'authors',
  emailTemplates: 'email-templates',
  testimonials: 'testimonials',
  team: 'team',
  faqs: 'faqs',
  business: 'business',
  pageMeta: 'page-meta',
  crawlers: 'crawlers',
  webVitals: 'web-vitals',
  media: 'media',
} as const;
