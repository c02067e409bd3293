import { htmlFromTemplateText } from '@/lib/email-template-text';

// The e-mail templates as shipped, written as text (lib/email-template-text.ts makes the HTML that
// is sent); the admin edits the stored copy, as text or, switched to it, as HTML.

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

const notificationText = `{{name}} has sent an enquiry through the website.

Name: {{name}}
E-mail: {{email}}
Phone: {{phone}}
Company: {{company}}
Website: {{website}}
Service: {{service_interest}}
City: {{city}}

Message:
{{message}}`;

export const defaultContactNotification = {
  name: CONTACT_NOTIFICATION_TEMPLATE,
  subject: 'New enquiry from {{name}} about {{service_interest}}',
  text: notificationText,
  body: htmlFromTemplateText(notificationText),
};

// The reply the visitor receives, off until the admin switches it on in the template dialog.
export const CONTACT_AUTO_REPLY_TEMPLATE = 'contact_auto_reply';

const autoReplyText = `Thank you, {{name}}.

We have received your enquiry about {{service_interest}} and will get back to you within one working day.

Your message:
{{message}}

If anything is urgent, simply reply to this e-mail.`;

export const defaultContactAutoReply = {
  name: CONTACT_AUTO_REPLY_TEMPLATE,
  // Only {{service_interest}} is filled in an auto-reply's subject (autoReplySubject).
  subject: 'Thank you for your enquiry',
  text: autoReplyText,
  body: htmlFromTemplateText(autoReplyText),
};
