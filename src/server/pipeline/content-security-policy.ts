import 'server-only';

import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';

import { contentSecurityPolicy } from '@/lib/security-headers';
import { themeScript } from '@/lib/theme';

import { SCRIPT_HASHES_HEADER, scriptHash } from '../cache/inline-script-hashes.mjs';

// Part of step 4 of the request pipeline (index.ts): the Content-Security-Policy of each answer.
// A page lets run only the inline scripts it was rendered with:
// - a public page (src/renderer) holds a few constant inline scripts, whose hashes the renderer
//   names in a header of its answer, read here (the same on a 304, which has no type);
// - an admin page streams its data per request after a shell Next.js prerendered and keeps: the
//   route cache hashes the shell's framework scripts when it stores it
//   (cache/inline-script-hashes.mjs) and hands them on in the same header, and the page gets a
//   fresh nonce too, which Next reads from the request's policy header and puts on every script
//   it streams;
// - the theme script in every page's <head> (the admin's too) is a constant, named by its hash.

const themeScriptHash = scriptHash(themeScript);

const ADMIN_PAGE = /^\/admin(-invite)?(\/|\?|$)/;

/** For an admin page, a nonce of its own, given to Next on the request. */
export function giveScriptNonce(request: IncomingMessage): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (!ADMIN_PAGE.test(request.url ?? '')) return undefined;
  const nonce = randomBytes(16).toString('base64');
  request.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
  return nonce;
}

const headerValue = (value: OutgoingHttpHeader | number | undefined) =>
  Array.isArray(value) ? value.join(' ') : String(value ?? '');

/** Sets the answer's policy as its headers go out; `headers` is what writeHead was given. */
export function setContentSecurityPolicy(
  response: ServerResponse,
  headers: Record<string, OutgoingHttpHeader> | undefined,
  nonce: string | undefined,
): void {
  const hashes = headerValue(response.getHeader(SCRIPT_HASHES_HEADER)).split(' ').filter(Boolean);
  response.removeHeader(SCRIPT_HASHES_HEADER);
  const typeGiven = Object.entries(headers ?? {}).find(([key]) => /^content-type$/i.test(key));
  const type = headerValue(typeGiven?.[1] ?? response.getHeader('content-type'));
  // A cached page's 304 has no type, yet the browser takes its policy for the copy it keeps; the
  // admin's router data (text/x-component) runs no script and needs none.
  const page = type.startsWith('text/html') || (type === '' && hashes.length > 0);
  const inlineScripts = page
    ? [...new Set([themeScriptHash, ...hashes]), ...(nonce ? [`'nonce-${nonce}'`] : [])]
    : [];
  response.setHeader('Content-Security-Policy', contentSecurityPolicy(inlineScripts));
}
