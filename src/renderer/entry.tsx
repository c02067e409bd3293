import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { LRUCache } from 'lru-cache';
import { renderToString } from 'react-dom/server';

import { securityHeaders } from '@/lib/security-headers';
import { themeScript } from '@/lib/theme';
import { logger } from '@/server/logger';
import { loadSiteShell } from '@/server/public-pages/site-shell';
import { SCRIPT_HASHES_HEADER } from '@/server/cache/inline-script-hashes.mjs';

import type { IslandsManifest } from './build/islands-plugin';
import { Document } from './document';
import { withPageRender, type PageRender } from './render-context';
import { matchRoute } from './routes';

// The public pages' renderer (DECISIONS 33), loaded by server.mjs: a page of the route table is
// rendered by React's server renderer into complete HTML, kept in the route cache under the tags
// of the data it read until an admin's change expires one, and sent with its islands' runtime.

/** The route cache (cache/route-cache-handler.mjs), shared with Next.js's pages. */
export type PageCache = {
  get(key: string): Promise<{ lastModified: number; value: CachedPage } | null>;
  set(
    key: string,
    value: CachedPage,
    context: { tags: string[]; cacheControl: object },
  ): Promise<void>;
};
type CachedPage = {
  kind: 'APP_PAGE';
  html: string;
  status: 200;
  headers: { etag: string };
};

/** As long as Next.js keeps the pages whose data is cached for days (cacheLife('days')). */
const CACHE_LIFE = { revalidate: 86_400, expire: 604_800 };
const CACHED = 's-maxage=86400, stale-while-revalidate=518400';
const NOT_CACHED = 'private, no-cache, no-store, max-age=0, must-revalidate';

type Rendered = {
  status: number;
  html: string;
  etag: string;
  cacheControl: string;
};

const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** The island runtime: inline where it is built (no request before it runs), else its file. */
const runtimeScript = ({ runtime, runtimeCode }: IslandsManifest) =>
  runtimeCode
    ? `<script type="module">${runtimeCode}</script>`
    : `<script type="module" src="${runtime}"></script>`;

/**
 * The inline scripts a page runs, the theme's (document.tsx) and the island runtime: named for
 * the pipeline, which writes the Content-Security-Policy, even on a 304, which has no type to say
 * it is a page.
 */
const inlineScriptHashes = (manifest: IslandsManifest) =>
  [hashOf(themeScript), ...(manifest.runtimeCode ? [hashOf(manifest.runtimeCode)] : [])].join(' ');

const etagOf = (html: string) =>
  `"${createHash('sha1').update(html).digest('base64url').slice(0, 16)}"`;

async function renderPage(
  pathname: string,
  route: NonNullable<ReturnType<typeof matchRoute>>,
  manifest: IslandsManifest,
) {
  const render: PageRender = { pathname, tags: new Set(), islands: 0, manifest };
  return withPageRender(render, async () => {
    const [shell, page] = await Promise.all([loadSiteShell(), route.render(route.params)]);
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
    return { status: page.status, html, tags: [...render.tags] };
  });
}

// A page's body as each encoding sends it, made once per version of the page (its ETag).
const encoded = new LRUCache<string, Buffer>({
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (body) => body.length,
});

function encode(page: Rendered, accepted: string | string[] | undefined) {
  const accepts = (name: string) => String(accepted ?? '').includes(name);
  const encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
  if (!encoding) return { encoding, body: Buffer.from(page.html) };
  const key = `${page.etag}:${encoding}`;
  let body = encoded.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(page.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(page.html);
    if (page.status === 200) encoded.set(key, body);
  }
  return { encoding, body };
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  page: Rendered,
  scriptHashes: string,
) {
  const headers: Record<string, string | number> = {
    'Cache-Control': page.cacheControl,
    ETag: page.etag,
    Vary: 'Accept-Encoding',
  };
  response.setHeader(SCRIPT_HASHES_HEADER, scriptHashes);
  for (const { key, value } of securityHeaders()) headers[key] = value;
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  const { encoding, body } = encode(page, request.headers['accept-encoding']);
  headers['Content-Type'] = 'text/html; charset=utf-8';
  headers['Content-Length'] = body.length;
  if (encoding) headers['Content-Encoding'] = encoding;
  response.writeHead(page.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
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

  function answer(pathname: string, route: NonNullable<ReturnType<typeof matchRoute>>) {
    let pending = rendering.get(pathname);
    if (!pending) {
      pending = cachedOrRendered(pathname, route).finally(() => rendering.delete(pathname));
      rendering.set(pathname, pending);
    }
    return pending;
  }

  async function cachedOrRendered(
    pathname: string,
    route: NonNullable<ReturnType<typeof matchRoute>>,
  ): Promise<Rendered> {
    const key = `site-page:${pathname}`;
    const kept = await cache?.get(key);
    if (kept && Date.now() <= kept.lastModified + CACHE_LIFE.revalidate * 1000) {
      const { html, headers } = kept.value;
      return { status: 200, html, etag: headers.etag, cacheControl: CACHED };
    }
    const { status, html, tags } = await renderPage(pathname, route, manifest);
    const etag = etagOf(html);
    if (status === 200)
      await cache?.set(
        key,
        { kind: 'APP_PAGE', html, status, headers: { etag } },
        { tags, cacheControl: CACHE_LIFE },
      );
    return { status, html, etag, cacheControl: status === 200 ? CACHED : NOT_CACHED };
  }

  return {
    /** Answers the request when a public page here has its path; false hands it on. */
    async serve(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = (request.url ?? '/').split('?')[0]!;
      const route = matchRoute(pathname);
      if (!route) return false;
      try {
        send(request, response, await answer(pathname, route), scriptHashes);
      } catch (error) {
        logger.error({ err: error, path: pathname }, 'A public page failed to render');
        if (!response.headersSent) {
          response.writeHead(500, {
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': NOT_CACHED,
          });
          response.end('Something went wrong on our side. Please try again in a moment.\n');
        }
      }
      return true;
    },
  };
}
