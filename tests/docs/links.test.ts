import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

// The README and the pages of docs/: every relative link leads to a file that exists, every
// #anchor to a heading of that file, and every page of docs/ is linked from the README.

const root = path.resolve(__dirname, '../..');
const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text outside fenced code blocks, where a link is a link. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');
const linksOf = (text: string) =>
  [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
const anchorsOf = (text: string) =>
  new Set([...prose(text).matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1]!)));

describe('the documentation', () => {
  it.each(pages)('%s links only to files and headings that exist', (page) => {
    const text = readFileSync(path.join(root, page), 'utf8');
    for (const link of linksOf(text)) {
      if (/^[a-z]+:/i.test(link)) continue;
      const [file, anchor] = link.split('#');
      const target = file ? path.join(root, path.dirname(page), file) : path.join(root, page);
      expect(existsSync(target), `${page}: ${link}`).toBe(true);
      if (anchor)
        expect(anchorsOf(readFileSync(target, 'utf8')), `${page}: ${link}`).toContain(anchor);
    }
  });

  it('links every page of docs/ from the README', () => {
    const linked = new Set(
      linksOf(readFileSync(path.join(root, 'README.md'), 'utf8')).map((link) => link.split('#')[0]),
    );
    for (const page of pages.slice(1)) expect(linked, page).toContain(page);
  });

  it('starts the README with the two commands', () => {
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    const block = /```bash\n([\s\S]*?)```/.exec(readme)![1]!;
    expect(block).toMatch(/^npm ci && npm run build && npm start/m);
    expect(block).toMatch(/^npm test/m);
  });
});
