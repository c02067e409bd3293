import type { Kysely } from 'kysely';

import {
  CONTACT_AUTO_REPLY_TEMPLATE,
  CONTACT_NOTIFICATION_TEMPLATE,
  defaultContactAutoReply,
  defaultContactNotification,
} from '../../../content/email-templates';

// E-mail templates written as text (lib/email-template-text.ts): `text` holds what the owner
// writes, `body` stays the HTML that is sent. A template still as it shipped becomes the text
// version of it; one the owner rewrote in HTML stays HTML (text null), edited as before.

/** The notification's HTML as it shipped until templates were written as text. */
export const SHIPPED_NOTIFICATION_HTML = `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
    <table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
      <tr><td>
        <h1 style="font-size:20px;margin:0 0 16px">New enquiry from the website</h1>
        <p style="margin:0 0 16px">{{name}} has sent an enquiry through the contact form.</p>
        <table role="presentation" cellpadding="6" style="border-collapse:collapse;width:100%;font-size:14px">
          <tr><th align="left" style="width:160px">Name</th><td>{{name}}</td></tr>
          <tr><th align="left">E-mail</th><td><a href="mailto:{{email}}">{{email}}</a></td></tr>
          <tr><th align="left">Phone</th><td>{{phone}}</td></tr>
          <tr><th align="left">Company</th><td>{{company}}</td></tr>
          <tr><th align="left">Website</th><td>{{website}}</td></tr>
          <tr><th align="left">Service</th><td>{{service_interest}}</td></tr>
          <tr><th align="left">City</th><td>{{city}}</td></tr>
        </table>
        <h2 style="font-size:16px;margin:24px 0 8px">Message</h2>
        <p style="margin:0;white-space:pre-wrap">{{message}}</p>
      </td></tr>
    </table>
  </body>
</html>`;

/** The auto-reply's HTML as it shipped until templates were written as text. */
const SHIPPED_AUTO_REPLY_HTML = `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
    <table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
      <tr><td>
        <h1 style="font-size:20px;margin:0 0 16px">Thank you, {{name}}</h1>
        <p style="margin:0 0 16px">We have received your enquiry about {{service_interest}} and will get back to you within one working day.</p>
        <p style="margin:0 0 8px">Your message:</p>
        <p style="margin:0 0 16px;white-space:pre-wrap;color:#4b5563">{{message}}</p>
        <p style="margin:0">If anything is urgent, simply reply to this e-mail.</p>
      </td></tr>
    </table>
  </body>
</html>`;

const TEMPLATES = [
  [CONTACT_NOTIFICATION_TEMPLATE, SHIPPED_NOTIFICATION_HTML, defaultContactNotification],
  [CONTACT_AUTO_REPLY_TEMPLATE, SHIPPED_AUTO_REPLY_HTML, defaultContactAutoReply],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_templates').addColumn('text', 'text').execute();
  for (const [name, shipped, now] of TEMPLATES)
    await db
      .updateTable('email_templates')
      .set({ text: now.text, body: now.body })
      .where('name', '=', name)
      .where('body', '=', shipped)
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, shipped, now] of TEMPLATES)
    await db
      .updateTable('email_templates')
      .set({ body: shipped })
      .where('name', '=', name)
      .where('body', '=', now.body)
      .execute();
  await db.schema.alterTable('email_templates').dropColumn('text').execute();
}
