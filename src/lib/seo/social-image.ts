// The generated social image (Open Graph and Twitter) of each kind of page: its address, its size
// and its alt text. The route /og/... draws it (src/server/og).

export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

export type SocialImageKind = 'post' | 'case-study' | 'service' | 'city' | 'author';

/** The label drawn above the title, and read in the alt text. */
export const socialImageKindLabel: Record<SocialImageKind, string> = {
  post: 'Blog',
  'case-study': 'Case study',
  service: 'Service',
  city: 'Local service',
  author: 'Author',
};

/** '/og/post/local-seo-checklist', '/og/city/seo/pune'. */
export function socialImagePath(kind: SocialImageKind, ...slugs: string[]): string {
  return `/og/${kind}/${slugs.map(encodeURIComponent).join('/')}`;
}

/** 'Blog: Local SEO Checklist, from RankSutra Digital' */
export function socialImageAlt(kind: SocialImageKind, title: string, brand: string): string {
  return `${socialImageKindLabel[kind]}: ${title}, from ${brand}`;
}

/** The metadata fields of a page whose social image is generated. */
export function generatedSocialImage(
  kind: SocialImageKind,
  title: string,
  brand: string,
  ...slugs: string[]
) {
  return {
    image: socialImagePath(kind, ...slugs),
    imageAlt: socialImageAlt(kind, title, brand),
    imageSize: SOCIAL_IMAGE,
  };
}
