import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits (up to 3 s) until no toast is sliding in or out. */
async function toastsSettled(page: Page) {
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
}

async function violations(page: Page) {
  // The e-mail preview is a sandboxed frame of the admin's own HTML; axe cannot run scripts in it.
  // heading-order is one of axe's best practices, not a WCAG rule: a skipped level misleads those
  // who move through a screen by its headings. One run for both: each run opens a page of its own.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'heading-order': { enabled: true } } })
    .withTags(wcag)
    .exclude('iframe[title="Email preview"]')
    .analyze();
  await leaveOutAuthorsOutline(page, results.violations);
  return results.violations.map((v) => ({
    summary: `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    targets: v.nodes.map((n) => String(n.target.at(-1))),
  }));
}

/**
 * A post's live preview shows the writer's outline, right or wrong (the SEO panel says so): a
 * heading in it, or one that follows it, is not the screen's to answer for. axe orders the whole
 * page's headings, excluded parts too, so those nodes are dropped from its finding here.
 */
async function leaveOutAuthorsOutline(
  page: Page,
  found: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'],
) {
  const index = found.findIndex((violation) => violation.id === 'heading-order');
  if (index === -1) return;
  const violation = found[index]!;
  const screens = await page.evaluate(
    (selectors) => {
      const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role=heading]')];
      const authors = (el: Element | undefined) => Boolean(el?.closest('[data-author-content]'));
      return selectors.map((selector) => {
        const node = document.querySelector(selector);
        return Boolean(node) && !authors(node!) && !authors(headings[headings.indexOf(node!) - 1]);
      });
    },
    violation.nodes.map((node) => String(node.target.at(-1))),
  );
  const nodes = violation.nodes.filter((_node, i) => screens[i]);
  if (nodes.length) found[index] = { ...violation, nodes };
  else found.splice(index, 1);
}

/**
 * Renders what the browser skips until a visitor scrolls near it (content-visibility: auto, the
 * render-near-viewport sections): axe cannot read the colours of content that is not rendered.
 */
async function renderSkippedContent(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto')
        element.style.contentVisibility = 'visible';
  });
  // A section rendered now runs the fade-in it missed while skipped: contrast is read once it ends.
  await page
    .waitForFunction(
      () =>
        !document
          .getAnimations()
          .some((a) => a instanceof CSSTransition && a.playState === 'running'),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

/** axe's WCAG 2.2 AA rules and heading-order find nothing on the page as it is now, every section rendered. */
export async function expectNoViolations(page: Page, label: string) {
  await renderSkippedContent(page);
  // A toast sliding in is half transparent for a moment, which axe would read as low contrast.
  await toastsSettled(page);
  let found = await violations(page);
  // A toast that arrived (or left) while axe was reading, a crawl or a save finishing, is read
  // again once it has settled; a toast that stays unreadable still fails.
  const inToast = await page.evaluate(
    (targets) =>
      targets.some((target) => {
        const node = document.querySelector(target);
        return !node || node.closest('[data-sonner-toaster]') !== null;
      }),
    found.flatMap((v) => v.targets),
  );
  if (inToast) {
    await toastsSettled(page);
    found = await violations(page);
  }
  expect(
    found.map((v) => v.summary),
    label,
  ).toEqual([]);
}
