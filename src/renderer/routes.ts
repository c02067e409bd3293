import { createElement, type ReactNode } from 'react';

import { BlogFailure } from '@/components/site/blog/blog-failure';

import { auditMethodRoute } from './pages/audit-method';
import { authorRoute } from './pages/author';
import { blogListRoute } from './pages/blog-list';
import { blogPostRoute } from './pages/blog-post';
import { contactRoute } from './pages/contact';
import { freeSeoAuditRoute } from './pages/free-seo-audit';
import { homeRoute } from './pages/home';
import { locationsRoute } from './pages/locations';
import { privacyPolicyRoute } from './pages/privacy-policy';
import type { RenderedRoute } from './pages/rendered-route';
import { serviceRoute } from './pages/service';
import { serviceCityRoute } from './pages/service-city';
import { servicesRoute } from './pages/services';
import { stateLocationsRoute } from './pages/state-locations';

// The public paths this renderer answers; every other path goes on to Next.js (server.mjs).
// A pattern's ":name" segment matches one path segment, decoded, without a dot: no slug has one,
// and a name with one is a file of Next.js's route handlers (/blog/feed.xml).

type Route = {
  pattern: string;
  /**
   * The query parameters a list page is drawn from, each with its value when absent. The request
   * pipeline has already sent every other form of them to the canonical URL (lib/routing/list-params.ts).
   */
  query?: Record<string, string>;
  render: (params: Record<string, string>) => Promise<RenderedRoute>;
  /** What the page shows, with status 500, when it cannot be rendered. */
  failure?: ReactNode;
};

/** The blog's pages when their posts cannot be read. */
const blogFailure = createElement(BlogFailure);

const routes: Route[] = [
  { pattern: '/', render: homeRoute },
  { pattern: '/services', render: servicesRoute },
  { pattern: '/services/:service', render: serviceRoute },
  { pattern: '/services/:service/:city', render: serviceCityRoute },
  { pattern: '/locations', render: locationsRoute },
  { pattern: '/locations/:state', render: stateLocationsRoute },
  { pattern: '/contact', render: contactRoute },
  { pattern: '/free-seo-audit', render: freeSeoAuditRoute },
  { pattern: '/free-seo-audit/method', render: auditMethodRoute },
  { pattern: '/privacy-policy', render: privacyPolicyRoute },
  {
    pattern: '/blog',
    query: { category: 'all', page: '1' },
    render: blogListRoute,
    failure: blogFailure,
  },
  { pattern: '/blog/:slug', render: blogPostRoute, failure: blogFailure },
  {
    pattern: '/author/:slug',
    query: { tag: 'all', page: '1' },
    render: authorRoute,
    failure: blogFailure,
  },
];

const compiled = routes.map((route) => ({
  ...route,
  segments: route.pattern.split('/').slice(1),
}));

/**
 * The route of a path and its parameters, or undefined when no public page here has it; `key`
 * names the page among all (its path, and its list state in canonical order).
 */
export function matchRoute(pathname: string, search = new URLSearchParams()) {
  const parts = pathname.split('/').slice(1);
  for (const route of compiled) {
    if (route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matched = route.segments.every((segment, i) => {
      const part = parts[i]!;
      if (!segment.startsWith(':')) return segment === part;
      let value: string;
      try {
        value = decodeURIComponent(part);
      } catch {
        return false;
      }
      params[segment.slice(1)] = value;
      return value !== '' && !value.includes('.');
    });
    if (!matched) continue;
    const state = new URLSearchParams();
    for (const [name, absent] of Object.entries(route.query ?? {})) {
      const value = search.get(name);
      params[name] = value ?? absent;
      if (value !== null) state.set(name, value);
    }
    const query = state.size > 0 ? `?${state}` : '';
    return { render: route.render, failure: route.failure, params, key: `${pathname}${query}` };
  }
  return undefined;
}
