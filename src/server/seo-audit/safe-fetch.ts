import 'server-only';

import { lookup as lookUpHost } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';

import { Agent, request } from 'undici';

import { checkedTarget, FetchRefusal } from './fetch-refusal';
import { isPublicAddress } from './public-address';
import { readBody } from './read-body';

// The one way this site reads an address a stranger typed (the free SEO audit). Every rule is
// here, so nothing else fetches such an address without them:
// - http and https on ports 80 and 443 (fetch-refusal.ts);
// - the host resolved once per connection and every address it gives checked (public-address.ts);
//   the socket connects to those checked addresses and no others, through undici's connect
//   lookup (Node's own fetch ignores an http.Agent), with SNI and Host the name typed;
// - redirects followed here, at most 5, each target checked again; GET and HEAD only; no cookies;
// - a deadline over the whole read (20 s by default) and a cap on the decoded body (2 MB).
// `allowPrivate` lifts the address and port rules, for tests against servers on loopback.

export const FETCH_DEADLINE_MS = 20_000;
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
export const MAX_REDIRECTS = 5;

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

export type SafeFetcherOptions = {
  userAgent: string;
  allowPrivate?: boolean;
  /** How names are resolved (the system's resolver); tests give their own. */
  resolve?: Resolve;
  /** Which addresses are public (public-address.ts); tests give their own. */
  isPublic?: (address: string) => boolean;
  /** Any port, the address rules kept (tests whose servers listen on other ports). */
  anyPort?: boolean;
  maxBodyBytes?: number;
  /** The certificates trusted instead of the system's: tests' own servers on loopback over https. */
  ca?: string;
};

export type Hop = { url: string; status: number; location: string };

export type SafeResponse = {
  /** The address read last, after the redirects. */
  url: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The decoded body; empty for HEAD. */
  body: Buffer;
  /** Its size as sent (compressed or not), of what was read. */
  wireBytes: number;
  /** The answer was longer than the audit reads: `body` is its first maxBodyBytes. */
  cut: boolean;
  /** The redirects followed, in order. */
  hops: Hop[];
  /** From sending the last request to its headers, and to its last byte. */
  ttfbMs: number;
  totalMs: number;
};

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/** A fetcher for one audit: its connections are kept between its reads and closed by close(). */
export function createSafeFetcher(options: SafeFetcherOptions) {
  const allowPrivate = options.allowPrivate ?? false;
  const isPublic = options.isPublic ?? isPublicAddress;
  const resolve: Resolve =
    options.resolve ?? ((hostname) => lookUpHost(hostname, { all: true, verbatim: true }));
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const rules = { allowPrivate, isPublic, anyPort: options.anyPort };
  // The refusal of the last connection that was refused, which undici reports as its own error.
  let refused: FetchRefusal | null = null;

  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const bad = addresses.find((a) => !allowPrivate && !isPublic(a.address));
        if (addresses.length === 0 || bad) {
          refused = bad
            ? new FetchRefusal(
                'not-public',
                `${hostname} points to ${bad.address}, an address that is not on the public internet.`,
              )
            : new FetchRefusal('dns', `${hostname} has no address.`);
          callback(refused, '', 4);
        } else if (lookupOptions.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => {
        refused = new FetchRefusal('dns', `${hostname} could not be found (${error.message}).`);
        callback(refused, '', 4);
      },
    );
  };
  const agent = new Agent({
    connect: { lookup, timeout: 10_000, ...(options.ca ? { ca: options.ca } : {}) },
    headersTimeout: FETCH_DEADLINE_MS,
    bodyTimeout: FETCH_DEADLINE_MS,
    // No cap on the answer's size here: readBody stops reading at maxBodyBytes and keeps the start.
  });

  async function readOnce(url: URL, method: 'GET' | 'HEAD', signal: AbortSignal) {
    refused = null;
    const started = performance.now();
    const answer = await request(url, {
      method,
      dispatcher: agent,
      signal,
      headers: {
        'user-agent': options.userAgent,
        accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
        'accept-encoding': 'gzip, deflate, br',
      },
    }).catch((error: unknown) => {
      throw refused ?? failure(error, signal);
    });
    const ttfbMs = performance.now() - started;
    if (method === 'HEAD' || REDIRECT.has(answer.statusCode)) {
      // A redirect's or HEAD's body is not read; a little is drained so the connection is kept.
      void answer.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      return {
        answer,
        ttfbMs,
        content: Buffer.alloc(0),
        wireBytes: 0,
        cut: false,
        totalMs: ttfbMs,
      };
    }
    const encoding = answer.headers['content-encoding'];
    const { content, wireBytes, cut } = await readBody(
      answer.body,
      Array.isArray(encoding) ? encoding.at(-1) : encoding,
      maxBodyBytes,
    ).catch((error: unknown) => {
      throw error instanceof FetchRefusal ? error : failure(error, signal);
    });
    return { answer, ttfbMs, content, wireBytes, cut, totalMs: performance.now() - started };
  }

  return {
    /** Reads `address`, following redirects; rejects with a FetchRefusal saying why not. */
    async fetch(
      address: string | URL,
      init: { method?: 'GET' | 'HEAD'; signal?: AbortSignal } = {},
    ): Promise<SafeResponse> {
      const method = init.method ?? 'GET';
      const signal = init.signal ?? AbortSignal.timeout(FETCH_DEADLINE_MS);
      const hops: Hop[] = [];
      let url = checkedTarget(address, rules);
      for (;;) {
        const read = await readOnce(url, method, signal);
        const location = read.answer.headers.location;
        const status = read.answer.statusCode;
        if (REDIRECT.has(status) && typeof location === 'string') {
          hops.push({ url: url.href, status, location });
          if (hops.length > MAX_REDIRECTS)
            throw new FetchRefusal('redirects', `More than ${MAX_REDIRECTS} redirects in a row.`);
          url = checkedTarget(new URL(location, url), rules);
          continue;
        }
        return {
          url: url.href,
          status,
          headers: read.answer.headers,
          body: read.content,
          wireBytes: read.wireBytes,
          cut: read.cut,
          hops,
          ttfbMs: read.ttfbMs,
          totalMs: read.totalMs,
        };
      }
    },
    close: () => agent.close(),
  };
}

function failure(error: unknown, signal: AbortSignal): FetchRefusal {
  if (signal.aborted)
    return new FetchRefusal('timeout', 'The site did not finish answering in time.');
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  const code = (error as { code?: string }).code ?? cause ?? '';
  if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE')
    return new FetchRefusal('too-large', 'The answer is larger than the audit reads.');
  if (code === 'ENOTFOUND') return new FetchRefusal('dns', 'The site could not be found.');
  return new FetchRefusal(
    'network',
    `The site could not be reached (${code || (error as Error).message || 'no answer'}).`,
  );
}
