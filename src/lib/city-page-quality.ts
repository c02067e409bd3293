import { NEAR_DUPLICATE } from './cities/page-similarity';

// When a city page has enough copy of its own to be indexed. A stored page under the threshold is
// "thin": like a city with no page at all (the fallback), it is noindex and left out of the
// sitemap, so a half-written page never competes with the agency's good ones in search.

/** Words of the page's own text (intro, services offered, FAQ) a page needs to be published. */
export const THIN_PAGE_WORDS = 150;

export type CityPageText = {
  /** Made from a template and not edited since: thin until the owner makes it the city's own. */
  fromTemplate?: boolean;
  introParagraph: string;
  servicesOffered: ReadonlyArray<{ title: string; description: string }>;
  faq: ReadonlyArray<{ question: string; answer: string }>;
};

const countWords = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;

export function ownWordCount(page: CityPageText): number {
  return [
    page.introParagraph,
    ...page.servicesOffered.flatMap((s) => [s.title, s.description]),
    ...page.faq.flatMap((f) => [f.question, f.answer]),
  ].reduce((sum, text) => sum + countWords(text), 0);
}

export type CityPageState = 'published' | 'thin' | 'fallback';

/**
 * A page's state; `similarity` is how much of its text its closest sibling shares
 * (lib/cities/page-similarity.ts): a near-duplicate is thin whatever its length.
 */
export function cityPageState(page: CityPageText | null, similarity = 0): CityPageState {
  if (!page) return 'fallback';
  if (page.fromTemplate || similarity >= NEAR_DUPLICATE) return 'thin';
  return ownWordCount(page) >= THIN_PAGE_WORDS ? 'published' : 'thin';
}
