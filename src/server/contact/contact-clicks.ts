import 'server-only';

import { landingPathOf, leadSourceOf } from '@/lib/leads/lead-source';
import { looksLikeBot } from '@/lib/not-found-log';
import { viewDay } from '@/lib/page-views';
import { normalizePath } from '@/lib/routing/canonical-path';
import { contactClickSchema } from '@/lib/validation/contact-click';

import type { DB } from '../db/schema';
import { clientAddressKey } from '../http/client-address';
import { logger } from '../logger';
import { recordContactClick } from '../queries/contact-clicks';
import { hitRateLimit } from '../rate-limit/rate-limit';
import { BodyTooLargeError, readLimitedText } from './read-body';

// POST /api/contact-clicks: a press of a WhatsApp or call button, sent by the page's click counter
// as a beacon. Counted per day, landing page, channel and source; nothing about the visitor is kept.

/** Presses a connection may have counted an hour: a person presses a few. */
export const CLICKS_PER_HOUR = 30;

const noContent = () =>
  new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
const refused = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } });

export function createContactClickHandler(deps: { db: DB; now?: () => Date }) {
  return async function handleContactClick(request: Request): Promise<Response> {
    let body: unknown;
    try {
      body = JSON.parse(await readLimitedText(request, 4096));
    } catch (error) {
      if (error instanceof BodyTooLargeError) return refused(413, 'The click is too large.');
      return refused(400, 'The request body must be valid JSON.');
    }
    const click = contactClickSchema.safeParse(body);
    if (!click.success) return refused(400, 'Not a WhatsApp or call press on a page of the site.');
    // Crawlers follow no buttons; a bot's beacon is answered as counted and not kept.
    if (looksLikeBot(request.headers.get('user-agent') ?? undefined)) return noContent();
    const limit = await hitRateLimit(
      deps.db,
      `contact-click:${clientAddressKey(request.headers)}`,
      {
        limit: CLICKS_PER_HOUR,
        windowSeconds: 60 * 60,
      },
    );
    if (!limit.allowed) return noContent();
    const { channel, page, referrer, utm } = click.data;
    const kept = await recordContactClick(deps.db, {
      day: viewDay(deps.now?.() ?? new Date()),
      path: normalizePath(landingPathOf(page) ?? page),
      channel,
      source: leadSourceOf(utm, referrer),
    });
    if (!kept) logger.warn({ channel }, 'contact click not kept: the day has its most pages');
    return noContent();
  };
}
