import 'server-only';

import { mailSettingsSchema, mailTestSchema } from '@/lib/validation/mail-settings';

import type { DB } from '../../db/schema';
import { encryptMailPassword } from '../../mail/mail-password';
import { getMailSettings, saveMailSettings } from '../../queries/mail-settings';
import { createAdminGate, json } from '../admin-gate';
import { sendTestMail } from './test-mail';

/**
 * The mail settings' API: saves the SMTP server (the password encrypted, and never answered back)
 * and sends a test e-mail through the server the site uses now.
 */
export function createMailAdminApi(deps: { db: DB }) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'site');

  // Compared as the form sends them; the password only as whether one was typed.
  const mailBefore = async () => {
    const saved = await getMailSettings(db);
    return {
      title: 'Mail settings',
      values: { ...saved, port: String(saved.port), password: '', forgetPassword: false },
    };
  };

  const save = guarded(
    { schema: mailSettingsSchema, audit: { before: mailBefore } },
    async (_request, _params, _actor, data) => {
      const saved = await getMailSettings(db);
      let passwordEncrypted = saved.passwordEncrypted;
      if (data.forgetPassword || !data.host) passwordEncrypted = '';
      else if (data.password) passwordEncrypted = await encryptMailPassword(db, data.password);
      await saveMailSettings(db, {
        host: data.host,
        port: Number(data.port),
        security: data.security,
        user: data.user,
        passwordEncrypted,
        from: data.from,
      });
      return json(200, { saved: true, hasPassword: passwordEncrypted !== '' });
    },
  );

  const sendTest = guarded(
    { schema: mailTestSchema, audit: { subject: (_params, data) => `Test e-mail to ${data.to}` } },
    async (_request, _params, _actor, data) => json(200, await sendTestMail(db, data.to)),
  );

  return { save, sendTest };
}
