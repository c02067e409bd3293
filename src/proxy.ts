import { NextResponse, type NextRequest } from 'next/server';

import { canonicalPath } from '@/lib/routing/canonical-path';

// Early, permanent redirects to the one canonical URL of a page. Never an access check.
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const target = canonicalPath(pathname);
  if (target === pathname) return NextResponse.next();
  // A plain URL: NextURL would put back the trailing slash of the request.
  return NextResponse.redirect(new URL(`${target}${search}`, request.url), 301);
}

export const config = {
  matcher: [
    '/((?!_next/|api/|favicon.ico|icon.svg|apple-icon.png|images/|og-image.png|logo.png).*)',
  ],
};
