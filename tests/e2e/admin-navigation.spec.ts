import { expect, test } from '@playwright/test';

import { navigationFor } from '../../src/lib/admin/navigation';
import { expectNoViolations } from './support/axe';
import { signIn } from './support/sign-in';

// The owner's whole admin, reached from the first screen through the navigation alone, on a phone
// and on a laptop: every screen opens, is marked as the current one, needs no sideways scrolling
// and has nothing axe finds.

const screens = navigationFor('owner').flatMap((group) => group.screens);

for (const [width, height] of [
  [390, 844],
  [1366, 900],
] as const) {
  test(`an owner reaches every admin screen through the navigation at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await signIn(page, '/admin', 'Admin Dashboard');
    await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Admin' });
    if (width >= 1024) await expect(menu).toBeHidden();

    for (const screen of screens) {
      if (width < 1024 && (await menu.getAttribute('aria-expanded')) !== 'true') {
        await menu.click();
        await expect(nav).toBeVisible();
      }
      await nav.getByRole('link', { name: screen.label, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === screen.href);
      await expect(page.locator('#admin-navigation a[aria-current="page"]')).toHaveText(
        screen.label,
      );
      await expect(page.locator('main h1').first()).toBeVisible();
      // On a phone the menu folds away once a screen is chosen (the dashboard's link, on the
      // dashboard itself, leaves it as it was).
      if (width < 1024 && screen.href !== '/admin') await expect(nav).toBeHidden();
      // The narrowest phone too: nothing may make the page scroll sideways from 360 px up.
      for (const w of width < 1024 ? [360, width] : [width]) {
        await page.setViewportSize({ width: w, height });
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${screen.href} scrolls sideways at ${w} px`).toBeLessThanOrEqual(0);
      }
      await expectNoViolations(page, `${screen.href} at ${width} px`);
    }

    // The menu itself, open, and a dialog of the first screen.
    if (width < 1024) {
      await menu.click();
      await expect(nav).toBeVisible();
      await expectNoViolations(page, `the open menu at ${width} px`);
      await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    } else {
      await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Edit Email Template' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Email Template' })).toBeVisible();
    await expectNoViolations(page, `the e-mail template dialog at ${width} px`);
  });
}
