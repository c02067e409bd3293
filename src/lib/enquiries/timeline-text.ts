import { stageLabel } from './stages';

/** What happened to an enquiry, as its history stores it (enquiry_events.kind). */
export type EnquiryEventKind =
  | 'received'
  | 'note'
  | 'status'
  | 'not-spam'
  | 'mail-sent'
  | 'mail-failed'
  | 'auto-reply-sent'
  | 'auto-reply-failed'
  | 'audit-requested'
  | 'audit-report-sent'
  | 'audit-report-failed'
  | 'call-booked'
  | 'call-moved'
  | 'call-cancelled'
  | 'call-mail-sent'
  | 'call-mail-failed'
  | 'quote-sent'
  | 'quote-accepted'
  | 'quote-declined'
  | 'quote-mail-sent'
  | 'quote-mail-failed'
  | 'webhook-delivered'
  | 'webhook-failed';

/** Why a mail waits when no SMTP server is set (the outbox's reason, kept in the history). */
export const MAIL_NOT_SET_UP = 'Mail is not set up';

// '{to}: {reason} (attempt 1, retry in 1 min)', as the outbox records a failure; the reason in
// the words before mail settings were on a screen, too, as older histories hold them.
const NO_SERVER =
  /^(.*?): (?:Mail is not set up|SMTP is not configured \(set SMTP_URL\))( \(.*\))?$/;

/** A mail that failed because no server is set: its history links the mail settings. */
export function failedForNoServer(kind: EnquiryEventKind, detail: string): boolean {
  return kind.endsWith('-failed') && kind !== 'webhook-failed' && NO_SERVER.test(detail);
}

const mailNames: Partial<Record<EnquiryEventKind, string>> = {
  'mail-failed': 'Notification',
  'auto-reply-failed': 'Auto-reply',
  'audit-report-failed': 'Audit report',
  'call-mail-failed': 'Call e-mail',
  'quote-mail-failed': 'Quote e-mail',
};

// How each timeline event reads in the submission dialog.

const spamReasons: Record<string, string> = {
  honeypot: 'caught by the hidden honeypot field',
  'too-fast': 'sent faster than a person can fill the form',
  unchecked:
    'sent without JavaScript (so without its captcha) while the site received many enquiries',
};

export function timelineText(kind: EnquiryEventKind, detail: string): string {
  if (failedForNoServer(kind, detail)) {
    const [, to, attempt = ''] = NO_SERVER.exec(detail)!;
    return `${mailNames[kind] ?? 'E-mail'} to ${to} not sent: mail is not set up${attempt}.`;
  }
  switch (kind) {
    case 'received':
      if (detail === 'audit') return 'Received through the free SEO audit';
      if (detail === 'booking') return 'Received with a call booked on /book-a-call';
      return detail
        ? `Received and kept in spam: ${spamReasons[detail] ?? detail}`
        : 'Received through the contact form';
    case 'note':
      return detail;
    case 'status': {
      // 'lost: the reason' for a lost enquiry.
      const [stage = '', ...reason] = detail.split(': ');
      const text = `Status changed to ${stageLabel(stage)}`;
      return reason.length ? `${text}: ${reason.join(': ')}` : text;
    }
    case 'not-spam':
      return 'Marked as not spam and moved to the inbox';
    case 'mail-sent':
      return `Notification sent to ${detail}`;
    case 'mail-failed':
      return `Notification failed: ${detail}`;
    case 'auto-reply-sent':
      return `Auto-reply sent to ${detail}`;
    case 'auto-reply-failed':
      return `Auto-reply failed: ${detail}`;
    case 'audit-requested':
      return `Free SEO audit of ${detail} requested`;
    case 'audit-report-sent':
      return `Audit report sent to ${detail}`;
    case 'audit-report-failed':
      return `Audit report failed: ${detail}`;
    case 'call-booked':
      return `Call booked for ${detail}`;
    case 'call-moved':
      return `Call moved to ${detail}`;
    case 'call-cancelled':
      return `Call of ${detail} cancelled`;
    case 'call-mail-sent':
      return `Call e-mail sent to ${detail}`;
    case 'call-mail-failed':
      return `Call e-mail failed: ${detail}`;
    case 'quote-sent':
      return `Quote ${detail} sent`;
    case 'quote-accepted':
      return `Quote ${detail} accepted`;
    case 'quote-declined':
      return `Quote ${detail} declined`;
    case 'quote-mail-sent':
      return `Quote e-mail sent to ${detail}`;
    case 'quote-mail-failed':
      return `Quote e-mail failed: ${detail}`;
    case 'webhook-delivered':
      return `Webhook delivered (${detail})`;
    case 'webhook-failed':
      return `Webhook failed: ${detail}`;
  }
}
