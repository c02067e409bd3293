import { describe, expect, it } from 'vitest';

import { readPageEvidence } from './page-evidence';
import type { SafeResponse } from './safe-fetch';

const answer = (
  url: string,
  html: string,
  headers: SafeResponse['headers'] = {},
): SafeResponse => ({
  url,
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body: Buffer.from(html),
  wireBytes: html.length,
  cut: false,
  hops: [],
  ttfbMs: 10,
  totalMs: 20,
});

describe('a page as the audit reads it', () => {
  it('finds what a secure page loads over http in any element and in its CSS', () => {
    const page = readPageEvidence(
      answer(
        'https://clinic.example/',
        `<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="http://cdn.example/site.css">
<style>.hero { background: url("http://img.example/hero.jpg") } .ok { background: url(data:image/png;base64,AA==) }</style>
</head><body>
<img src="/chair.jpg" srcset="/chair-2x.jpg 2x, http://img.example/chair-3x.jpg 3x">
<picture><source srcset="http://img.example/chair.avif" type="image/avif"></picture>
<video src="https://clinic.example/tour.mp4" poster="http://img.example/poster.jpg"></video>
<div style="background-image: url('http://img.example/tile.png')"></div>
<a href="http://other.example/">A link is not loaded</a>
</body></html>`,
      ),
    );
    expect(page.mixedContent.sort()).toEqual([
      'http://cdn.example/site.css',
      'http://img.example/chair-3x.jpg',
      'http://img.example/chair.avif',
      'http://img.example/hero.jpg',
      'http://img.example/poster.jpg',
      'http://img.example/tile.png',
    ]);
    expect(page.files).toEqual([
      { url: 'http://cdn.example/site.css', kind: 'stylesheet' },
      { url: 'https://clinic.example/chair.jpg', kind: 'image' },
    ]);
  });

  it('reads nothing as mixed on a page served over http', () => {
    const page = readPageEvidence(
      answer('http://clinic.example/', '<img src="http://img.example/a.jpg" alt="">'),
    );
    expect(page.mixedContent).toEqual([]);
  });

  it('finds running text set too small, and leaves a badge alone', () => {
    const page = readPageEvidence(
      answer(
        'https://clinic.example/',
        `<style>body { font-size: 11px } .badge { font-size: 9px } p { font-size: 0.7rem } li { font-size: 8pt }
h1 { font-size: 2rem } td { font-size: 1em }</style><p style="font-size: 10px">Fine print</p>`,
      ),
    );
    expect(page.smallFonts).toEqual([
      'body { font-size: 11px }',
      'p { font-size: 0.7rem }',
      'li { font-size: 8pt }',
      'p { font-size: 10px }',
    ]);
  });

  it('reads the encoding from the header and the page, and where the page says it', () => {
    const filler = 'x'.repeat(1500);
    const page = readPageEvidence(
      answer(
        'https://clinic.example/',
        `<!doctype html><html><head><title>${filler}</title><meta http-equiv="Content-Type" content="text/html; charset=windows-1252"></head></html>`,
        { 'content-type': 'text/html' },
      ),
    );
    expect(page.charset).toEqual({ header: null, meta: 'windows-1252', metaOffset: 1542 });
  });

  it('reads hreflang alternates as absolute addresses', () => {
    const page = readPageEvidence(
      answer(
        'https://clinic.example/en/',
        `<link rel="alternate" hreflang="hi-IN" href="/hi/"><link rel="alternate" hreflang="x-default" href="https://clinic.example/">`,
      ),
    );
    expect(page.hreflang).toEqual([
      { lang: 'hi-IN', href: 'https://clinic.example/hi/' },
      { lang: 'x-default', href: 'https://clinic.example/' },
    ]);
  });
});
