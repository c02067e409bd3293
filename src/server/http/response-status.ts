import 'server-only';

import { AsyncLocalStorage } from 'node:async_hooks';

// Next.js renders a page that calls notFound() during a Cache Components prerender as an empty
// error document drawn later by JavaScript (vercel/next.js#62228). Our pages render their
// not-found content themselves and call answerNotFound(): the request guard, which runs every
// request inside this storage, then sends that page with status 404, and the route cache handler
// does not keep it (so made-up URLs cost no memory either).

type ResponseState = { status?: number };

// On globalThis so the route cache handler, loaded by Next.js outside the app's bundles, sees it.
const key = Symbol.for('site.response-state');
const holder = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<ResponseState> };
const storage = (holder[key] ??= new AsyncLocalStorage<ResponseState>());

export function withResponseState<T>(run: () => T): T {
  return storage.run({}, run);
}

/** The status a page asked for, if any. */
export function requestedStatus(): number | undefined {
  return storage.getStore()?.status;
}

/** Marks the response of the page being rendered as 404 Not Found. */
export function answerNotFound(): void {
  const state = storage.getStore();
  if (state) state.status = 404;
}
