import { expect, type ConsoleMessage, type Page } from '@playwright/test';

import { requestsSoFarSeen } from './requests-seen';

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
 * Waits until every island that wakes once the page is idle has run (the runtime marks it
 * data-awake), the browser has been idle once more, and the requests started by then have been
 * reported: what the page does once it has loaded (a page token) has started.
 */
export async function settle(page: Page) {
  await expect(page.locator('site-island[data-when="idle"]:not([data-awake])')).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await requestsSoFarSeen(page);
}

/**
 * Waits until the press counter of a page of the site's renderer runs: a plain script the island
 * runtime starts once the page is idle (src/islands/attribution.ts).
 */
export async function waitForPressCounter(page: Page) {
  await expect(page.locator('site-island[data-export="trackAttribution"]')).toHaveAttribute(
    'data-awake',
    '',
  );
}
