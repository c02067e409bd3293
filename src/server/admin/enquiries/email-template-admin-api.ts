import 'server-only';

import {
  CONTACT_AUTO_REPLY_TEMPLATE,
  CONTACT_NOTIFICATION_TEMPLATE,
} from '@/content/email-templates';
import { htmlFromTemplateText } from '@/lib/email-template-text';
import { emailTemplateSchema, placeholderWarning } from '@/lib/validation/email-template';

import type { DB } from '../../db/schema';
import { updateEmailTemplate } from '../../queries/email-templates';
import { createAdminGate, json } from '../admin-gate';

/** The enquiry's e-mail templates: the team's notification and the visitor's auto-reply. */
export function createEmailTemplateAdminApi(deps: { db: DB }) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'enquiries');

  const subject = (data: { which?: string }) =>
    data.which === 'auto-reply' ? 'Auto-reply e-mail template' : 'Notification e-mail template';

  const save = guarded(
    { schema: emailTemplateSchema, audit: { subject: (_params, data) => subject(data) } },
    async (_r, _p, _a, data) => {
      const { which, asHtml, text, subject: subjectText } = data;
      const name =
        which === 'auto-reply' ? CONTACT_AUTO_REPLY_TEMPLATE : CONTACT_NOTIFICATION_TEMPLATE;
      // Written as text, it is sent as the HTML made from it; as HTML, as written.
      const body = asHtml ? data.body : htmlFromTemplateText(text);
      const template = await updateEmailTemplate(db, name, {
        subject: subjectText,
        body,
        text: asHtml ? null : text,
        // The notification is always sent: only the auto-reply can be switched off.
        enabled: which === 'auto-reply' ? data.enabled : undefined,
      });
      if (!template) return json(404, { error: 'The e-mail template is missing' });
      const warnings = [
        placeholderWarning(subjectText),
        placeholderWarning(asHtml ? body : text),
      ].filter((w): w is string => w !== null);
      return json(200, { template, warnings });
    },
  );

  return { save };
}
