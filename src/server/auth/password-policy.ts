import 'server-only';

import { dictionary } from '@zxcvbn-ts/language-common';

import { MIN_PASSWORD_LENGTH } from '@/lib/validation/team';

import { hashPassword } from './password';

// zxcvbn-ts's list of about 49,000 passwords seen most often in leaks.
let common: Set<string> | undefined;
const commonPasswords = () =>
  (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));

export class WeakPasswordError extends Error {}

/** The reason a new password is refused, or null when it may be used. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Use at least ${MIN_PASSWORD_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower))
    return 'This password is one of the most common ones. Please choose another.';
  if (email && lower === email.toLowerCase()) return 'Do not use your e-mail address as password';
  return null;
}

/** The argon2id hash of an acceptable new password; throws WeakPasswordError otherwise. */
export async function hashNewPassword(password: string, email?: string): Promise<string> {
  const problem = passwordProblem(password, email);
  if (problem) throw new WeakPasswordError(problem);
  return hashPassword(password);
}
