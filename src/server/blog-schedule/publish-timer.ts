import 'server-only';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import { anyPostWentLive, getNextScheduledAt } from '../queries/blog-posts';
import { postToOwnRoute } from '../runtime/internal-route';

// Scheduled posts go live at their minute without anyone acting. Cached blog pages only expire
// by tag or lifetime, and a lifetime short enough for "that minute" would keep the pages out of
// the cache, so a timer wakes at the next scheduled time (and at least every minute, for posts
// scheduled on another instance) and, when a post's time has come, expires the blog's tags.
// revalidateTag only works inside a request, so the timer asks this process's own route
// (/api/internal/publish-due; runtime/internal-route.ts).

const POLL_MS = 60_000;

type TimerState = { poke: () => void };
const key = Symbol.for('site.publish-timer');
const holder = globalThis as typeof globalThis & { [key]?: TimerState };

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

  holder[key] = { poke: schedule };
  schedule();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
    idle: () => running,
  };
}

/** Asks this process's internal route to expire the blog's tags. */
export const expireThroughOwnRoute = () => postToOwnRoute('/api/internal/publish-due');
