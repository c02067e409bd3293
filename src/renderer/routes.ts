import { createElement, type ReactNode } from 'react';

import { BlogFailure } from '@/components/site/blog/blog-failure';

import { auditMethodRoute } from './pages/seo-audit-method';
import { auditReportRoute } from './pages/seo-audit-report';
import { authorRoute } from './pages/author';
import { blogListRoute } from './pages/blog-list';
import { blogPostRoute } from './pages/blog-post';
import { bookACallRoute } from './pages/book-a-call';
import { bookedCallRoute } from './pages/booked-call';
import { caseStudiesRoute, caseStudyRoute } from './pages/case-studies';
import { clientReportRoute } from './pages/client-report';
import { contactRoute } from './pages/contact';
import { freeSeoAuditRoute } from './pages/free-seo-audit';
import { homeRoute } from './pages/home';
import { locationsRoute } from './pages/locations';
import { notFoundRoute } from './pages/not-found';
import { privacyPolicyRoute } from './pages/privacy-policy';
import { quoteRoute } from './pages/quote';
import type { RenderedRoute } from './pages/rendered-route';
import { serviceRoute } from './pages/service';
import { serviceCityRoute } from './pages/service-city';
import { servicesRoute } from './pages/services';
import { stateLocationsRoute } from './pages/state-locations';

// The public paths this renderer answers, and the site's 404 for any other path but Next.js's
// (next-paths.ts), which server.mjs hands on. A pattern's ":name" segment matches one path
// segment, decoded, without a dot: no slug has one, and a name with one is a file of Next.js's
// route handlers (/blog/feed.xml).

type Route = {
  pattern: string;
  /**
   * The query parameters a page is drawn from, each with its value when absent (none: left out).
   * The request pipeline has already sent every other form of a list page's to its canonical URL
   * (lib/routing/list-params.ts).
   */
  query?: Record<string, string | undefined>;
  render: (params: Record<string, string>) => Promise<RenderedRoute>;
  /** What the page shows, with status 500, when it cannot be rendered. */
  failure?: ReactNode;
  /** Rendered for each request and never kept: what it shows changes with every request. */
  perRequest?: boolean;
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
  { pattern: '/case-studies', render: caseStudiesRoute, failure: blogFailure },
  { pattern: '/case-studies/:slug', render: caseStudyRoute, failure: blogFailure },
  {
    pattern: '/author/:slug',
    query: { tag: 'all', page: '1' },
    render: authorRoute,
    failure: blogFailure,
  },
  {
    pattern: '/book-a-call',
    query: { ref: undefined, day: undefined, problem: undefined, sent: undefined },
    render: bookACallRoute,
    perRequest: true,
  },
  {
    pattern: '/book-a-call/:token',
    query: { day: undefined, problem: undefined, moved: undefined },
    render: bookedCallRoute,
    perRequest: true,
  },
  { pattern: '/quote/:token', query: { problem: undefined }, render: quoteRoute, perRequest: true },
  { pattern: '/free-seo-audit/report/:token', render: auditReportRoute, perRequest: true },
  {
    pattern: '/client-report/:token',
    query: { mail: undefined, problem: undefined },
    render: clientReportRoute,
    perRequest: true,
  },
];

export type RouteMatch = Pick<Route, 'render' | 'failure'> & {
  perRequest: boolean;
  params: Record<string, string>;
  key: string;
};

const compiled = routes.map((route) => ({
  ...route,
  segments: route.pattern.split('/').slice(1),
}));

/**
 * The route of a path and its parameters, or undefined when no public page here has it; `key`
 * names the page among all (its path, and its list state in canonical order).
 */
export function matchRoute(
  pathname: string,
  search = new URLSearchParams(),
): RouteMatch | undefined {
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
      const value = search.get(name) ?? absent;
      if (value !== undefined) params[name] = value;
      if (search.has(name)) state.set(name, search.get(name)!);
    }
    const query = state.size > 0 ? `?${state}` : '';
    const { render, failure, perRequest = false } = route;
    return { render, failure, perRequest, params, key: `${pathname}${query}` };
  }
  return undefined;
}

/** Any other path's page: the site's 404, not kept (made-up paths cost no memory). */
export const notFoundMatch = (pathname: string): RouteMatch => ({
  render: notFoundRoute,
  failure: undefined,
  perRequest: true,
  params: {},
  key: pathname,
});
