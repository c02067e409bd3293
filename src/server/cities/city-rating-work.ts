import 'server-only';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import { cityPagesFingerprint } from '../queries/city-page-ratings';
import { every, type BackgroundWork } from '../runtime/background-work';
import { postToOwnRoute } from '../runtime/internal-route';
import { rateCityPages } from './rate-city-pages';

// Every couple of seconds, one cheap read says whether any city page (or city) changed; if so a
// rating pass runs, one at a time, and when ratings changed the city pages' cached data is
// expired through this process's own route (revalidateTag works only inside a request).

export function cityRatingWork(getDb: () => DB, everyMs = 2000): BackgroundWork {
  let lastSeen: string | null = null;
  let busy = false;
  let expireDue = false;
  const check = async () => {
    if (busy) return;
    busy = true;
    try {
      const db = getDb();
      const seen = await cityPagesFingerprint(db);
      if (seen !== lastSeen) {
        const pass = await rateCityPages(db);
        lastSeen = seen;
        if (pass.written > 0) {
          expireDue = true;
          logger.info(pass, 'city pages rated');
        }
      }
      if (expireDue) {
        await postToOwnRoute('/api/internal/city-ratings');
        expireDue = false;
      }
    } finally {
      busy = false;
    }
  };
  return {
    name: 'city page ratings',
    start: every('city page ratings', everyMs, check, { atStart: true }),
  };
}
