import type { IncomingMessage, ServerResponse } from 'node:http';

import { renderToString } from 'react-dom/server';

import { themeScript } from '@/lib/theme';
import { scriptHash } from '@/server/cache/inline-script-hashes.mjs';
import { logger } from '@/server/logger';
import { loadSiteShell } from '@/server/public-pages/site-shell';

import type { IslandsManifest } from './build/islands-plugin';
import { Document } from './document';
import { withPageRender, type PageRender } from './render-context';
import { CACHE_LIFE, keepPage, keptPage, type PageCache } from './page-cache';
import { NOT_CACHED, etagOf, send, type Rendered } from './response';
import type { RenderedRoute } from './pages/rendered-route';
import { isNextPath } from './next-paths';
import { matchRoute, notFoundMatch, type RouteMatch } from './routes';
import { speculationRules } from './speculation-rules';

// The public pages' renderer (DECISIONS 33), loaded by server.mjs: a page of the route table is
// rendered by React's server renderer into complete HTML, kept in the route cache under the tags
// of the data it read until an admin's change expires one, and sent with its islands' runtime.

const FAILED_METADATA = { title: 'Error', robots: { index: false, follow: false } };

/** The island runtime: inline where it is built (no request before it runs), else its file. */
const runtimeScript = ({ runtime, runtimeCode }: IslandsManifest) =>
  runtimeCode
    ? `<script type="module">${runtimeCode}</script>`
    : `<script type="module" src="${runtime}"></script>`;

/**
 * The inline scripts a page runs, the theme's and the speculation rules (document.tsx) and the
 * island runtime: named for the pipeline, which writes the Content-Security-Policy, even on a 304,
 * which has no type to say it is a page.
 */
const inlineScriptHashes = (manifest: IslandsManifest) =>
  [themeScript, speculationRules, ...(manifest.runtimeCode ? [manifest.runtimeCode] : [])]
    .map(scriptHash)
    .join(' ');

async function renderPage(
  pathname: string,
  load: () => Promise<RenderedRoute>,
  manifest: IslandsManifest,
) {
  const render: PageRender = {
    pathname,
    tags: new Set(),
    revalidate: CACHE_LIFE.revalidate,
    islands: 0,
    manifest,
  };
  return withPageRender(render, async () => {
    const [shell, page] = await Promise.all([loadSiteShell(), load()]);
    // Nothing a page renders waits for data (its route loaded it), so the HTML is made at once.
    let html = `<!DOCTYPE html>${renderToString(
      <Document
        pathname={pathname}
        metadata={page.metadata}
        shell={shell}
        stylesheet={manifest.stylesheet}
      >
        {page.body}
      </Document>,
    )}`;
    if (render.islands > 0) html = html.replace('</body>', `${runtimeScript(manifest)}</body>`);
    return { status: page.status, html, tags: [...render.tags], revalidate: render.revalidate };
  });
}

export function createPageRenderer({
  manifest,
  cache,
}: {
  manifest: IslandsManifest;
  /** None in development: every request renders. */
  cache: PageCache | null;
}) {
  const scriptHashes = inlineScriptHashes(manifest);
  // One render at a time per page: requests that come meanwhile get the same one.
  const rendering = new Map<string, Promise<Rendered>>();

  function answer(pathname: string, route: RouteMatch) {
    if (route.perRequest) return rendered(pathname, route);
    let pending = rendering.get(route.key);
    if (!pending) {
      pending = cachedOrRendered(pathname, route).finally(() => rendering.delete(route.key));
      rendering.set(route.key, pending);
    }
    return pending;
  }

  async function rendered(pathname: string, route: RouteMatch): Promise<Rendered> {
    const { status, html } = await renderPage(pathname, () => route.render(route.params), manifest);
    return { status, html, etag: etagOf(html), cacheControl: NOT_CACHED };
  }

  async function cachedOrRendered(pathname: string, route: RouteMatch): Promise<Rendered> {
    const kept = await keptPage(cache, route.key);
    if (kept) return kept;
    const page = await renderPage(pathname, () => route.render(route.params), manifest);
    return keepPage(cache, route.key, { ...page, etag: etagOf(page.html) });
  }

  /** The route's own page for a failure, in the site's shell; plain words if that fails too. */
  async function sendFailure(
    request: IncomingMessage,
    response: ServerResponse,
    pathname: string,
    route: RouteMatch,
  ) {
    const { failure } = route;
    try {
      if (failure) {
        const failed: RenderedRoute = { status: 500, metadata: FAILED_METADATA, body: failure };
        const { html } = await renderPage(pathname, async () => failed, manifest);
        const page = { status: 500, html, etag: etagOf(html), cacheControl: NOT_CACHED };
        return send(request, response, page, scriptHashes);
      }
    } catch {
      // The failure page failed too (the shell's data, say): the plain words below.
    }
    response.writeHead(500, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': NOT_CACHED,
    });
    response.end('Something went wrong on our side. Please try again in a moment.\n');
  }

  return {
    /**
     * Answers a page's request: a public page's, or the site's 404 for any path that is not
     * Next.js's; false hands it on.
     */
    async serve(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const url = request.url ?? '/';
      const queryAt = url.includes('?') ? url.indexOf('?') : url.length;
      const pathname = url.slice(0, queryAt);
      if (isNextPath(pathname)) return false;
      const route =
        matchRoute(pathname, new URLSearchParams(url.slice(queryAt + 1))) ??
        notFoundMatch(pathname);
      try {
        send(request, response, await answer(pathname, route), scriptHashes);
      } catch (error) {
        logger.error({ err: error, path: pathname }, 'A public page failed to render');
        if (!response.headersSent) await sendFailure(request, response, pathname, route);
      }
      return true;
    },
  };
}
