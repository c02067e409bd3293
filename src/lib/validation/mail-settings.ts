import './zod-config';

import { z } from 'zod';

import { lineText } from './plain-text';

// The mail settings screen (/admin/mail): the SMTP server the site sends through, one schema for
// the form and for the admin API. The password is write-only: empty keeps the stored one.

export const MAIL_SECURITY = ['starttls', 'tls', 'none'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

export const mailSecurityLabels: Record<MailSecurity, string> = {
  starttls: 'STARTTLS (usually port 587)',
  tls: 'TLS from the start (usually port 465)',
  none: 'None: only for a server on the same machine or network',
};

const HOST =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;
const ADDRESS = z.email();
/** 'RankSutra Digital <hello@ranksutra.in>' or 'hello@ranksutra.in'. */
const SENDER = /^(?:([^<>"]+?)\s*<([^<>\s]+)>|([^<>\s]+))$/;

export const mailSettingsSchema = z
  .object({
    /** Empty: no server here (the site's mail waits in the outbox, unless SMTP_URL is set). */
    host: z
      .string()
      .trim()
      .toLowerCase()
      .refine(
        (host) => host === '' || HOST.test(host),
        'Enter the server’s name, e.g. smtp.zoho.in',
      ),
    port: z
      .string()
      .trim()
      .refine(
        (port) => /^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535,
        'Enter a port from 1 to 65535, e.g. 587',
      ),
    security: z.enum(MAIL_SECURITY, 'Choose how the connection is secured'),
    user: lineText().trim().max(254, 'Please keep the user name under 254 characters'),
    /** Typed only to set or change it; never sent back to the browser. */
    password: lineText().max(500, 'Please keep the password under 500 characters').default(''),
    /** Forget the stored password (a server that takes mail without one). */
    forgetPassword: z.boolean().default(false),
    from: lineText()
      .trim()
      .max(320, 'Please keep the sender under 320 characters')
      .refine((from) => {
        if (from === '') return true;
        const match = SENDER.exec(from);
        return Boolean(match) && ADDRESS.safeParse(match![2] ?? match![3]).success;
      }, 'Enter an address, or a name and an address: RankSutra Digital <hello@ranksutra.in>'),
  })
  .superRefine((mail, ctx) => {
    if (mail.host === '' && mail.user !== '')
      ctx.addIssue({
        code: 'custom',
        path: ['host'],
        message: 'Enter the server this user signs in to',
      });
  });

export type MailSettingsInput = z.input<typeof mailSettingsSchema>;

export const mailTestSchema = z.object({
  to: z.string().trim().pipe(z.email('Enter the address to send the test e-mail to')),
});
export type MailTestInput = z.input<typeof mailTestSchema>;
