import 'server-only';

import { z } from 'zod';

import type { PageSpeed } from '@/lib/seo-audit/audit-checks';

import type { DB } from '../db/schema';
import { logger } from '../logger';
import { getEnquirySettings } from '../queries/enquiry-settings';

// Google's view of the prospect's home page, when the owner saved a PageSpeed Insights API key:
// the mobile lab score (Lighthouse) and the Chrome UX Report's real-visitor p75 of LCP, INP and
// CLS. Without a key nothing is asked; a failure leaves the report without it, said in words.

const PAGESPEED_TIMEOUT_MS = 60_000;

/**
 * Google's PageSpeed Insights API, the only address the audit sends the key to. Not a setting:
 * a setting would let whoever can save it make the site fetch any address (fourth attack, M3).
 * Tests give their worker a local fake instead.
 */
export const PAGESPEED_ENDPOINT = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed';

const metric = z.object({ percentile: z.number() }).optional();
const experience = z
  .object({
    metrics: z
      .object({
        LARGEST_CONTENTFUL_PAINT_MS: metric,
        INTERACTION_TO_NEXT_PAINT: metric,
        CUMULATIVE_LAYOUT_SHIFT_SCORE: metric,
      })
      .optional(),
  })
  .optional();
const answerSchema = z.object({
  lighthouseResult: z
    .object({
      categories: z.object({
        performance: z.object({ score: z.number().nullable() }).optional(),
      }),
    })
    .optional(),
  loadingExperience: experience,
  originLoadingExperience: experience,
});

/** Google's figures for the page; null when no key is saved. */
export async function readPageSpeed(
  db: DB,
  pageUrl: string,
  endpoint = PAGESPEED_ENDPOINT,
): Promise<PageSpeed | null> {
  const { pageSpeedKey } = await getEnquirySettings(db);
  if (!pageSpeedKey) return null;
  const url = new URL(endpoint);
  url.searchParams.set('url', pageUrl);
  url.searchParams.set('key', pageSpeedKey);
  url.searchParams.set('strategy', 'mobile');
  url.searchParams.set('category', 'performance');
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PAGESPEED_TIMEOUT_MS) });
    if (!response.ok) return { error: `PageSpeed Insights answered ${response.status}.` };
    const answer = answerSchema.parse(await response.json());
    const score = answer.lighthouseResult?.categories.performance?.score;
    const metrics = answer.loadingExperience?.metrics ?? answer.originLoadingExperience?.metrics;
    return {
      labScore: typeof score === 'number' ? Math.round(score * 100) : null,
      field: metrics
        ? {
            lcpMs: metrics.LARGEST_CONTENTFUL_PAINT_MS?.percentile ?? null,
            inpMs: metrics.INTERACTION_TO_NEXT_PAINT?.percentile ?? null,
            // Google reports CLS multiplied by 100.
            cls: metrics.CUMULATIVE_LAYOUT_SHIFT_SCORE
              ? metrics.CUMULATIVE_LAYOUT_SHIFT_SCORE.percentile / 100
              : null,
          }
        : null,
    };
  } catch (error) {
    logger.warn({ err: error }, 'PageSpeed Insights could not be read');
    return { error: 'PageSpeed Insights could not be reached in time.' };
  }
}
