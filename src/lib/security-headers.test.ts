import { describe, expect, it } from 'vitest';

import { securityHeaders } from './security-headers';

const byKey = (https: boolean) =>
  Object.fromEntries(securityHeaders(https).map((h) => [h.key, h.value]));

describe('securityHeaders', () => {
  it('sends the headers every response owes a browser', () => {
    const headers = byKey(false);
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).toContain("default-src 'self'");
    expect(headers['Content-Security-Policy']).not.toMatch(/https?:\/\//);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('adds HSTS only under HTTPS', () => {
    expect(byKey(false)['Strict-Transport-Security']).toBeUndefined();
    expect(byKey(true)['Strict-Transport-Security']).toMatch(/max-age=\d+/);
  });
});
