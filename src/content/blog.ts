// The blog's category tabs: each lists the posts whose category (chosen in the editor) it names.

export const blogCategories = [
  { slug: 'all', name: 'All' },
  { slug: 'seo', name: 'SEO' },
  { slug: 'marketing', name: 'Marketing' },
  { slug: 'content-strategy', name: 'Content Strategy' },
  { slug: 'social-media', name: 'Social Media' },
  { slug: 'analytics', name: 'Analytics' },
] as const;

export type BlogCategorySlug = (typeof blogCategories)[number]['slug'];

export function findBlogCategory(slug: string) {
  return blogCategories.find((c) => c.slug === slug);
}

export const blogCopy = {
  heading: 'Latest Insights & Strategies',
  intro:
    'Practical advice on SEO, paid search, content and analytics for businesses in India, from the people who do the work.',
  title: 'Blog | SEO and Digital Marketing Insights',
  description:
    'Guides and insights on SEO, Google Ads, content strategy, social media and analytics for Indian businesses, written by the RankSutra Digital team.',
  emptyTitle: 'No posts found',
  emptyText: 'There are no published posts in this category yet.',
};
