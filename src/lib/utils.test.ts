import { describe, expect, it } from 'vitest';

import { absoluteUrl, countOf, displayNameFromSlug } from './utils';

describe('displayNameFromSlug', () => {
  it('turns hyphens into spaces and capitalises each word', () => {
    expect(displayNameFromSlug('content-strategy')).toBe('Content Strategy');
    expect(displayNameFromSlug('new-delhi')).toBe('New Delhi');
    expect(displayNameFromSlug('SEO')).toBe('Seo');
    expect(displayNameFromSlug('')).toBe('');
  });
});

describe('absoluteUrl', () => {
  it('joins the base and the path with one slash', () => {
    expect(absoluteUrl('https://ranksutra.in/', '/blog')).toBe('https://ranksutra.in/blog');
    expect(absoluteUrl('https://ranksutra.in', 'blog')).toBe('https://ranksutra.in/blog');
    expect(absoluteUrl('https://ranksutra.in', '/')).toBe('https://ranksutra.in/');
  });
  it('leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://ranksutra.in', 'https://cdn.example/x.png')).toBe(
      'https://cdn.example/x.png',
    );
  });
});

describe('countOf', () => {
  it('puts the noun in the number of its count', () => {
    expect(countOf(1, 'finding')).toBe('1 finding');
    expect(countOf(0, 'finding')).toBe('0 findings');
    expect(countOf(1200, 'page')).toBe('1,200 pages');
    expect(countOf(2, 'enquiry', 'enquiries')).toBe('2 enquiries');
  });
});
