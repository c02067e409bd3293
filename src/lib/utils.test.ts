import { describe, expect, it } from 'vitest';

import { absoluteUrl, displayNameFromSlug } from './utils';

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
