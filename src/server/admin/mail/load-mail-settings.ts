import 'server-only';

import type { MailSettingsInput } from '@/lib/validation/mail-settings';

import { getDb } from '../../db/client';
import { env } from '../../env';
import { decryptMailPassword } from '../../mail/mail-password';
import { getMailSettings } from '../../queries/mail-settings';
import { getOutboxState } from '../../queries/outbox-state';

/** The mail settings screen's data: never the password, only whether one is kept and readable. */
export async function loadMailSettings() {
  const db = getDb();
  const [saved, outbox] = await Promise.all([getMailSettings(db), getOutboxState(db)]);
  const values: MailSettingsInput = {
    host: saved.host,
    port: String(saved.port),
    security: saved.security,
    user: saved.user,
    password: '',
    forgetPassword: false,
    from: saved.from,
  };
  const password = saved.passwordEncrypted
    ? (await decryptMailPassword(db, saved.passwordEncrypted)) === null
      ? ('unreadable' as const)
      : ('kept' as const)
    : ('none' as const);
  return {
    values,
    password,
    /** Set in the environment, which wins over the screen. */
    environment: {
      server: env.SMTP_URL ? new URL(env.SMTP_URL).host : null,
      from: env.MAIL_FROM ?? null,
    },
    outbox,
  };
}
