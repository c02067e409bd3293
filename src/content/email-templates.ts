// The default notification e-mail; the admin can edit the stored copy.

export const CONTACT_NOTIFICATION_TEMPLATE = 'contact_form_notification';

export const EMAIL_PLACEHOLDERS = [
  'name',
  'email',
  'phone',
  'company',
  'website',
  'message',
  'service_interest',
  'city',
] as const;

export const defaultContactNotification = {
  name: CONTACT_NOTIFICATION_TEMPLATE,
  subject: 'New enquiry from {{name}} about {{service_interest}}',
  body: `<!doctype html>
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
</html>`,
};

// The reply the visitor receives, off until the admin switches it on in the template dialog.
export const CONTACT_AUTO_REPLY_TEMPLATE = 'contact_auto_reply';

export const defaultContactAutoReply = {
  name: CONTACT_AUTO_REPLY_TEMPLATE,
  // Only {{service_interest}} is filled in an auto-reply's subject (autoReplySubject).
  subject: 'Thank you for your enquiry',
  body: `<!doctype html>
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
</html>`,
};
