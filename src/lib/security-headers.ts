// The headers responses carry; docs/security.md says why each is there.

export type Header = { key: string; value: string };

/**
 * The Content-Security-Policy: scripts from the site itself, and of inline scripts only those an
 * answer names by hash or nonce (the request pipeline adds them as the answer goes out:
 * server/pipeline/content-security-policy.ts). No third-party origin is allowed.
 */
export const contentSecurityPolicy = (inlineScripts: readonly string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(' '),
    // React sets style attributes and the toasts inject a stylesheet; a style cannot run code.
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

/** The headers every page, feed and API answer carries; the CSP and HSTS are added at run time. */
export function securityHeaders(): Header[] {
  return [
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

/** Where the build's hashed scripts and stylesheets are served from. */
export const BUILD_FILES_PATH = '/_next/static/';

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
    { source: `${BUILD_FILES_PATH}:path*`, headers: staticFileHeaders() },
    { source: '/:path((?!_next/static/).*)', headers: securityHeaders() },
  ];
}
