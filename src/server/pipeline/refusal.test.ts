import { describe, expect, it } from 'vitest';

import { refusalFor } from './refusal';

const staticFiles = new Set(['/og-image.png', '/_next/static/chunks/a.js']);
const refuse = (method: string, target: string) =>
  refusalFor(method, target, (path) => staticFiles.has(path));

describe('refusalFor', () => {
  it('refuses paths whose percent-escapes do not decode with 400', () => {
    for (const target of [
      '/blog/%',
      '/blog/%zz',
      '/services/%ff%fe',
      '/uploads/%',
      '/api/blog/%/view',
    ])
      expect(refuse('GET', target)?.status, target).toBe(400);
    expect(refuse('GET', '/blog/%E0%A4%B9')).toBeNull();
  });

  it('refuses TRACE, CONNECT and unknown methods with 405, and a target of * with 400', () => {
    for (const method of ['TRACE', 'CONNECT', 'BREW']) {
      expect(refuse(method, '/')?.status, method).toBe(405);
      expect(refuse(method, '/')?.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    }
    expect(refuse('OPTIONS', '*')?.status).toBe(400);
  });

  it('lets only GET and HEAD read static files, answering 405 with Allow', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
      expect(refuse(method, '/og-image.png'), method).toEqual({
        status: 405,
        allow: 'GET, HEAD',
        message: 'This file can only be read.',
      });
    }
    expect(refuse('GET', '/og-image.png')).toBeNull();
    expect(refuse('HEAD', '/_next/static/chunks/a.js?x=1')).toBeNull();
    expect(refuse('POST', '/api/contact')).toBeNull();
  });
});
