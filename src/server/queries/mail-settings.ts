import 'server-only';

import { z } from 'zod';

import { MAIL_SECURITY } from '@/lib/validation/mail-settings';

import type { DB } from '../db/schema';
import { readSetting, writeSetting } from './site-settings';

/** The SMTP server as the mail settings screen saved it; the password only encrypted. */
const storedMailSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  security: z.enum(MAIL_SECURITY),
  user: z.string(),
  /** encryptMailPassword's text; '' for none. */
  passwordEncrypted: z.string(),
  from: z.string(),
});
export type StoredMailSettings = z.infer<typeof storedMailSchema>;

const MAIL_SETTING = 'mail';
const noServer: StoredMailSettings = {
  host: '',
  port: 587,
  security: 'starttls',
  user: '',
  passwordEncrypted: '',
  from: '',
};

export const getMailSettings = (db: DB): Promise<StoredMailSettings> =>
  readSetting(db, MAIL_SETTING, storedMailSchema, noServer);

export const saveMailSettings = (db: DB, settings: StoredMailSettings): Promise<void> =>
  writeSetting(db, MAIL_SETTING, settings);
