import type { RenderedRoute } from './pages/rendered-route';
import { serviceCityRoute } from './pages/service-city';

// The public paths this renderer answers; every other path goes on to Next.js (server.mjs).
// A pattern's ":name" segment matches one path segment, decoded.

type Route = {
  pattern: string;
  render: (params: Record<string, string>) => Promise<RenderedRoute>;
};

const routes: Route[] = [{ pattern: '/services/:service/:city', render: serviceCityRoute }];

const compiled = routes.map((route) => ({
  ...route,
  segments: route.pattern.split('/').slice(1),
}));

/** The route of a path and its parameters, or undefined when no public page here has it. */
export function matchRoute(pathname: string) {
  const parts = pathname.split('/').slice(1);
  for (const route of compiled) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matched = route.segments.every((segment, i) => {
      const part = parts[i]!;
      if (!segment.startsWith(':')) return segment === part;
      if (part === '') return false;
      try {
        params[segment.slice(1)] = decodeURIComponent(part);
      } catch {
        return false;
      }
      return true;
    });
    if (matched) return { render: route.render, params };
  }
  return undefined;
}
