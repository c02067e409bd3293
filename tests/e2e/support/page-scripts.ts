import { expect, type ConsoleMessage, type Page } from '@playwright/test';

/**
 * Loads the page again as a visitor's browser does and checks that its scripts run: React takes
 * the page over, and nothing is reported in the console (a script the Content-Security-Policy
 * refused would be).
 */
export async function expectScriptsToRun(page: Page, label: string) {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  };
  page.on('console', onConsole);
  await page.reload();
  await expect
    .poll(
      () => page.evaluate(() => Boolean((window as { next?: { router?: unknown } }).next?.router)),
      { message: label },
    )
    .toBe(true);
  page.off('console', onConsole);
  expect(errors, label).toEqual([]);
}
