import 'server-only';

import { formatPaise } from '@/lib/quotes/quote-totals';
import { escapeHtml } from '@/lib/html-escape';
import { formatLongDate } from '@/lib/dates';
import { indiaDateOf } from '@/lib/india-time';
import type { QuoteAnswerForm } from '@/lib/validation/quote';

import type { DB } from '../db/schema';
import { queueStageWebhook } from '../enquiries/stage-webhook';
import { logger } from '../logger';
import { enqueueMail } from '../mail/outbox';
import { getEnquiry } from '../queries/enquiries';
import { recordEvent } from '../queries/enquiry-events';
import { advanceStage, setQuoteValue, updateEnquiryStatus } from '../queries/enquiry-writes';
import { markQuoteSent, recordQuoteAnswer } from '../queries/quote-writes';
import { quoteById, type StoredQuote } from '../queries/quotes';

// What happens to a quote once built: sent to the client (a link to its page, the enquiry moved
// to quoted), and the client's answer (recorded with time and connection; won, or lost saying so).

export type QuoteDependencies = {
  db: DB;
  siteUrl: string;
  notifyTo: () => Promise<string[]>;
  onQueued?: () => void;
  now?: () => Date;
};

export const quoteUrl = (token: string, siteUrl: string) =>
  new URL(`/quote/${token}`, siteUrl).toString();

const described = (quote: StoredQuote) =>
  `${quote.number}${quote.version > 1 ? ` (version ${quote.version})` : ''}, ${formatPaise(quote.totalPaise)}`;

/** Sends a draft quote to the enquiry's e-mail; 'not-draft' when it was sent or answered already. */
export async function sendQuote(
  deps: QuoteDependencies,
  id: string,
  author: string,
): Promise<'sent' | 'not-draft' | 'gone'> {
  const { db } = deps;
  const quote = await quoteById(db, id);
  const enquiry = quote && (await getEnquiry(db, quote.enquiryId));
  if (!quote || !enquiry) return 'gone';
  if (!(await markQuoteSent(db, id, deps.now?.()))) return 'not-draft';
  const { supplier } = quote.content;
  const url = quoteUrl(quote.token, deps.siteUrl);
  await enqueueMail(db, {
    to: enquiry.email,
    enquiryId: enquiry.id,
    kind: 'quote',
    subject: `Your quote ${quote.number} from ${supplier.name}`,
    html: [
      `<p>Hello ${escapeHtml(quote.content.clientName)},</p>`,
      `<p>Here is our quote ${escapeHtml(quote.number)} for ${escapeHtml(formatPaise(quote.totalPaise))} including GST, valid until ${escapeHtml(formatLongDate(quote.content.validUntil))}.</p>`,
      `<p><a href="${escapeHtml(url)}">Read the quote, and accept or decline it</a></p>`,
      `<p>${escapeHtml(supplier.name)}<br>${escapeHtml(supplier.telephone)}</p>`,
    ].join('\n'),
    replyTo: { name: supplier.name, address: supplier.email },
  });
  await recordEvent(db, enquiry.id, 'quote-sent', described(quote), { author });
  await setQuoteValue(db, enquiry.id, quote.totalPaise);
  // The stage or the quote value changed: the webhook is told either way.
  await advanceStage(db, enquiry.id, 'quoted');
  await queueStageWebhook(db, enquiry.id, deps.siteUrl);
  deps.onQueued?.();
  return 'sent';
}

/** The client's answer; 'closed' when the quote is not waiting for one, 'expired' past its date. */
export async function answerQuote(
  deps: QuoteDependencies,
  quote: StoredQuote,
  form: QuoteAnswerForm,
  from: { ipAddress: string; userAgent: string },
): Promise<'recorded' | 'closed' | 'expired'> {
  const { db } = deps;
  const now = deps.now?.() ?? new Date();
  if (quote.status !== 'sent') return 'closed';
  if (form.action === 'accept' && isExpired(quote, now)) return 'expired';
  const answer =
    form.action === 'accept'
      ? { action: 'accept' as const, name: form.name, ...from }
      : { action: 'decline' as const, reason: form.reason ?? '', ...from };
  if (!(await recordQuoteAnswer(db, quote.id, answer, now))) return 'closed';
  const accepted = answer.action === 'accept';
  const detail =
    answer.action === 'accept' ? `${described(quote)}, by ${answer.name}` : described(quote);
  await recordEvent(db, quote.enquiryId, accepted ? 'quote-accepted' : 'quote-declined', detail);
  if (accepted) await setQuoteValue(db, quote.enquiryId, quote.totalPaise);
  const reason = `Declined quote ${quote.number}${form.action === 'decline' && form.reason ? `: ${form.reason}` : ''}`;
  await updateEnquiryStatus(db, quote.enquiryId, accepted ? 'won' : 'lost', null, reason);
  await queueStageWebhook(db, quote.enquiryId, deps.siteUrl);
  try {
    for (const to of await deps.notifyTo())
      await enqueueMail(db, {
        to,
        enquiryId: quote.enquiryId,
        kind: 'quote',
        subject: `Quote ${quote.number} ${accepted ? 'accepted' : 'declined'} by ${quote.content.clientName}`,
        html: `<p>${escapeHtml(detail)}.</p><p><a href="${escapeHtml(new URL(`/admin/enquiries/${quote.enquiryId}`, deps.siteUrl).toString())}">Open the enquiry</a></p>`,
      });
    deps.onQueued?.();
  } catch (error) {
    logger.error({ err: error, id: quote.id }, 'could not queue the quote answer mail');
  }
  return 'recorded';
}

/** Past its valid-until day, in India's time. */
export function isExpired(quote: StoredQuote, now: Date): boolean {
  return quote.content.validUntil < indiaDateOf(now);
}
