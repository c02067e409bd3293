import 'server-only';

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import type { DB } from '../db/schema';
import { env } from '../env';
import { deriveKey, getOrCreateSecret } from '../secrets';

// The SMTP password, stored encrypted (AES-256-GCM) under a key derived from APP_SECRET, or, on a
// site without one, generated on first use and kept with the other generated secrets. A database
// copied without its key holds nothing usable.

const keyFromEnv = env.APP_SECRET && deriveKey(env.APP_SECRET, 'mail-password');
const VERSION = 'v1';

const key = async (db: DB) =>
  Buffer.from(await getOrCreateSecret(db, 'mail-password', keyFromEnv), 'base64url');

/** 'v1.{iv}.{tag}.{ciphertext}', each base64url. */
export async function encryptMailPassword(db: DB, password: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(db), iv);
  const data = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The password, or null when it cannot be read (the key changed: APP_SECRET set or replaced). */
export async function decryptMailPassword(db: DB, stored: string): Promise<string | null> {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await key(db), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
