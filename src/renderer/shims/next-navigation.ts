import { useContext } from 'react';

import { PathnameContext } from './pathname-context';

// next/navigation for components on the public pages' renderer, where there is no client router:
// the path is the page's (PathnameContext) on the server and the address bar's in the browser,
// and a navigation is the browser's own.

export function usePathname(): string | null {
  const rendered = useContext(PathnameContext);
  return rendered ?? (typeof window === 'undefined' ? null : window.location.pathname);
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
}

const router = {
  push: (href: string) => window.location.assign(href),
  replace: (href: string) => window.location.replace(href),
  back: () => window.history.back(),
  refresh: () => window.location.reload(),
  // Prerendering on intent is the browser's (speculation rules), not a router's.
  prefetch: () => {},
};

export const useRouter = () => router;
