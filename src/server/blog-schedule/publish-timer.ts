import 'server-only';

import { randomBytes, timingSafeEqual } from 'node:crypto';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import { anyPostWentLive, getNextScheduledAt } from '../queries/blog-posts';
import { ownOrigin } from '../runtime/own-origin';

// Scheduled posts go live at their minute without anyone acting. Cached blog pages only expire
// by tag or lifetime, and a lifetime short enough for "that minute" would keep the pages out of
// the cache, so a timer wakes at the next scheduled time (and at least every minute, for posts
// scheduled on another instance) and, when a post's time has come, expires the blog's tags.
// revalidateTag only works inside a request, so the timer asks this process's own route
// (/api/internal/publish-due) with a token that lives in memory only.

const POLL_MS = 60_000;

type TimerState = { token: string; poke: () => void };
const key = Symbol.for('site.publish-timer');
const holder = globalThis as typeof globalThis & { [key]?: TimerState };

/** The token the internal route checks; null when no timer runs in this process. */
export function publishTimerToken(): string | null {
  return holder[key]?.token ?? null;
}

/** After an admin write: look again for the next scheduled time now, not at the next poll. */
export function pokePublishTimer(): void {
  holder[key]?.poke();
}

export type PublishTimerOptions = {
  getDb: () => DB;
  /** Expires the blog's cached pages. */
  expire: () => Promise<void>;
  now?: () => Date;
};

export type PublishTimer = {
  stop: () => void;
  /** Resolves when the check under way (if any) has finished. */
  idle: () => Promise<void>;
};

export function startPublishTimer(options: PublishTimerOptions): PublishTimer {
  const now = options.now ?? (() => new Date());
  let checkedUpTo = now().toISOString();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running = Promise.resolve();

  const check = async () => {
    const upTo = now().toISOString();
    const db = options.getDb();
    if (await anyPostWentLive(db, checkedUpTo, upTo)) await options.expire();
    checkedUpTo = upTo;
    const next = await getNextScheduledAt(db, upTo);
    return next ? Date.parse(next) - Date.parse(upTo) : Infinity;
  };

  const schedule = () => {
    running = running.then(async () => {
      if (stopped) return;
      clearTimeout(timer);
      let wait = POLL_MS;
      try {
        wait = Math.min(POLL_MS, await check());
      } catch (error) {
        logger.error({ err: error }, 'scheduled posts: the check failed; trying again shortly');
      }
      if (!stopped) timer = setTimeout(schedule, Math.max(wait, 0) + 50).unref();
    });
  };

  holder[key] = { token: holder[key]?.token ?? randomBytes(32).toString('hex'), poke: schedule };
  schedule();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    idle: () => running,
  };
}

/** Asks this process's internal route (`/api/internal/...`) to act: expire tags, a request's work. */
export async function postToOwnRoute(path: string): Promise<void> {
  const token = publishTimerToken();
  const response = await fetch(`${ownOrigin()}${path}`, {
    method: 'POST',
    headers: { 'x-internal-token': token ?? '' },
  });
  if (!response.ok) throw new Error(`the internal route answered ${response.status}`);
}

/** Asks this process's internal route to expire the blog's tags. */
export const expireThroughOwnRoute = () => postToOwnRoute('/api/internal/publish-due');

/** Whether a request to an internal route comes from this process (it carries the token). */
export function fromThisProcess(request: Request): boolean {
  const expected = publishTimerToken();
  const given = request.headers.get('x-internal-token') ?? '';
  return (
    !!expected &&
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}
