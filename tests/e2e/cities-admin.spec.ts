import { expect, test, type Page } from '@playwright/test';

import { expectNoViolations } from './support/axe';
import { signIn as signInAt } from './support/sign-in';
import { runOnOwnSite } from './support/own-site';

runOnOwnSite(test, 'cities-admin', 'serial');

// Letters only: city slugs are letters and hyphens.
const suffix = Array.from({ length: 6 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
).join('');
const name = `Nashik ${suffix.charAt(0).toUpperCase()}${suffix.slice(1)}`;
const slug = `nashik-${suffix}`;
const renamed = `${slug}-road`;
const words = (n: number) =>
  Array.from({ length: n }, (_, i) => `growth${String.fromCharCode(97 + (i % 26))}`).join(' ');

const signIn = (page: Page) => signInAt(page, '/admin/cities', 'Cities');

const cityRow = (page: Page, city: string) =>
  page.getByRole('table', { name: 'Cities, by name' }).getByRole('row').filter({ hasText: city });

test('logged out, the cities admin and its API refuse', async ({ page, request }) => {
  await page.goto('/admin/cities');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  const response = await request.post('/api/admin/cities', {
    data: { name: 'X', state: 'Y', slug: 'x' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(401);
});

test('an admin adds a city, writes its SEO page, renames it and deletes it', async ({
  page,
  request,
}) => {
  // One long journey through four screens and the public site.
  test.setTimeout(120_000);
  await signIn(page);
  await expectNoViolations(page, 'cities admin');
  await expect(page.getByRole('link', { name: 'Cities' })).toBeVisible();

  // Bad input: errors under the fields, nothing saved, what was typed kept.
  await page.getByRole('button', { name: 'Add City' }).click();
  await expectNoViolations(page, 'add city form');
  await page.getByRole('button', { name: 'Add City' }).last().click();
  await expect(page.getByLabel('Name *')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#city-name-error')).toHaveText('Please fill in all required fields.');
  await page.getByLabel('Name *').fill('Mumbai');
  await page.getByLabel('State *').fill('Maharashtra');
  await page.getByRole('button', { name: 'Add City' }).last().click();
  await expect(page.locator('#city-slug-error')).toHaveText('That slug is already used by Mumbai.');
  await expect(page.getByLabel('State *')).toHaveValue('Maharashtra');

  // The slug follows the name until it is edited.
  await page.getByLabel('Name *').fill(name);
  await expect(page.getByLabel('Slug *')).toHaveValue(slug);
  // Pinned to 4 decimal places: Google asks for 5 in its pages' structured data, as the hint says.
  await expect(page.getByLabel('Latitude')).toHaveAccessibleDescription(
    'Optional, to 5 decimal places, e.g. 18.52043',
  );
  await page.getByLabel('Latitude').fill('19.9975');
  await page.getByLabel('Longitude').fill('73.78981');
  await page.getByRole('button', { name: 'Add City' }).last().click();
  await expect(page.locator('#city-latitude-error')).toHaveText(
    'Give the latitude to at least 5 decimal places, e.g. 19.00047, as Google asks (zeros at the end do not count)',
  );
  await expectNoViolations(page, 'add city form with a rough position');
  await page.getByLabel('Latitude').fill('19.99752');
  await page.getByRole('button', { name: 'Add City' }).last().click();
  await expect(page.getByText('City added.')).toBeVisible();
  await expect(cityRow(page, name)).toContainText('0 of 6');

  // Its pages start as fallbacks; the grid opens the editor.
  const grid = page.getByRole('table', { name: 'The page of each service in each city' });
  await grid.getByRole('link', { name: `SEO in ${name}: Fallback, edit`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `SEO in ${name}` })).toBeVisible();
  await expectNoViolations(page, 'city page editor');
  await expect(page.getByLabel('Heading (H1) *')).toHaveValue(
    `SEO Services in ${name}, Maharashtra`,
  );
  await page.getByLabel('Meta Title *').fill(`SEO Agency in ${name}`);
  await page.getByLabel('Meta Description *').fill(`SEO for ${name} businesses.`);
  await page.getByLabel('Introduction *').fill(`${name} is growing fast. ${words(40)}`);
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByRole('button', { name: 'Add question' }).click();
  await page.getByLabel('Question *').nth(0).fill('First question?');
  await page.getByLabel('Answer *').nth(0).fill(words(60));
  await page.getByLabel('Question *').nth(1).fill('Second question?');
  await page.getByLabel('Answer *').nth(1).fill(words(60));
  // Reordered by keyboard: focus the button and press Enter.
  await page.getByRole('button', { name: 'Move question 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Question *').nth(0)).toHaveValue('Second question?');
  await expectNoViolations(page, 'city page editor with questions');
  await page.getByRole('button', { name: 'Save Page' }).click();
  await expect(page.getByText(`The page of SEO in ${name} is saved.`)).toBeVisible();
  await expect(page.getByText(/\d+ words of its own: published/)).toBeVisible();

  // Published: on its URL, on /locations and in the sitemap.
  const publicPage = await page.context().newPage();
  const response = await publicPage.goto(`/services/seo/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(
    `SEO Services in ${name}, Maharashtra`,
  );
  await expect(publicPage.locator('meta[name="robots"]')).not.toHaveAttribute('content', /noindex/);
  await expect(publicPage.getByText('Second question?')).toBeVisible();
  // The coordinates typed in the admin describe the city served in the page's structured data.
  const jsonLd = (
    await publicPage.locator('script[type="application/ld+json"]').allTextContents()
  ).join('');
  expect(jsonLd).toContain(
    '"geo":{"@type":"GeoCoordinates","latitude":19.99752,"longitude":73.78981}',
  );
  await publicPage.goto('/locations');
  await expect(publicPage.getByRole('link', { name: `SEO in ${name}` }).first()).toBeVisible();
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/services/seo/${slug}<`);

  // Renamed: the old URL answers 301 to the new one, the sitemap shows only the new one.
  await page.goto('/admin/cities');
  await cityRow(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await page.getByLabel('Slug *').fill(renamed);
  await expect(page.getByText('The old URLs will redirect here.')).toBeVisible();
  await page.getByRole('button', { name: 'Update City' }).click();
  await expect(page.getByText('City updated.')).toBeVisible();
  for (const old of [
    `/services/seo/${slug}`,
    `/seo/${slug}`,
    `/services/seo/${slug.toUpperCase()}/`,
  ]) {
    const redirect = await request.get(old, { maxRedirects: 0 });
    expect(redirect.status(), old).toBe(301);
    expect(redirect.headers().location, old).toBe(`/services/seo/${renamed}`);
  }
  expect((await publicPage.goto(`/services/seo/${slug}`))?.url()).toMatch(
    `/services/seo/${renamed}`,
  );
  // The contact form starts with the city's name, not words made from its slug.
  await expect(publicPage.getByLabel('City', { exact: true })).toHaveValue(name);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/services/seo/${renamed}<`);
  expect(sitemap).not.toContain(`/services/seo/${slug}<`);

  // Deleted after confirming: its pages answer 404.
  await page.goto('/admin/cities');
  await cityRow(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await expect(page.getByRole('alertdialog')).toContainText(`delete ${name}?`);
  await expectNoViolations(page, 'delete city dialog');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${name} deleted.`)).toBeVisible();
  await expect(cityRow(page, name)).toHaveCount(0);
  expect((await request.get(`/services/seo/${renamed}`)).status()).toBe(404);
});

test('a deleted city comes back with Undo or from the trash, its pages and old URLs with it', async ({
  page,
  request,
}) => {
  const answers = async () => [
    (await request.get(`/services/seo/${renamed}`)).status(),
    (await request.get(`/services/seo/${slug}`, { maxRedirects: 0 })).status(),
  ];
  await signIn(page);
  await page.goto('/admin/trash');
  const entry = page.getByRole('row').filter({ hasText: `City ${name}` });
  await expect(entry).toContainText('Owner');
  await expectNoViolations(page, 'trash');

  // From the trash: the page answers again, and so does the 301 of its old slug.
  await entry.getByRole('button', { name: `Restore City ${name}` }).click();
  await expect(page.getByText(`City ${name} restored.`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  expect(await answers()).toEqual([200, 301]);

  // The delete toast's Undo.
  await page.goto('/admin/cities');
  await cityRow(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${name} deleted.`)).toBeVisible();
  await expect(cityRow(page, name)).toHaveCount(0);
  expect(await answers()).toEqual([404, 404]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`City ${name} restored.`)).toBeVisible();
  await expect(cityRow(page, name)).toHaveCount(1);
  expect(await answers()).toEqual([200, 301]);

  // Deleted again, then for good from the trash: nothing left to restore.
  await cityRow(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${name} deleted.`)).toBeVisible();
  await page.goto('/admin/trash');
  await entry.getByRole('button', { name: `Delete City ${name}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('cannot be restored');
  await expectNoViolations(page, 'delete for good dialog');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`City ${name} is deleted for good.`)).toBeVisible();
  await expect(entry).toHaveCount(0);
  expect(await answers()).toEqual([404, 404]);
});

test('the home page’s rules show before a save: six cities, a seventh in the place of one, each with an image', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  const name = `Swappur ${Date.now()
    .toString(36)
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  await page.getByRole('button', { name: 'Add City' }).first().click();
  await expect(
    page.getByText('The home page shows 6 cities: tick to choose the one this city replaces.'),
  ).toBeVisible();
  await page.getByLabel('Name *').fill(name);
  await page.getByLabel('State *').fill('Goa');
  await page.getByLabel('Image', { exact: true }).fill('/images/cities/mumbai.webp');
  await page.getByLabel('Show on the home page').check();
  // Not chosen: the server says which is missing, under the choice.
  await page.getByRole('button', { name: 'Add City' }).last().click();
  await expect(page.locator('#city-replaces-error')).toHaveText(
    'The home page shows 6 cities: choose the one this city replaces.',
  );
  await expectNoViolations(page, 'city form choosing the city it replaces');
  await page.getByLabel('In place of *').selectOption({ label: 'Kolkata' });
  await page.getByRole('button', { name: 'Add City' }).last().click();
  await expect(page.getByText('City added.')).toBeVisible();
  await expect(cityRow(page, name)).toContainText('Featured');
  await expect(cityRow(page, 'Kolkata')).not.toContainText('Featured');
  const home = await page.context().browser()!.newPage();
  await home.goto('/');
  const grid = home.locator('#cities').getByRole('heading', { level: 3 });
  await expect(grid).toHaveCount(6);
  await expect(grid.filter({ hasText: name })).toHaveCount(1);
  await expect(grid.filter({ hasText: 'Kolkata' })).toHaveCount(0);
  await home.close();

  // Put back: the new city deleted, Kolkata on the home page again (five shown: no choice asked).
  await cityRow(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`${name} deleted.`)).toBeVisible();
  await cityRow(page, 'Kolkata').getByRole('button', { name: 'Edit Kolkata' }).click();
  await expect(
    page.getByText('The home page shows 6 cities, each with an image (5 chosen).'),
  ).toBeVisible();
  await page.getByLabel('Show on the home page').check();
  await page.getByRole('button', { name: 'Update City' }).click();
  await expect(page.getByText('City updated.')).toBeVisible();
  await expect(cityRow(page, 'Kolkata')).toContainText('Featured');

  await cityRow(page, 'Mumbai').getByRole('button', { name: 'Edit Mumbai' }).click();
  await expect(page.getByLabel('Show on the home page')).toBeChecked();
  const warning = page.getByText('Add an image above: a city shown on the home page needs one.');
  await expect(warning).toBeHidden();
  await page.getByLabel('Image', { exact: true }).fill('');
  await expect(warning).toBeVisible();
  await expectNoViolations(page, 'city form with its home page rules');
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test('the city list is searched and filtered, and selected cities are deleted at once', async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  // Letters only: a city's slug has no digits.
  const run = Date.now()
    .toString(36)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!);
  for (const n of ['a', 'b']) {
    const response = await page.request.post('/api/admin/cities', {
      headers: { origin: baseURL! },
      data: {
        name: `Bulkpur ${run} ${n}`,
        state: 'Gujarat',
        slug: `bulkpur-${run}-${n}`,
        description: '',
        image: '',
        latitude: '',
        longitude: '',
        featured: false,
      },
    });
    expect(response.status()).toBe(201);
  }
  await page.reload();
  // Searched and filtered on the server, from the address: the screen stays small at 500 cities.
  const filters = page.getByRole('search', { name: 'Cities' });
  const search = filters.getByRole('searchbox', { name: 'Search cities' });
  await search.fill('kolkata');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/admin\/cities\?q=kolkata(&|$)/);
  await expect(page.getByText('1 city found')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'The page of each service in each city' }).getByRole('row'),
  ).toHaveCount(2);
  await search.fill('');
  // A filter applies as it is chosen, as the blog's do, and the select keeps focus.
  await filters.getByLabel('Home page').focus();
  await filters.getByLabel('Home page').selectOption('featured');
  await expect(page.getByText('6 cities found')).toBeVisible();
  await expect(page).toHaveURL(/[?&]home=featured/);
  await expect(filters.getByLabel('Home page')).toBeFocused();
  await filters.getByLabel('Home page').selectOption('');
  await filters.getByLabel('State').selectOption('Gujarat');
  await expect(page).toHaveURL(/[?&]state=Gujarat/);
  await search.fill(`bulkpur ${run}`);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('2 cities found')).toBeVisible();
  await expectNoViolations(page, 'city list filtered');
  await page.getByRole('checkbox', { name: `Select Bulkpur ${run} a` }).check();
  await page.getByRole('checkbox', { name: `Select Bulkpur ${run} b` }).check();
  const selection = page.getByRole('region', { name: 'Selected rows' });
  await expect(selection).toContainText('2 selected');
  await selection.getByRole('button', { name: 'Delete Selected' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('2 cities deleted.')).toBeVisible();
  await expect(page.getByText('0 cities found')).toBeVisible();

  // One Undo brings both back; then they go again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.getByText(`City Bulkpur ${run} a, City Bulkpur ${run} b restored.`),
  ).toBeVisible();
  await expect(page.getByText('2 cities found')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await selection.getByRole('button', { name: 'Delete Selected' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('0 cities found')).toBeVisible();
});

test('twenty cities are imported from a CSV, checked first, and get their pages from a template', async ({
  page,
}) => {
  await signIn(page);
  // Letters only: a city's slug has no digits.
  const run = Date.now()
    .toString(36)
    .replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!);
  const names = Array.from(
    { length: 20 },
    (_, n) => `Importpur ${run} ${'abcdefghijklmnopqrst'[n]}`,
  );
  const csv = (rows: string[]) => ({
    name: 'cities.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['name,state,latitude,longitude,areas', ...rows].join('\n')),
  });
  const rows = names.map(
    (name, n) =>
      `${name},Karnataka,${(12.00123 + n / 10).toFixed(5)},77.59461,"Jayanagar, Indiranagar"`,
  );

  await page.getByRole('button', { name: 'Import Cities' }).click();
  const panel = page.getByRole('region', { name: 'Import Cities' });
  // A file with a problem: each row is shown with its check, and nothing can be imported.
  await panel
    .getByLabel('Choose CSV File')
    .setInputFiles(csv([...rows, 'Pune,Maharashtra,,,', `Nostatepur ${run},,,,`]));
  const preview = panel.getByRole('table', { name: 'The cities in the file, each with its check' });
  await expect(preview.getByRole('row')).toHaveCount(23);
  await expect(preview.getByRole('row', { name: /Pune/ })).toContainText('Pune is already a city');
  await expect(preview.getByRole('row', { name: /Nostatepur/ })).toContainText(
    'Fill in the state column',
  );
  await expect(
    panel.getByText('2 rows have a problem: correct them and choose the file again.'),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Import \d+ Cities$/ })).toHaveCount(0);
  await expectNoViolations(page, 'city import with a problem');

  // Corrected: twenty cities, imported at once.
  await panel.getByLabel('Choose Another File').setInputFiles(csv(rows));
  await expect(preview.getByRole('row', { name: names[0] })).toContainText('Ready');
  await panel.getByRole('button', { name: 'Import 20 Cities' }).click();
  await expect(page.getByText('20 cities imported.')).toBeVisible();
  await expect(panel).toHaveCount(0);

  const filters = page.getByRole('search', { name: 'Cities' });
  await filters.getByRole('searchbox', { name: 'Search cities' }).fill(`importpur ${run}`);
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('20 cities found')).toBeVisible();
  await expect(cityRow(page, names[19]!)).toContainText('Karnataka');

  // Their SEO pages from one template: each names its city and areas, and stays out of search.
  await page.getByRole('button', { name: 'Fill Pages from a Template' }).click();
  const template = page.getByRole('form', { name: 'Fill Pages from a Template' });
  await template.getByLabel('Service', { exact: true }).selectOption('seo');
  await template.getByLabel('Heading *').fill('SEO Services in {city}');
  // The title as search results will show it for the longest of those cities: shortened when long.
  await template
    .getByLabel('Meta title *')
    .fill('E-commerce SEO Services in {city}, {state} | Shopify Stores | RankSutra');
  await expect(
    template.getByText(
      new RegExp(
        `^Over 60 characters for Importpur ${run} [a-t] \\(\\d+\\): search results show it as “E-commerce SEO in Importpur ${run} [a-t] \\| Shopify Stores”\\.$`,
      ),
    ),
  ).toBeVisible();
  // Read with the field by a screen reader, as its description.
  await expect(template.getByLabel('Meta title *')).toHaveAccessibleDescription(
    /^Over 60 characters for Importpur/,
  );
  await template.getByLabel('Meta title *').fill('SEO in {city}, {state}');
  await expect(
    template.getByText(
      /^For the longest city, Importpur .+: “SEO in Importpur .+, Karnataka” \(\d+ characters\)\.$/,
    ),
  ).toBeVisible();
  await template
    .getByLabel('Meta description *')
    .fill('Search engine optimisation for businesses in {city}, {state}: more calls from search.');
  await template.getByLabel('Introduction *').fill('We help firms in {areas} win in search.');
  await template.getByRole('button', { name: 'Make the Pages' }).click();
  await expect(page.locator('#page-template-intro_paragraph-error')).toHaveText(
    'Name the city in the introduction with {city}',
  );
  await template
    .getByLabel('Introduction *')
    .fill('We help firms in {city}, from {areas}, win in search.');
  await template.getByLabel('Question 1').fill('Do you work in {city}?');
  await template.getByLabel('Answer 1').fill('Yes, across {areas}.');
  await expectNoViolations(page, 'city page template');
  await template.getByRole('button', { name: 'Make the Pages' }).click();
  await expect(page.getByText('20 pages made from the template')).toBeVisible();
  const grid = page.getByRole('table', { name: 'The page of each service in each city' });
  await expect(grid.getByRole('link', { name: `SEO in ${names[0]}: Thin` })).toHaveCount(1);

  // Saved in its own editor as it is: the text of nineteen other pages with the names swapped.
  await grid.getByRole('link', { name: `SEO in ${names[0]}: Thin` }).click();
  await expect(page.getByText('Made from a template: kept out of search')).toBeVisible();
  await page.getByRole('button', { name: 'Save Page' }).click();
  // Compared with its siblings in the background (a pass that may already be done when the saved
  // page is shown); the editor shows the result when it is in.
  const result = page.getByText(/^As saved, 100% of its text is the same as SEO in Importpur/);
  await expect(page.getByText('Being compared with the other SEO pages').or(result)).toBeVisible();
  await expect(result).toBeVisible({ timeout: 20_000 });
  await expectNoViolations(page, 'city page editor of a near-duplicate');
  await page.goBack();

  const visitor = await page.context().newPage();
  const slug = names[0]!.toLowerCase().replace(/ /g, '-');
  await visitor.goto(`/services/seo/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
    `SEO Services in ${names[0]}`,
  );
  await expect(
    visitor.getByText(
      `We help firms in ${names[0]}, from Jayanagar and Indiranagar, win in search.`,
    ),
  ).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await visitor.close();

  // Taken away again, for the tests that count cities.
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await page
    .getByRole('region', { name: 'Selected rows' })
    .getByRole('button', { name: 'Delete Selected' })
    .click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('0 cities found')).toBeVisible();
});
