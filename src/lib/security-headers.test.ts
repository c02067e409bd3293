import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy, securityHeaders } from './security-headers';

const byKey = () => Object.fromEntries(securityHeaders().map((h) => [h.key, h.value]));

describe('securityHeaders', () => {
  it('sends the headers every response owes a browser', () => {
    const headers = byKey();
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('leaves the CSP and HSTS to run time, where the page and SITE_URL are known', () => {
    expect(byKey()['Content-Security-Policy']).toBeUndefined();
    expect(byKey()['Strict-Transport-Security']).toBeUndefined();
  });
});

describe('contentSecurityPolicy', () => {
  it('allows no inline script but those it names, and no other origin', () => {
    const policy = contentSecurityPolicy();
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).not.toMatch(/https?:\/\//);
  });

  it('names the inline scripts an answer carries', () => {
    expect(contentSecurityPolicy(["'sha256-abc='", "'nonce-xyz'"])).toContain(
      "script-src 'self' 'sha256-abc=' 'nonce-xyz';",
    );
  });
});
