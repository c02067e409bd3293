import { expect, test, type Locator, type Page } from '@playwright/test';

import { signIn } from './support/sign-in';
import { runOnOwnSite } from './support/own-site';

runOnOwnSite(test, 'editor-guard');

// Every page editor keeps what was typed when the owner starts to leave: a link of the admin's
// navigation, a reload and the browser's Back button each ask first, and staying keeps the edit.
// Nothing here is saved.

type Editor = {
  name: string;
  open: (page: Page) => Promise<void>;
  field: (page: Page) => Locator;
};

const viaNavigation = (label: string, heading: string) => async (page: Page) => {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
};

const editors: Editor[] = [
  {
    name: 'business settings',
    open: viaNavigation('Settings', 'Settings'),
    field: (page) => page.getByLabel('Business name *'),
  },
  {
    name: 'lead settings',
    open: viaNavigation('Enquiry Settings', 'Enquiry Settings'),
    field: (page) => page.getByLabel('Webhook URL'),
  },
  {
    name: 'service editor',
    open: async (page) => {
      await viaNavigation('Services', 'Services')(page);
      await page.getByRole('link', { name: 'Add Service' }).click();
      await expect(page.getByLabel('Name *')).toBeVisible();
    },
    field: (page) => page.getByLabel('Name *'),
  },
  {
    name: 'city page editor',
    open: async (page) => {
      await viaNavigation('Cities', 'Cities')(page);
      const grid = page.getByRole('table', { name: 'The page of each service in each city' });
      await grid.getByRole('link', { name: /^SEO in Pune: .*, edit$/ }).click();
      await expect(page.getByLabel('Meta Title *')).toBeVisible();
    },
    field: (page) => page.getByLabel('Meta Title *'),
  },
];

/** Starts leaving with `leave`, answers the question with `accept`, and says what was asked. */
async function answerLeaving(page: Page, leave: () => Promise<unknown>, accept: boolean) {
  const asked = page.waitForEvent('dialog');
  const leaving = leave().catch(() => undefined);
  const dialog = await asked;
  const type = dialog.type();
  await (accept ? dialog.accept() : dialog.dismiss());
  await leaving;
  return type;
}

for (const editor of editors) {
  test(`the ${editor.name} asks before a link, a reload or Back drops an edit`, async ({
    page,
  }) => {
    await signIn(page, '/admin', 'Admin Dashboard');
    await editor.open(page);
    const url = page.url();
    const field = editor.field(page);
    const typed = `${await field.inputValue()} edited`;
    await field.fill(typed);
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
    const dashboard = page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Dashboard' });

    expect(await answerLeaving(page, () => dashboard.click(), false)).toBe('confirm');
    await expect(field).toHaveValue(typed);
    expect(page.url()).toBe(url);

    expect(await answerLeaving(page, () => page.reload({ timeout: 5000 }), false)).toBe(
      'beforeunload',
    );
    await expect(field).toHaveValue(typed);

    expect(await answerLeaving(page, () => page.goBack({ timeout: 5000 }), false)).toBe('confirm');
    await expect(field).toHaveValue(typed);
    expect(page.url()).toBe(url);

    // Leaving when the owner says so.
    expect(await answerLeaving(page, () => dashboard.click(), true)).toBe('confirm');
    await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
  });
}

test('Ctrl+S saves an editor, which then lets the owner leave without asking', async ({ page }) => {
  await signIn(page, '/admin/enquiries/settings', 'Enquiry Settings');
  const retention = page.getByLabel('Delete closed enquiries older than');
  const before = await retention.inputValue();
  const bar = page.getByText(/^(No unsaved changes|Unsaved changes)$/);
  // Saved and put back, each with the shortcut.
  for (const value of [before === '36' ? '24' : '36', before]) {
    await retention.selectOption(value);
    await expect(bar).toHaveText('Unsaved changes');
    await page.keyboard.press('Control+s');
    await expect(bar).toHaveText('No unsaved changes');
    await expect(page.getByText('The enquiry settings are saved.').first()).toBeVisible();
  }
  let asked = false;
  page.on('dialog', (dialog) => {
    asked = true;
    void dialog.dismiss();
  });
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
  expect(asked).toBe(false);
});

test('the service editor jumps to its sections, and a jump does not ask', async ({ page }) => {
  await signIn(page, '/admin/services/new', 'New Service');
  await page.getByLabel('Name *').fill('Voice Search SEO');
  let asked = false;
  page.on('dialog', (dialog) => {
    asked = true;
    void dialog.dismiss();
  });
  const sections = page.getByRole('navigation', { name: 'Sections of this form' });
  await sections.getByRole('link', { name: 'Price plans' }).click();
  await expect(page.locator('#service-plans')).toBeInViewport();
  await sections.getByRole('link', { name: 'FAQ' }).click();
  await expect(page.locator('#service-faq')).toBeInViewport();
  expect(asked).toBe(false);
  await expect(page.getByLabel('Name *')).toHaveValue('Voice Search SEO');
});

test('an editor that closes on its page leaves Back to the page before it', async ({ page }) => {
  await signIn(page, '/admin', 'Admin Dashboard');
  await viaNavigation('Authors', 'Authors')(page);
  await page.getByRole('button', { name: 'Add Author' }).click();
  await page.locator('#author-name').fill('Not Kept');
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#author-name')).toBeHidden();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
});
