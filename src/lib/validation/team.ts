import './zod-config';

import { z } from 'zod';

import { ROLES } from '@/lib/admin/roles';

// Schemas of sign-in, invites and one's own account, used by the forms and by the admin API.

export const MIN_PASSWORD_LENGTH = 12;

const emailOf = (whose: 'your' | 'their') =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, `Please enter ${whose} e-mail address`)
    .max(254, 'Please enter a valid e-mail address')
    .pipe(z.email('Please enter a valid e-mail address'));
const email = emailOf('your');

export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(200, 'Use at most 200 characters');

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Please enter your password').max(200, 'Incorrect password'),
});

/** A six-digit code from the authenticator app, or a recovery code (spaces and dashes ignored). */
export const secondStepSchema = z.object({
  challenge: z.string().min(1).max(100),
  code: z
    .string()
    .trim()
    .min(1, 'Please enter the code')
    .max(40, 'That code is not valid')
    .transform((code) => code.replace(/[\s-]/g, '').toLowerCase()),
});

export const inviteSchema = z.object({
  // The owner types someone else's address.
  email: emailOf('their'),
  role: z.enum(ROLES, 'Choose a role'),
});

export const acceptLinkSchema = z.object({
  token: z.string().min(1).max(100),
  name: z.string().trim().min(1, 'Please enter your name').max(100, 'Use at most 100 characters'),
  password: newPasswordSchema,
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(200),
  newPassword: newPasswordSchema,
});

export const userUpdateSchema = z.object({
  role: z.enum(ROLES, 'Choose a role').optional(),
  status: z.enum(['active', 'disabled']).optional(),
  authorId: z.string().max(100).nullable().optional(),
});

export const totpConfirmSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the six-digit code from your app'),
});

export const accountPolicySchema = z.object({
  requireTwoFactor: z.boolean(),
  auditRetentionDays: z.coerce
    .number('Enter a number of days')
    .int('Enter a whole number of days')
    .min(30, 'Keep the log at least 30 days')
    .max(3650, 'Keep the log at most 3650 days'),
  /** Sales may move enquiries to the trash and back; the owner and admins always may. */
  salesMayDeleteEnquiries: z.boolean().default(false),
});

export type AccountPolicy = z.infer<typeof accountPolicySchema>;
export const accountPolicyDefaults: AccountPolicy = {
  requireTwoFactor: false,
  auditRetentionDays: 365,
  salesMayDeleteEnquiries: false,
};
