// The blog's category tabs: each lists the posts whose category (chosen in the editor) it names.
// A post stores the category's slug, so its name can change without hiding a post.

export const blogCategories = [
  { slug: 'all', name: 'All' },
  { slug: 'seo', name: 'SEO' },
  { slug: 'marketing', name: 'Marketing' },
  { slug: 'content-strategy', name: 'Content Strategy' },
  { slug: 'social-media', name: 'Social Media' },
  { slug: 'analytics', name: 'Analytics' },
] as const;

export function findBlogCategory(slug: string) {
  return blogCategories.find((c) => c.slug === slug);
}

/** The categories a post can be filed under: every tab but All. */
export const postCategories = blogCategories.filter((c) => c.slug !== 'all');
export type PostCategorySlug = (typeof postCategories)[number]['slug'];
export const postCategorySlugs = postCategories.map((c) => c.slug) as [
  PostCategorySlug,
  ...PostCategorySlug[],
];

/** The slug for a category's slug or name in any case ('Content Strategy'); undefined when none. */
export function postCategorySlug(value: string): PostCategorySlug | undefined {
  const wanted = value.trim().toLowerCase();
  return postCategories.find((c) => c.slug === wanted || c.name.toLowerCase() === wanted)?.slug;
}

/** The name a post's stored category shows as; '' for none. */
export function postCategoryName(slug: string): string {
  return postCategories.find((c) => c.slug === slug)?.name ?? '';
}

export const blogCopy = {
  heading: 'Latest Insights & Strategies',
  intro:
    'Practical advice on SEO, paid search, content and analytics for businesses in India, from the people who do the work.',
  emptyTitle: 'No posts found',
  emptyText: 'There are no published posts in this category yet.',
};
