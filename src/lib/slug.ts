// The one rule that turns a name into the path segment of a URL, for posts, authors, services,
// cities and tags alike: accents dropped, '&' read as 'and', lower case, every run of anything
// else one hyphen, none at either end.

/** Lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type SlugOptions = {
  /** The longest slug, cut at a word where it can be. */
  maxLength?: number;
  /** Letters only (the city routes accept no digits). */
  lettersOnly?: boolean;
};

/** 'Local SEO: A Guide for Café Owners & Chefs!' -> 'local-seo-a-guide-for-cafe-owners-and-chefs' */
export function slugify(text: string, { maxLength = 100, lettersOnly = false }: SlugOptions = {}) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(lettersOnly ? /[^a-z]+/g : /[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
}

/**
 * A tag's slug for its filter tab: slugify's, or, for a tag with no Latin letter or digit (Hindi,
 * an emoji), 'tag-' and a short hash of the tag, so every tag has a tab address that fits the
 * filter pattern and names that tag alone.
 */
export function tagSlug(tag: string): string {
  const slug = slugify(tag, { maxLength: 60 });
  if (slug) return slug;
  let hash = 0x811c9dc5;
  for (const char of tag.trim().normalize('NFC')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `tag-${hash.toString(36)}`;
}
