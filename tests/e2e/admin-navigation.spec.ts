import { expect, test as base, type Cookie, type Locator, type Page } from '@playwright/test';

import { navigationFor } from '../../src/lib/admin/navigation';
import { expectNoViolations } from './support/axe';
import { sendEnquiry } from './support/enquiries';
import { signIn } from './support/sign-in';
import { runOnOwnSite } from './support/own-site';

const site = runOnOwnSite(base, 'admin-navigation');

// Signed in once for the file: each screen's test starts signed in, so a failure on one screen
// leaves the others to be tested.
const test = base.extend<object, { ownerCookies: Cookie[] }>({
  ownerCookies: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ baseURL: site.baseURL });
      await signIn(page, '/admin', 'Admin Dashboard');
      const cookies = await page.context().cookies();
      await page.close();
      await use(cookies);
    },
    { scope: 'worker' },
  ],
  page: async ({ page, ownerCookies }, use) => {
    await page.context().addCookies(ownerCookies);
    await use(page);
  },
});

// The owner's whole admin, reached from the first screen through the navigation alone, on a phone
// and on a laptop: every screen opens, is marked as the current one, needs no sideways scrolling
// and has nothing axe finds; and each kind of dialog fits the screen and has nothing axe finds.

const screens = navigationFor('owner').flatMap((group) => group.screens);

/** Opens a dialog with `trigger`: it fits the screen, axe finds nothing, and Escape closes it. */
async function checkDialog(page: Page, trigger: Locator, name: string, width: number) {
  await trigger.click();
  const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog'));
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x, `${name} starts on the screen at ${width} px`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name} ends on the screen at ${width} px`).toBeLessThanOrEqual(width);
  await expectNoViolations(page, `${name} at ${width} px`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const [width, height] of [
  [390, 844],
  [1366, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    const phone = width < 1024;
    /** The dashboard, with the navigation shown (on a phone, the menu opened). */
    async function openNavigation(page: Page) {
      await page.setViewportSize({ width, height });
      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
      const menu = page.getByRole('button', { name: 'Menu' });
      const nav = page.getByRole('navigation', { name: 'Admin' });
      if (!phone) await expect(menu).toBeHidden();
      else if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
      await expect(nav).toBeVisible();
      return { menu, nav };
    }

    for (const screen of screens) {
      test(`an owner reaches ${screen.label} (${screen.href}) through the navigation`, async ({
        page,
      }) => {
        const { nav } = await openNavigation(page);
        await nav.getByRole('link', { name: screen.label, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === screen.href);
        await expect(page.locator('#admin-navigation a[aria-current="page"]')).toHaveText(
          screen.label,
        );
        await expect(page.locator('main h1').first()).toBeVisible();
        // On a phone the menu folds away once a screen is chosen (the dashboard's link, on the
        // dashboard itself, leaves it as it was).
        if (phone && screen.href !== '/admin') await expect(nav).toBeHidden();
        // The narrowest phone too: nothing may make the page scroll sideways from 360 px up.
        for (const w of phone ? [360, width] : [width]) {
          await page.setViewportSize({ width: w, height });
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(sideways, `${screen.href} scrolls sideways at ${w} px`).toBeLessThanOrEqual(0);
        }
        await expectNoViolations(page, `${screen.href} at ${width} px`);
      });
    }

    test('the menu, and each kind of admin dialog, fit the screen with nothing axe finds', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const { nav } = await openNavigation(page);
      if (phone) await expectNoViolations(page, `the open menu at ${width} px`);
      await nav.getByRole('link', { name: 'Enquiries', exact: true }).click();
      await checkDialog(
        page,
        page.getByRole('button', { name: 'Edit Email Template' }),
        'the e-mail template dialog',
        width,
      );

      // Every other kind of admin dialog, on screens reached by address now that the menu is tested.
      const email = `dialogs-${width}-${Date.now().toString(36)}@example.in`;
      await sendEnquiry(
        request,
        { name: `Dialog Check ${width}`, email, service: 'seo', message: 'Checking the dialogs.' },
        `198.51.100.${width === 390 ? 90 : 91}`,
      );
      await page.goto(`/admin/enquiries?q=${encodeURIComponent(email)}`);
      const view = page.getByRole('button', { name: `View enquiry from Dialog Check ${width}` });
      await checkDialog(page, view, 'the enquiry dialog', width);
      await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
      await checkDialog(
        page,
        page.getByRole('button', { name: 'Delete Selected' }),
        'the bulk delete question',
        width,
      );
      await page.goto('/admin/blog');
      await checkDialog(
        page,
        page.getByRole('button', { name: /^Delete / }).first(),
        'the delete question',
        width,
      );
      await page.goto('/admin/authors');
      await checkDialog(
        page,
        page.getByRole('button', { name: /^Delete / }).first(),
        "the delete author dialog (who takes the author's posts)",
        width,
      );
      await page.goto('/admin/enquiries/settings');
      const erase = page.getByRole('region', { name: "Erase a Person's Data" });
      await erase.getByLabel('E-mail address').fill(email);
      await erase.getByRole('button', { name: 'Find Data' }).click();
      await checkDialog(
        page,
        erase.getByRole('button', { name: 'Erase All' }),
        'the erase question',
        width,
      );
    });
  });
}
