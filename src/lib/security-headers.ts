// The headers responses carry; see docs/security.md on why scripts allow 'unsafe-inline'.

export type Header = { key: string; value: string };

const contentSecurityPolicy = [
  "default-src 'self'",
  // Next streams its RSC payload in inline scripts and pages are served from the
  // static cache, so a per-request nonce is not possible; no third-party origin is allowed.
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sent when SITE_URL is https://, decided when the server starts (pipeline/index.ts). */
export const hstsHeader = 'max-age=63072000; includeSubDomains; preload';

/** The headers every page, feed and API answer carries; HSTS is added at run time. */
export function securityHeaders(): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/**
 * The build's hashed scripts and stylesheets are never documents, so the policies that govern a
 * document (CSP, framing, referrer, permissions, opener) do nothing on them, yet each would cost
 * every chunk about 600 bytes on the wire; only the MIME-sniffing guard applies to a script.
 */
export function staticFileHeaders(): Header[] {
  return securityHeaders().filter((header) => header.key === 'X-Content-Type-Options');
}

/** Next's `headers()` rules: the build's own files, then everything else. */
export function securityHeaderRules(): Array<{ source: string; headers: Header[] }> {
  return [
    { source: '/_next/static/:path*', headers: staticFileHeaders() },
    { source: '/:path((?!_next/static/).*)', headers: securityHeaders() },
  ];
}
