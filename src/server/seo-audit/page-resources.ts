import 'server-only';

import type { HTMLElement } from 'node-html-parser';
import postcss, { type Root } from 'postcss';

// What a page loads and how its own CSS sizes its text, read from its HTML: every address a browser
// fetches for it (mixed content, and the files whose headers and weight the audit reads) and the
// font sizes set on its running text.

/** Each attribute that makes a browser fetch an address. */
const FETCHED: Array<[selector: string, attribute: string]> = [
  ['script[src]', 'src'],
  ['link[rel~="stylesheet"][href]', 'href'],
  ['link[rel~="icon"][href]', 'href'],
  ['link[rel="preload"][href]', 'href'],
  ['img[src]', 'src'],
  ['img[srcset]', 'srcset'],
  ['source[src]', 'src'],
  ['source[srcset]', 'srcset'],
  ['input[type="image"][src]', 'src'],
  ['video[src]', 'src'],
  ['video[poster]', 'poster'],
  ['audio[src]', 'src'],
  ['track[src]', 'src'],
  ['iframe[src]', 'src'],
  ['embed[src]', 'src'],
  ['object[data]', 'data'],
];

/** The addresses of a srcset: each candidate's first word. */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

// Text smaller than this is hard to read on a phone (Lighthouse's "legible font sizes" says 12 px).
const LEGIBLE_PX = 12;
// The selectors that set running text; a small badge or a footnote's class is not a finding.
const RUNNING_TEXT = /^(\*|:root|html|body|p|li|td|main|article|div|span|a)$/i;

/** A CSS length in px, for the units a page's text is set in; null for the relative ones. */
function pixels(value: string): number | null {
  const match = /^([\d.]+)(px|pt|rem)?$/i.exec(value.trim().replace(/\s*!important$/i, ''));
  if (!match) return null;
  const size = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  if (unit === 'px') return size;
  if (unit === 'pt') return (size * 4) / 3;
  if (unit === 'rem') return size * 16;
  return size === 0 ? 0 : null;
}

function parseCss(css: string): Root | null {
  try {
    return postcss.parse(css);
  } catch {
    // Broken CSS a browser would skip: nothing to read from it.
    return null;
  }
}

export type PageResources = {
  /** Every address the page makes a browser fetch, resolved, in document order. */
  fetched: string[];
  /** Its stylesheets, scripts and images (src), resolved: the files whose headers are read. */
  files: Array<{ url: string; kind: 'stylesheet' | 'script' | 'image' }>;
  /** Its running text set under 12 px, as "selector { font-size: 10px }". */
  smallFonts: string[];
};

export function readPageResources(root: HTMLElement, pageUrl: URL): PageResources {
  const resolve = (address: string) => {
    try {
      return new URL(address.trim(), pageUrl).href;
    } catch {
      return null;
    }
  };
  const fetched: string[] = [];
  for (const [selector, attribute] of FETCHED)
    for (const element of root.querySelectorAll(selector)) {
      const value = element.getAttribute(attribute) ?? '';
      fetched.push(...(attribute === 'srcset' ? srcsetUrls(value) : [value]));
    }
  const smallFonts: string[] = [];
  const readCss = (css: Root | null, selectorOf: (selector: string) => string) =>
    css?.walkDecls((declaration) => {
      for (const [, , address] of declaration.value.matchAll(CSS_URL))
        if (address && !address.startsWith('data:')) fetched.push(address);
      if (declaration.prop.toLowerCase() !== 'font-size') return;
      const rule = declaration.parent?.type === 'rule' ? declaration.parent.selector : '';
      const selector = selectorOf(rule);
      const size = pixels(declaration.value);
      const running = selector.split(',').some((part) => RUNNING_TEXT.test(part.trim()));
      if (size !== null && size > 0 && size < LEGIBLE_PX && running)
        smallFonts.push(`${selector} { font-size: ${declaration.value.trim()} }`);
    });
  for (const style of root.querySelectorAll('style'))
    readCss(parseCss(style.text), (selector) => selector);
  for (const element of root.querySelectorAll('[style]'))
    readCss(parseCss(`x{${element.getAttribute('style')}}`), () => element.tagName.toLowerCase());

  const files: PageResources['files'] = [];
  const file = (
    selector: string,
    attribute: string,
    kind: PageResources['files'][number]['kind'],
  ) =>
    root.querySelectorAll(selector).forEach((element) => {
      const url = resolve(element.getAttribute(attribute) ?? '');
      if (url && /^https?:/.test(url)) files.push({ url, kind });
    });
  file('link[rel~="stylesheet"][href]', 'href', 'stylesheet');
  file('script[src]', 'src', 'script');
  file('img[src]', 'src', 'image');
  return {
    fetched: [...new Set(fetched.map(resolve).filter((url): url is string => url !== null))],
    files,
    smallFonts: [...new Set(smallFonts)],
  };
}
