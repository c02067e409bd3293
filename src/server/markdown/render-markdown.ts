import 'server-only';

import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

import { readingMinutes } from '@/lib/reading-time';

// Markdown to safe HTML, on the server, for post pages and the admin's live preview alike.

export type TocEntry = { id: string; text: string; level: number };
export type RenderedMarkdown = {
  html: string;
  toc: TocEntry[];
  wordCount: number;
  readingMinutes: number;
};

const schema: SanitizeSchema = {
  ...defaultSchema,
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto', 'tel'],
    src: ['http', 'https'],
    cite: ['http', 'https'],
  },
};

const headingTag = /^h([1-6])$/;

// Ids are added after sanitising (which strips any id the author wrote), so they are
// rehype-slug's unique ids: a repeated heading gets '-1', '-2'.
function collectHeadings(toc: TocEntry[]) {
  return () => (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const level = headingTag.exec(node.tagName)?.[1];
      const id = node.properties.id;
      if (level && typeof id === 'string')
        toc.push({ id, text: toString(node), level: Number(level) });
    });
  };
}

export function renderMarkdown(markdown: string): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    // Raw HTML in the markdown is dropped, not passed through.
    .use(remarkRehype, { allowDangerousHtml: false })
    .use(rehypeSanitize, schema)
    .use(rehypeSlug)
    .use(collectHeadings(toc))
    .use(rehypeStringify);
  const tree = processor.runSync(processor.parse(markdown));
  const html = processor.stringify(tree);
  const wordCount = countWords(toString(tree));
  return { html, toc, wordCount, readingMinutes: readingMinutes(wordCount) };
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
