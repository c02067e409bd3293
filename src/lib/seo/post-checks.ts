// The SEO panel's checks of a post, computed from the editor's fields: one pure module, so the
// panel (in the browser) and the tests apply the same rules. Marks: pass, improve or problem.

import { countOf } from '../utils';
import { findKeyphrase } from './keyphrase-match';
import { searchAppearanceChecks, type Check } from './search-appearance';

export type { Check };

export type PostDraft = {
  title: string;
  metaTitle?: string;
  metaDescription?: string;
  excerpt?: string;
  slug: string;
  content: string;
  keyphrase: string;
  /** The site's host, to tell internal links from outbound ones. */
  siteHost: string;
};

type Outline = {
  firstParagraph: string;
  subheadings: string[];
  h1Count: number;
  images: { alt: string }[];
  links: string[];
  text: string;
};

/** The markdown's parts the checks read: headings, the first paragraph, images, links, plain text. */
export function outline(markdown: string): Outline {
  const subheadings: string[] = [];
  let h1Count = 0;
  let firstParagraph = '';
  let inFence = false;
  const prose: string[] = [];
  for (const line of markdown.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      if (heading[1]!.length === 1) h1Count++;
      else subheadings.push(heading[2]!.trim());
      continue;
    }
    const trimmed = line.trim();
    if (!firstParagraph && trimmed && !/^(!\[|[-*+>|]|\d+\.)/.test(trimmed))
      firstParagraph = trimmed;
    prose.push(line);
  }
  const body = prose.join('\n');
  const images = [...body.matchAll(/!\[([^\]]*)\]\([^)]*\)/g)].map((m) => ({ alt: m[1]!.trim() }));
  const links = [...body.matchAll(/(?<!!)\[[^\]]*\]\(([^)\s]+)[^)]*\)/g)].map((m) => m[1]!);
  const text = body
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`>#|]/g, ' ');
  return { firstParagraph, subheadings, h1Count, images, links, text };
}

const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

/** Vowel groups, the usual English estimate; at least one a word. */
function syllables(word: string): number {
  const groups = word
    .toLowerCase()
    .replace(/e$/, '')
    .match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 0);
}

/** Flesch reading ease, 0 (hard) to 100 (easy); null under 50 words. */
export function readingEase(text: string): number | null {
  const all = words(text);
  if (all.length < 50) return null;
  const sentences = Math.max(
    1,
    text.split(/[.!?।]+(?:\s|$)/).filter((s) => words(s).length).length,
  );
  const syllableCount = all.reduce((sum, w) => sum + syllables(w), 0);
  const score = 206.835 - 1.015 * (all.length / sentences) - 84.6 * (syllableCount / all.length);
  return Math.round(Math.min(100, Math.max(0, score)));
}

function isOutbound(href: string, siteHost: string): boolean | null {
  if (href.startsWith('/') || href.startsWith('#')) return false;
  try {
    const url = new URL(href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.replace(/^www\./, '') !== siteHost.replace(/^www\./, '');
  } catch {
    return null;
  }
}

export function checkPost(draft: PostDraft): Check[] {
  const doc = outline(draft.content);
  const key = draft.keyphrase.trim();
  const title = (draft.metaTitle?.trim() || draft.title).trim();
  const description = (draft.metaDescription?.trim() || draft.excerpt?.trim() || '').trim();
  const count = words(doc.text).length;
  const ease = readingEase(doc.text);
  const outbound = doc.links.filter((l) => isOutbound(l, draft.siteHost) === true).length;
  const internal = doc.links.filter((l) => isOutbound(l, draft.siteHost) === false).length;
  const missingAlt = doc.images.filter((i) => !i.alt).length;
  const keyCheck = (id: string, label: string, where: string, texts: string[]): Check => {
    const found = key ? texts.map((text) => findKeyphrase(text, key)).find(Boolean) : null;
    return {
      id,
      label,
      mark: !key ? 'improve' : found ? 'pass' : 'problem',
      message: !key
        ? 'Set a focus keyphrase to check this.'
        : found
          ? `The keyphrase appears in the ${where}: “${found}”.`
          : `Use the keyphrase in the ${where}.`,
    };
  };

  return [
    keyCheck('key-title', 'Keyphrase in title', 'SEO title', [title]),
    keyCheck('key-description', 'Keyphrase in meta description', 'meta description', [description]),
    keyCheck('key-slug', 'Keyphrase in slug', 'slug', [draft.slug.replace(/-/g, ' ')]),
    keyCheck('key-intro', 'Keyphrase in first paragraph', 'first paragraph', [doc.firstParagraph]),
    keyCheck('key-subheading', 'Keyphrase in a subheading', 'subheadings', doc.subheadings),
    ...searchAppearanceChecks({ title, description }),
    {
      id: 'word-count',
      label: 'Length of the text',
      mark: count >= 600 ? 'pass' : count >= 300 ? 'improve' : 'problem',
      message: `${count} words; 600 or more covers a topic well, under 300 rarely ranks.`,
    },
    {
      id: 'image-alt',
      label: 'Images with alt text',
      mark: missingAlt ? 'problem' : 'pass',
      message: missingAlt
        ? `${missingAlt} of ${doc.images.length} images have no alt text.`
        : doc.images.length
          ? 'Every image has alt text.'
          : 'No images in the text.',
    },
    {
      id: 'internal-links',
      label: 'Internal links',
      mark: internal ? 'pass' : 'improve',
      message: internal
        ? `${countOf(internal, 'link')} to this site.`
        : 'Link to a related service or post on this site.',
    },
    {
      id: 'outbound-links',
      label: 'Outbound links',
      mark: outbound ? 'pass' : 'improve',
      message: outbound
        ? `${countOf(outbound, 'link')} to other sites.`
        : 'Cite a source on another site.',
    },
    {
      id: 'single-h1',
      label: 'One h1',
      mark: doc.h1Count === 0 ? 'pass' : 'problem',
      message:
        doc.h1Count === 0
          ? 'The title is the page’s only h1.'
          : 'The title is already the h1: start headings in the text at ##.',
    },
    {
      id: 'readability',
      label: 'Readability',
      mark: ease === null ? 'improve' : ease >= 60 ? 'pass' : ease >= 40 ? 'improve' : 'problem',
      message:
        ease === null
          ? 'Write at least 50 words to score readability.'
          : `Reading ease ${ease} of 100: ${ease >= 60 ? 'plain and easy to follow.' : ease >= 40 ? 'fairly hard; shorter sentences and simpler words help.' : 'hard; split long sentences and prefer short words.'}`,
    },
  ];
}
