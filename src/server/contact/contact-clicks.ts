import 'server-only';

import { landingPathOf, leadSourceOf } from '@/lib/enquiries/lead-source';
import { looksLikeBot } from '@/lib/not-found-log';
import { viewDay } from '@/lib/page-views';
import { normalizePath } from '@/lib/routing/canonical-path';
import { contactClickSchema, PRESSES_PER_DAY } from '@/lib/validation/contact-click';

import type { DB } from '../db/schema';
import { beaconKept, notCountedMessage, readBeacon } from '../http/beacon';
import { unavailableOnFailure } from '../http/unavailable';
import { logger } from '../logger';
import { admitBeacon } from '../page-tokens/beacon-vouch';
import { recordContactClick } from '../queries/contact-clicks';

// POST /api/contact-clicks: a press of a WhatsApp or call button, sent by the page's click counter
// as a beacon. Counted per day, landing page, channel and source; nothing about the visitor is kept.

export function createContactClickHandler(deps: {
  db: DB;
  tokenKey: () => Promise<string>;
  now?: () => Date;
}) {
  return unavailableOnFailure(
    'contact click could not be counted',
    notCountedMessage,
    async (request: Request): Promise<Response> => {
      const now = deps.now?.() ?? new Date();
      const click = await readBeacon(request, contactClickSchema, {
        maxBytes: 4096,
        tooLarge: 'The click is too large.',
        invalid: 'Not a WhatsApp or call press on a page of the site.',
      });
      if (click.refused) return click.refused;
      // Crawlers follow no buttons; a bot's beacon is answered as counted and not kept.
      if (looksLikeBot(request.headers.get('user-agent') ?? undefined)) return beaconKept();
      const { channel, page, token, referrer, utm } = click.data;
      // One press of each button counts a page's visit; pressing it again is the same intent.
      const refused = await admitBeacon(
        request,
        deps,
        {
          kind: 'contact-click',
          page: normalizePath(page),
          token,
          use: `contact-click:${channel}`,
          perDay: PRESSES_PER_DAY,
        },
        now,
      );
      if (refused) return refused;
      const kept = await recordContactClick(deps.db, {
        day: viewDay(now),
        path: normalizePath(landingPathOf(page) ?? page),
        channel,
        source: leadSourceOf(utm, referrer),
      });
      if (!kept) logger.warn({ channel }, 'contact click not kept: the day has its most pages');
      return beaconKept();
    },
  );
}
