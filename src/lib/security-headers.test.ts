import { describe, expect, it } from 'vitest';

import { securityHeaders } from './security-headers';

const byKey = () => Object.fromEntries(securityHeaders().map((h) => [h.key, h.value]));

describe('securityHeaders', () => {
  it('sends the headers every response owes a browser', () => {
    const headers = byKey();
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['Content-Security-Policy']).toContain("default-src 'self'");
    expect(headers['Content-Security-Policy']).not.toMatch(/https?:\/\//);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('leaves HSTS to run time, where SITE_URL is known', () => {
    expect(byKey()['Strict-Transport-Security']).toBeUndefined();
  });
});
