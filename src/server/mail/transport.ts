import 'server-only';

import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export type OutgoingMail = {
  to: string;
  from: string;
  subject: string;
  html: string;
  /**
   * The same on every attempt at one outbox mail: a copy sent again because a worker died between
   * sending it and recording it is the same message to the recipient's mail client.
   */
  messageId?: string;
  /** Where a reply goes: the visitor on a notification, the business on an auto-reply. */
  replyTo?: MailAddress | null;
  /** A calendar invitation, as the mail's text/calendar part and an .ics attachment. */
  calendar?: CalendarInvite | null;
  /**
   * The address that stops mails like this one: its List-Unsubscribe header, with
   * List-Unsubscribe-Post for one-click (RFC 8058), so a mail client offers the button itself.
   */
  listUnsubscribe?: string | null;
  /** The enquiry the mail is about, for the log; never sent. */
  enquiryId?: string | null;
};

/** An iCalendar text (ical-generator's) and its METHOD, which mail clients act on. */
export type CalendarInvite = { method: 'REQUEST' | 'CANCEL'; content: string };

/** A name and an address; nodemailer quotes and encodes the name for the header. */
export type MailAddress = { name: string; address: string };

/** Sends one message; throws when the server refuses it or cannot be reached. */
export type MailSender = (mail: OutgoingMail) => Promise<void>;

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** nodemailer's transport to one SMTP server (an smtp(s):// URL, or its options), with our timeouts. */
export function smtpTransport(server: string | SMTPTransport.Options) {
  return typeof server === 'string'
    ? nodemailer.createTransport(server, TIMEOUTS)
    : nodemailer.createTransport({ ...TIMEOUTS, ...server });
}

/** A sender through one SMTP server: an smtp(s):// URL, or nodemailer's options. */
export function smtpSender(server: string | SMTPTransport.Options): MailSender {
  const transport = smtpTransport(server);
  return async ({ to, from, subject, html, messageId, replyTo, calendar, listUnsubscribe }) => {
    await transport.sendMail({
      to,
      from,
      subject,
      html,
      messageId,
      replyTo: replyTo ?? undefined,
      icalEvent: calendar
        ? { method: calendar.method, filename: 'call.ics', content: calendar.content }
        : undefined,
      list: listUnsubscribe ? { unsubscribe: listUnsubscribe } : undefined,
      headers: listUnsubscribe
        ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : undefined,
    });
  };
}
