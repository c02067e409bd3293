import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';

// Next.js renders a page that calls notFound() during a Cache Components prerender as an empty
// error document drawn later by JavaScript (vercel/next.js#62228). Our pages render their
// not-found content themselves and call answerNotFound(): the request pipeline, which runs every
// request inside this storage, then sends that page with status 404, and the route cache handler
// does not keep it (so made-up URLs cost no memory either).

type ResponseState = { status?: number; path?: string };

// On globalThis so the route cache handler, loaded by Next.js outside the app's bundles, sees it.
const key = Symbol.for('site.response-state');
const holder = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<ResponseState> };
const storage = (holder[key] ??= new AsyncLocalStorage<ResponseState>());

// Next.js renders a path once for all the requests that ask for it at the same moment, inside the
// first one's storage: the others learn of the 404 from the path, marked until a second after the
// rendering request's response has closed.
const notFoundPaths = new Map<string, number>();
// A counter, not the time: Cache Components refuses Date.now() while a page renders.
let marks = 0;
const NOT_FOUND_GRACE_MS = 1000;

/** Runs the request in its own state; `path` is its path, for GET and HEAD requests. */
export function withResponseState<T>(
  run: () => T,
  request?: {
    path: string | undefined;
    response: { once(event: 'close', listener: () => void): unknown };
  },
): T {
  const state: ResponseState = { path: request?.path };
  request?.response.once('close', () => release(state));
  return storage.run(state, run);
}

/** The status a page asked for, if any. */
export function requestedStatus(): number | undefined {
  const state = storage.getStore();
  if (state?.status) return state.status;
  return state?.path !== undefined && notFoundPaths.has(state.path) ? 404 : undefined;
}

/** Marks the response of the page being rendered as 404 Not Found. */
export function answerNotFound(): void {
  const state = storage.getStore();
  if (!state) return;
  state.status = 404;
  if (state.path !== undefined) notFoundPaths.set(state.path, ++marks);
}

/** A path the closed response marked as not found is unmarked a moment later. */
function release(state: ResponseState): void {
  if (state.status !== 404 || state.path === undefined) return;
  const { path } = state;
  const markedAt = notFoundPaths.get(path);
  setTimeout(() => {
    if (notFoundPaths.get(path) === markedAt) notFoundPaths.delete(path);
  }, NOT_FOUND_GRACE_MS).unref();
}
