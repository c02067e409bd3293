import { NextResponse, type NextRequest } from 'next/server';

import { canonicalPath } from '@/lib/routing/canonical-path';
import { listPageRedirect } from '@/lib/routing/list-params';

// Early, permanent redirects to the one canonical URL of a page, list pages' query strings
// included (next.config.ts then rewrites those to cacheable internal paths). Never an access check.
export function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  const target = canonicalPath(pathname);
  if (target !== pathname) {
    // A plain URL: NextURL would put back the trailing slash of the request.
    return NextResponse.redirect(new URL(`${target}${search}`, request.url), 301);
  }
  const list = listPageRedirect(pathname, searchParams);
  if (list) return NextResponse.redirect(new URL(list, request.url), 301);
  return NextResponse.next();
}

export const config = {
  matcher: [
    '/((?!_next/|api/|favicon.ico|icon.svg|apple-icon.png|images/|og-image.png|logo.png).*)',
  ],
};
