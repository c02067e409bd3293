import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Loads the page again as a visitor's browser does and checks that its scripts run: React takes
 * the page over (Next.js's pages) or the island runtime has loaded an island (the renderer's), and
 * nothing is reported in the console (a script the Content-Security-Policy refused would be).
 */
export async function expectScriptsToRun(page: Page, label: string) {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  };
  page.on('console', onConsole);
  await page.reload();
  await expect.poll(() => scriptsRun(page), { message: label }).toBe(true);
  page.off('console', onConsole);
  expect(errors, label).toEqual([]);
}

const scriptsRun = (page: Page) =>
  page.evaluate(
    () =>
      Boolean((window as { next?: { router?: unknown } }).next?.router) ||
      performance
        .getEntriesByType('resource')
        .some((entry) => entry.name.includes('/_next/static/islands/')),
  );

/**
 * Waits until the page's scripts run and the page has been idle once more, plus half a second:
 * what they do once it has loaded (a prefetch, a page token) has started.
 */
export async function settle(page: Page) {
  await expect.poll(() => scriptsRun(page)).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForTimeout(500);
}

/**
 * Waits until the press counter of a page of the site's renderer runs: a plain script the island
 * runtime starts once the page is idle (src/islands/attribution.ts).
 */
export async function waitForPressCounter(page: Page) {
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => entry.name.includes('/_next/static/islands/scripts/attribution-')),
  );
  // Started as soon as its module has run: a frame and a task later.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
  );
}
