import 'server-only';

import { monthName } from '@/lib/clients/month-name';
import { clientReportUrl, reportMailEndpoint, stopMailUrl } from '@/lib/clients/report-address';
import { scoreBefore, scoreChange, type ReportMonth } from '@/lib/clients/report-months';
import { formatDayMonth } from '@/lib/dates';
import { escapeHtml } from '@/lib/html-escape';
import { auditCheck } from '@/lib/seo-audit/audit-checks';
import { formatCount } from '@/lib/utils';

import { ownerUser } from '../auth/users';
import type { DB } from '../db/schema';
import type { MailAddress } from '../mail/transport';
import { enqueueMail } from '../mail/outbox';
import { setClientAuditMail } from '../queries/client-audits';
import { clientById, type ClientRow } from '../queries/clients';
import { getBusinessSettings } from '../queries/site-settings';
import { clientReport } from './client-report';

// A client's monthly report by mail: sent when the month's audit is done (or found the site
// unreachable), or by hand from the client's screen after a preview. It sums up the newest month
// and links the whole report; a reply goes to the owner; it carries an unsubscribe link and a
// one-click List-Unsubscribe header, and a contact who stopped it is not sent another.

export type ReportMail = {
  to: string;
  subject: string;
  html: string;
  replyTo: MailAddress;
  listUnsubscribe: string;
};

export type ReportMailOutcome =
  | { queued: true; mailId: string }
  | { queued: false; reason: 'gone' | 'stopped'; stoppedAt?: string };

export async function composeReportMail(
  db: DB,
  client: ClientRow,
  siteUrl: string,
): Promise<ReportMail> {
  const [{ months }, business, owner] = await Promise.all([
    clientReport(db, client),
    getBusinessSettings(db),
    ownerUser(db),
  ]);
  const latest = months[0] ?? null;
  const host = new URL(client.website).hostname;
  const audit = latest?.audit;
  const score = audit?.status === 'done' ? ` (${audit.score}/100)` : '';
  const replyTo =
    owner && owner.email
      ? { name: owner.name, address: owner.email }
      : { name: business.name, address: business.email };
  return {
    to: client.contactEmail,
    subject: latest
      ? `${host}: your SEO report for ${monthName(latest.month)}${score}`
      : `${host}: your SEO report`,
    html: [
      `<p>Hello ${escapeHtml(client.contactName)},</p>`,
      latest
        ? `<p>Here is what happened on ${escapeHtml(host)} in ${monthName(latest.month)}.</p>`
        : `<p>Your report for ${escapeHtml(host)} fills in as we audit the site each month.</p>`,
      ...(latest ? monthSummary(latest, scoreBefore(months, 0)) : []),
      `<p><a href="${escapeHtml(clientReportUrl(client.reportToken, siteUrl))}">Read the whole report</a>: every month, with the score over time and the top pages and searches. It prints to PDF from your browser.</p>`,
      `<p>Reply to this e-mail with any question: it reaches ${escapeHtml(replyTo.name)}.</p>`,
      `<p>${escapeHtml(business.name)}</p>`,
      `<p style="font-size:12px;color:#555">You get this report each month as a client of ${escapeHtml(business.name)}. <a href="${escapeHtml(stopMailUrl(client.reportToken, siteUrl))}">Stop these e-mails</a>.</p>`,
    ].join('\n'),
    replyTo,
    listUnsubscribe: new URL(reportMailEndpoint(client.reportToken), siteUrl).toString(),
  };
}

const list = (title: string, lines: string[]) =>
  lines.length
    ? [`<p>${title}</p>`, `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`]
    : [];

function monthSummary(
  month: ReportMonth,
  before: { month: string; score: number } | null,
): string[] {
  const { audit, search } = month;
  const lines: string[] = [];
  if (audit?.status === 'done') {
    const change = scoreChange(audit.score, before);
    lines.push(
      `<p>Your site scored <strong>${audit.score}/100</strong> in our audit${change}.</p>`,
    );
    lines.push(...list('Fixed since the audit before:', (audit.fixed ?? []).map(label)));
    lines.push(...list('New problems, which we are on:', (audit.appeared ?? []).map(label)));
  } else if (audit?.status === 'unreachable')
    lines.push(
      `<p>Our audit could not read the site this month: ${escapeHtml(audit.error)} We are looking into it.</p>`,
    );
  if (search)
    lines.push(
      `<p>In Google Search: ${formatCount(search.clicks)} clicks and ${formatCount(search.impressions)} impressions${search.position === null ? '' : `, at an average position of ${search.position.toFixed(1)}`}.</p>`,
    );
  lines.push(
    ...list(
      'What we did:',
      month.work.map((line) => `${formatDayMonth(line.doneOn)}: ${line.note}`),
    ),
  );
  return lines;
}

const label = (id: Parameters<typeof auditCheck>[0]) => auditCheck(id).label;

/**
 * Queues the client's report mail, unless its contact stopped it; remembers it against the
 * month's audit when it is given (the audit that just finished, or the newest one by hand).
 */
export async function mailClientReport(
  db: DB,
  clientId: string,
  options: { siteUrl: string; auditId: string | null },
): Promise<ReportMailOutcome> {
  const client = await clientById(db, clientId);
  if (!client) return { queued: false, reason: 'gone' };
  if (client.reportMailStoppedAt)
    return { queued: false, reason: 'stopped', stoppedAt: client.reportMailStoppedAt };
  const mail = await composeReportMail(db, client, options.siteUrl);
  const mailId = await enqueueMail(db, {
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    enquiryId: null,
    kind: 'client-report',
    replyTo: mail.replyTo,
    listUnsubscribe: mail.listUnsubscribe,
  });
  if (options.auditId) await setClientAuditMail(db, options.auditId, mailId);
  return { queued: true, mailId };
}
