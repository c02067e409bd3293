import type { ColumnType } from 'kysely';

import type { DeviceClass, PageTemplate } from '@/lib/web-vitals/page-kinds';
import type { Vital } from '@/lib/web-vitals/vitals';

import type { Json, NullableTimestamp, Timestamp } from './column-types';

// What the site measures of itself: page views, search and crawler traffic, Core Web Vitals,
// city-page ratings, beacon tokens, the 404 log and the site-health reports.

export interface PageViewsTable {
  path: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  views: number;
}

export interface IndexNowSubmissionsTable {
  id: string;
  /** The changed public URLs, as JSON. */
  urls: ColumnType<unknown, string, string>;
  status: 'pending' | 'sent' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface SearchConsoleRowsTable {
  /** The report's date range, YYYY-MM-DD, both included. */
  since: string;
  until: string;
  kind: 'page' | 'query';
  /** A page's path, or the query. */
  key: string;
  clicks: number;
  impressions: number;
  position: number;
}

export interface BotHitsTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** A known bot's id (lib/crawlers/bots.ts), or custom:{token} for one the owner added. */
  bot: string;
  /** confirmed, unconfirmed or unchecked (crawlers/bot-confirmation.ts). */
  confirmation: string;
  path: string;
  hits: number;
}

export interface WebVitalBucketsTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  template: PageTemplate;
  device: DeviceClass;
  metric: Vital;
  /** The bucket's index in lib/web-vitals/vitals.ts bucketEdges. */
  bucket: number;
  visits: number;
}

export interface WebVitalPagesTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  path: string;
  visits: number;
  /** Visits with at least one poor metric. */
  poor_visits: number;
  lcp_poor: number;
  inp_poor: number;
  cls_poor: number;
}

export interface CityPageRatingsTable {
  page_id: string;
  /** The page's own text as last rated (lib/cities/page-similarity.ts ownTextHash), in hex. */
  text_hash: string;
  /** Its MinHash signature, base64 of 32 unsigned 32-bit values. */
  signature: string;
  /** How much of its text its closest sibling shares, 0 to 1. */
  similarity: number;
  closest_page_id: string | null;
  /** The page's updated_at when it was rated. */
  page_updated_at: Timestamp;
}

export interface PageTokenUsesTable {
  /** A token's id and what it was used for ('web-vitals', 'contact-click:call'...). */
  use_key: string;
  expires_at: Timestamp;
}

export interface BeaconRefusalsTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** 'web-vitals' or 'contact-click'. */
  kind: string;
  /** server/page-tokens/beacon-refusal.ts names them. */
  reason: string;
  count: number;
}

export interface NotFoundLogTable {
  /** The path, or for an obvious probe the kind it belongs to ('probe: *.php'). */
  path: string;
  hits: number;
  first_seen: Timestamp;
  last_seen: Timestamp;
  last_referrer: string;
  last_bot: number;
  probe: number;
  resolved: number;
  /** Why it is resolved: a redirect answers it, or the path answers 200 now. */
  resolved_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface HealthReportsTable {
  id: string;
  /** running, done (every page reached), partial (stopped at the page or time bound) or failed. */
  status: string;
  crawled: number;
  limit_pages: number;
  findings: Json;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
}
