import 'server-only';

import { NodeType, type HTMLElement, type Node } from 'node-html-parser';

// A page whose server sends an empty shell and a bundle that draws the content in the browser (a
// single-page app): little text, one root element, a script file. Google reads such a page only
// after it runs its scripts, later and not always; other crawlers and link previews never do.

// Fewer characters than this in the body is a shell, not a page (a cookie notice and a title).
const SHELL_TEXT_CHARS = 200;
const NOT_CONTENT = new Set(['script', 'style', 'noscript', 'template', 'link', 'meta']);

function visibleText(node: Node): string {
  if (node.nodeType === NodeType.TEXT_NODE) return node.rawText;
  if (node.nodeType !== NodeType.ELEMENT_NODE) return '';
  const element = node as HTMLElement;
  if (NOT_CONTENT.has(element.tagName?.toLowerCase() ?? '')) return '';
  return element.childNodes.map(visibleText).join(' ');
}

/** How the page shows it is drawn by script, or null when its server sends its content. */
export function scriptDrawnShell(
  root: HTMLElement,
  scriptFiles: number,
): { textChars: number; root: string } | null {
  if (scriptFiles === 0) return null;
  const body = root.querySelector('body') ?? root;
  const textChars = visibleText(body).replace(/\s+/g, ' ').trim().length;
  const elements = body.childNodes.filter(
    (node): node is HTMLElement =>
      node.nodeType === NodeType.ELEMENT_NODE &&
      !NOT_CONTENT.has((node as HTMLElement).tagName?.toLowerCase() ?? ''),
  );
  if (textChars >= SHELL_TEXT_CHARS || elements.length !== 1) return null;
  const [shell] = elements;
  const id = shell!.getAttribute('id');
  return { textChars, root: `<${shell!.tagName.toLowerCase()}${id ? ` id="${id}"` : ''}>` };
}
