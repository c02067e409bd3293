import type { Page } from '@playwright/test';

/**
 * Returns once every request the page has started so far has been reported to the test: the page
 * starts one more, a marker, and the browser reports requests in the order they start. What a test
 * counts after this is what the page sent, with no fixed wait for a request that never comes.
 */
export async function requestsSoFarSeen(page: Page): Promise<void> {
  const marker = `/robots.txt?requests-seen=${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((request) => request.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url, { method: 'HEAD' }), marker);
  await seen;
}

/** Returns once the page has drawn two more frames: what its observers saw is reported by then. */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
