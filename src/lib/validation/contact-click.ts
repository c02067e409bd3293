import './zod-config';

import { z } from 'zod';

import { pageToken, sitePagePath } from './page-token';
import { lineText } from './plain-text';

// A press of a WhatsApp or call button, as the site's click counter sends it: the channel, the
// page it was on and the visit's first-touch attribution. Nothing about the visitor.

export const CONTACT_CHANNELS = ['whatsapp', 'call'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const contactClickSchema = z.object({
  channel: z.enum(CONTACT_CHANNELS),
  page: sitePagePath,
  token: pageToken,
  referrer: lineText().max(500).optional(),
  utm: z.record(z.string().regex(/^utm_[a-z_]{1,20}$/), lineText().max(200)).optional(),
});

/** Presses a network may have counted a day, one a page and button: a person presses a few. */
export const PRESSES_PER_DAY = 10;
