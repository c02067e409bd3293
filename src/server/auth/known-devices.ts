import 'server-only';

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import type { DB } from '../db/schema';
import { env } from '../env';
import { deriveKey, getOrCreateSecret } from '../secrets';
import { cookieFrom } from './sessions';

// Browsers an account has signed in on (OWASP's "device cookies"). A sign-in attempt from such a
// browser is counted on that browser's own budget, never on the account's: whoever knows only the
// e-mail can use up the account's budget for unknown browsers, but cannot lock its user out of
// the browsers the user signs in on.

const DEVICE_COOKIE = 'admin_device';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const keyFromEnv = env.APP_SECRET && deriveKey(env.APP_SECRET, 'known-device');

const signature = (key: string, email: string, nonce: string) =>
  createHmac('sha256', key).update(`${email.trim().toLowerCase()}\n${nonce}`).digest('base64url');

/** A Set-Cookie value that marks this browser as one the account signed in on. */
export async function knownDeviceCookie(db: DB, email: string, secure: boolean): Promise<string> {
  const key = await getOrCreateSecret(db, 'known_device_key', keyFromEnv);
  const nonce = randomBytes(16).toString('base64url');
  return [
    `${DEVICE_COOKIE}=${nonce}.${signature(key, email, nonce)}`,
    'Path=/api/admin/login',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${YEAR_SECONDS}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The browser's id when its cookie was issued to this account's sign-in; otherwise null. */
export async function knownDevice(db: DB, headers: Headers, email: string): Promise<string | null> {
  const [nonce, mac] = cookieFrom(headers, DEVICE_COOKIE)?.split('.') ?? [];
  if (!nonce || !mac) return null;
  const key = await getOrCreateSecret(db, 'known_device_key', keyFromEnv);
  const expected = Buffer.from(signature(key, email, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
