import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's WCAG 2.2 AA rules find nothing on the page as it is now. */
export async function expectNoViolations(page: Page, label: string) {
  // A toast sliding in is half transparent for a moment, which axe would read as low contrast.
  await page
    .waitForFunction(
      () =>
        !document
          .getAnimations()
          .some(
            (a) =>
              a.playState === 'running' &&
              a.effect instanceof KeyframeEffect &&
              a.effect.target instanceof Element &&
              a.effect.target.closest('[data-sonner-toast]'),
          ),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  // The e-mail preview is a sandboxed frame of the admin's own HTML; axe cannot run scripts in it.
  const results = await new AxeBuilder({ page })
    .withTags(wcag)
    .exclude('iframe[title="Email preview"]')
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, label).toEqual([]);
}
