import 'server-only';

import { randomBytes } from 'node:crypto';

import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

import type { DB } from '../db/schema';
import { nowIso } from '../db/values';
import { digest } from './sessions';

// TOTP (RFC 6238: SHA-1, six digits, 30 s, what every authenticator app reads) with one step of
// clock drift either way, each code good once; and ten single-use recovery codes, stored hashed.

export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address and its QR code as an SVG drawn here (no image service). */
export async function enrolmentCode(secret: string, issuer: string, email: string) {
  const uri = generateURI({ issuer, label: email, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, svg };
}

/** The time step of a correct code, or null. */
export async function checkTotp(
  secret: string,
  code: string,
  now = Date.now(),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: 30 });
  return result.valid ? Math.floor(epoch / 30) + result.delta : null;
}

/** A code from the user's app: correct, and of a later time step than the last one accepted. */
export async function redeemTotpCode(db: DB, userId: string, code: string, now = Date.now()) {
  const row = await db
    .selectFrom('admin_users')
    .select(['totp_secret', 'totp_enabled_at', 'totp_last_step'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.totp_secret || !row.totp_enabled_at) return false;
  const step = await checkTotp(row.totp_secret, code, now);
  if (step === null) return false;
  // Conditional on the last step, so the same code sent twice at once is accepted once.
  const result = await db
    .updateTable('admin_users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps a new secret while the user confirms it with a first code; two-factor stays off. */
export async function startEnrolment(db: DB, userId: string): Promise<string> {
  const secret = newTotpSecret();
  await db
    .updateTable('admin_users')
    .set({ totp_secret: secret, totp_enabled_at: null, totp_last_step: null })
    .where('id', '=', userId)
    .where('totp_enabled_at', 'is', null)
    .execute();
  return secret;
}

/** The first code from the app confirms the pending secret: two-factor is turned on, and the
 * ten recovery codes returned (null when the code is wrong or there is nothing to confirm). */
export async function confirmEnrolment(
  db: DB,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<string[] | null> {
  const row = await db
    .selectFrom('admin_users')
    .select(['totp_secret', 'totp_enabled_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row?.totp_secret || row.totp_enabled_at) return null;
  const step = await checkTotp(row.totp_secret, code, now);
  if (step === null) return null;
  return enableTwoFactor(db, userId, row.totp_secret, step);
}

async function enableTwoFactor(db: DB, userId: string, secret: string, step: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_users')
      .set({
        totp_secret: secret,
        totp_enabled_at: nowIso(),
        totp_last_step: step,
        updated_at: nowIso(),
      })
      .where('id', '=', userId)
      .execute();
    await replaceRecoveryCodes(trx, userId, codes);
  });
  return codes;
}

export async function disableTwoFactor(db: DB, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_users')
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: nowIso() })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
  });
}

export async function newRecoveryCodes(db: DB, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction().execute((trx) => replaceRecoveryCodes(trx, userId, codes));
  return codes;
}

export async function unusedRecoveryCodes(db: DB, userId: string): Promise<number> {
  const row = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Uses up one recovery code (given without dashes, lower case); false when unknown or used. */
export async function redeemRecoveryCode(db: DB, userId: string, code: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_recovery_codes')
    .set({ used_at: nowIso() })
    .where('code_hash', '=', digest(`${userId}:${code}`))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function replaceRecoveryCodes(db: DB, userId: string, codes: string[]): Promise<void> {
  await db.deleteFrom('admin_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('admin_recovery_codes')
    .values(
      codes.map((code) => ({ code_hash: digest(`${userId}:${plain(code)}`), user_id: userId })),
    )
    .execute();
}

// Ten characters of a-z and 2-9 (no 0, 1, l, o), shown as xxxxx-xxxxx: about 50 bits, so a hash
// without salt or stretching is safe to keep.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const plain = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
