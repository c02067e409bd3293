import 'server-only';

import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';

import { countsAsPageView } from '@/lib/page-views';
import { BUILD_FILES_PATH } from '@/lib/security-headers';

import { countBotHit } from '../crawlers/bot-hit-memory';
import { clientAddress, nodeHeaders } from '../http/client-address';
import { countNotFoundAnswer, networkOf } from '../not-found-log/not-found-budget';
import { countAnswered, countNotFound } from '../not-found-log/not-found-memory';
import { countPageView } from '../page-views/page-view-memory';
import { giveScriptNonce, setContentSecurityPolicy } from './content-security-policy';

// Step 4 of the request pipeline (index.ts), applied as the headers of an answer are sent: the
// Content-Security-Policy (content-security-policy.ts); for admin answers `private, no-store`
// whatever Next.js would send, so no shared cache keeps them; a public 404 counted in the 404 log,
// a public 200 counted as answered, a page view counted (lib/page-views.ts says which are), and a
// request whose user agent names a crawler or AI bot counted for that bot.

const NOT_PUBLIC = /^\/(admin|admin-invite|api|_next)(\/|$)/;
const ADMIN = /^\/(api\/)?admin(-invite)?(\/|\?|$)/;

const isHeaderObject = (arg: unknown): arg is Record<string, OutgoingHttpHeader> =>
  Boolean(arg) && typeof arg === 'object' && !Array.isArray(arg);

const dropHeader = (args: unknown[], name: string) => {
  for (const arg of args.slice(1).filter(isHeaderObject)) {
    for (const key of Object.keys(arg)) {
      if (key.toLowerCase() === name) delete arg[key];
    }
  }
};

export function applyResponseHeaders(request: IncomingMessage, response: ServerResponse): void {
  const admin = ADMIN.test(request.url ?? '');
  const nonce = giveScriptNonce(request);
  // The build's hashed files are never documents (security-headers.ts, staticFileHeaders).
  const document = !(request.url ?? '').startsWith(BUILD_FILES_PATH);
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (admin) {
      dropHeader(args, 'cache-control');
      this.setHeader('Cache-Control', 'private, no-store');
    }
    if (document) setContentSecurityPolicy(this, args.findLast(isHeaderObject), nonce);
    countAnswer(request, args[0] as number);
    return writeHead(...args);
  };
}

function countAnswer(request: IncomingMessage, status: number): void {
  if ((status !== 200 && status !== 404) || (request.method !== 'GET' && request.method !== 'HEAD'))
    return;
  const pathname = (request.url ?? '/').split('?')[0]!;
  if (NOT_PUBLIC.test(pathname)) return;
  countBotHit(pathname, request.headers['user-agent'], () =>
    clientAddress(nodeHeaders(request.headers)),
  );

  if (status === 404) {
    countNotFound(pathname, request.headers.referer ?? '', request.headers['user-agent']);
    const network = networkOf(request);
    if (network) countNotFoundAnswer(network);
  } else countAnswered(pathname);
  if (countsAsPageView({ method: request.method, status, pathname, headers: request.headers }))
    countPageView(pathname);
}
