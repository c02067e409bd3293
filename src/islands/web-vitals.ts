import type { Metric } from 'web-vitals';

import { sendJsonBeacon } from '@/lib/beacon';
import { askPageToken, measuredPagePath } from '@/lib/page-token-request';

type Values = { lcp?: number; inp?: number; cls?: number };

/**
 * Core Web Vitals of this visit, measured by the web-vitals library (loaded once the page is
 * idle, and only for the sampled share of visits) and sent once, with sendBeacon, when the page is
 * first hidden: the landing page's path and LCP, INP and CLS, with the page's token (asked for as
 * the library loads). No cookie, nothing about the visitor.
 */
export function collectWebVitals({ samplePercent }: { samplePercent: number }): () => void {
  const page = measuredPagePath();
  if (!page || Math.random() * 100 >= samplePercent || !navigator.sendBeacon) return () => {};
  const values: Values = {};
  let sent = false;
  let token: string | null = null;
  let cancelled = false;
  const keep = (metric: Metric) => {
    const name = metric.name.toLowerCase() as keyof Values;
    values[name] =
      name === 'cls' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  };
  // Listening on the document, after web-vitals' own listeners on the window, which report the
  // final values as the page is hidden.
  const sendOnce = () => {
    if (sent || document.visibilityState !== 'hidden' || Object.keys(values).length === 0) return;
    sent = true;
    sendJsonBeacon('/api/web-vitals', { page, token, ...values });
  };
  const load = () =>
    void Promise.all([import('web-vitals'), askPageToken(page)]).then(([library, given]) => {
      if (cancelled || !given) return;
      token = given;
      const { onCLS, onINP, onLCP } = library;
      onLCP(keep);
      onINP(keep);
      onCLS(keep);
      document.addEventListener('visibilitychange', sendOnce);
    });
  // Safari has no requestIdleCallback: a timeout after the load event stands in for it.
  const idle = 'requestIdleCallback' in window;
  let handle: number | undefined;
  const whenLoaded = () =>
    (handle = idle ? window.requestIdleCallback(load) : window.setTimeout(load, 1));
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenLoaded);
    if (handle !== undefined)
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    document.removeEventListener('visibilitychange', sendOnce);
  };
}
