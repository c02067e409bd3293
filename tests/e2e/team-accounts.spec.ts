import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';

import { expectNoViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { memberPassword } from './support/team';
import { runOnOwnSite } from './support/own-site';

runOnOwnSite(test, 'team-accounts');

// The owner invites an editor, who joins through the link, turns on two-factor sign-in, signs in
// with a code computed here, publishes a post under their linked author profile; the owner then
// finds that in the audit log.

const run = Date.now().toString(36);
const editorEmail = `writer-${run}@e2e.test`;
const title = `Team Written Post ${run}`;
const writerName = `Writer ${run}`;

async function signInWithCode(page: Page, code: string) {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(editorEmail);
  await page.getByLabel('Password').fill(memberPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-Factor Sign-In' })).toBeVisible();
  await page.getByLabel('Authentication Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('invite an editor, sign in with TOTP, publish, and find it in the audit log', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, '/admin/users', 'Users');
  await expectNoViolations(page, 'users');
  // The header names who is signed in, with the role unless the name already says it.
  await expect(page.getByRole('link', { name: /your account/ })).toHaveText('Owner, your account');
  await page.getByLabel('E-mail address').fill(editorEmail);
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Send Invite' }).click();
  const linkField = page.getByRole('textbox', { name: 'Invite link' });
  await expect(linkField).toHaveValue(/\/admin-invite\?token=/);
  const link = await linkField.inputValue();
  await page.getByLabel(`Author profile of ${editorEmail}`).selectOption({ label: 'Neha Iyer' });
  await expect(page.getByText('Author profile linked')).toBeVisible();

  const editor = await (await browser.newContext()).newPage();
  await editor.goto(link);
  await expect(editor.getByRole('heading', { name: 'Welcome to the Team' })).toBeVisible();
  await expectNoViolations(editor, 'invite');
  await editor.getByLabel('Your Name').fill(writerName);
  await editor.getByLabel('Password').fill('password1234');
  await editor.getByRole('button', { name: 'Set Password' }).click();
  await expect(editor.getByText('This password is one of the most common ones')).toBeVisible();
  await editor.getByLabel('Password').fill(memberPassword);
  await editor.getByRole('button', { name: 'Set Password' }).click();
  // Signed in at once: no second sign-in with the password just set.
  await expect(editor).toHaveURL(/\/admin$/);
  await expect(editor.getByRole('link', { name: /your account/ })).toHaveText(
    `${writerName} · Editor, your account`,
  );
  // An editor starts at what needs their attention: the content's counts, not the enquiries,
  // which are not in their navigation either.
  await expect(editor.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
  await expect(editor.getByRole('link', { name: /scheduled posts?/ })).toBeVisible();
  await expect(editor.getByRole('link', { name: /new enquir/ })).toHaveCount(0);
  const nav = editor.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Enquiry Settings' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);

  await editor.goto('/admin/account');
  await editor.getByRole('button', { name: 'Set Up Two-Factor Sign-In' }).click();
  const secret = (await editor.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await expectNoViolations(editor, 'two-factor set-up');
  await editor.getByLabel('Code from the App').fill('123456');
  await editor.getByRole('button', { name: 'Turn On' }).click();
  await expect(editor.getByText('That code is not valid')).toBeVisible();
  const enrolmentCode = await generate({ secret });
  await editor.getByLabel('Code from the App').fill(enrolmentCode);
  await editor.getByRole('button', { name: 'Turn On' }).click();
  await expect(
    editor.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await editor.getByRole('button', { name: 'I Have Saved Them' }).click();
  await expect(editor.getByText('On. 10 of 10 recovery codes unused.')).toBeVisible();

  await editor.getByRole('button', { name: 'Logout' }).click();
  // The code of the enrolment is spent: a wrong one is refused, the next one signs in.
  await signInWithCode(editor, enrolmentCode);
  // The field's own message (the toast says it too while it shows).
  await expect(
    editor.getByRole('alert').filter({ hasText: 'That code is not valid or has been used' }),
  ).toBeVisible();
  await expectNoViolations(editor, 'two-factor sign-in');
  await editor
    .getByLabel('Authentication Code')
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await editor.getByRole('button', { name: 'Verify' }).click();
  await expect(editor.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
  await editor
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(editor.getByRole('heading', { name: 'Blog Admin' })).toBeVisible();

  await editor.getByRole('button', { name: 'Create New' }).click();
  const form = editor.getByRole('form', { name: 'Create blog post' });
  await expect(form.getByLabel('Author *')).toHaveValue(/.+/);
  await expect(form.getByLabel('Author *').locator('option:checked')).toHaveText('Neha Iyer');
  await form.getByLabel('Title *').fill(title);
  await form.getByLabel('Excerpt *').fill('Written by a team member with their own account.');
  await form
    .getByLabel('Content (Markdown) *')
    .fill('## Teams\n\nEach writer signs in as themselves.');
  await form
    .getByLabel('Featured Image *')
    .fill('/images/blog/core-web-vitals-for-indian-mobile-users.webp');
  await form.getByLabel('Status').selectOption('published');
  await form.getByRole('button', { name: 'Create Post' }).click();
  await expect(editor.getByText('Blog post created successfully.')).toBeVisible();
  await editor.context().close();

  await page.goto('/admin/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await page.getByLabel('User').selectOption({ label: writerName });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/user=/);
  const rows = page.getByRole('row');
  const created = rows.filter({ hasText: `created Blog post ${title}` });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(writerName);
  await expect(rows.filter({ hasText: 'signed in with authenticator code' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'wrong two-factor code' })).toHaveCount(1);
  await expectNoViolations(page, 'audit log');
  // Searched by the post's title: only its creation is found, whoever the filter named.
  await page.getByRole('searchbox', { name: 'Search the log' }).fill(title.toUpperCase());
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('1 entry found')).toBeVisible();
  await expect(created).toHaveCount(1);

  // The post went out under the editor's author profile, named in its revisions by the editor.
  await page.goto('/admin/blog');
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Neha Iyer');
});
