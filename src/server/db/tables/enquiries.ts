import type { ColumnType } from 'kysely';

import type { EnquiryEventKind } from '@/lib/enquiries/timeline-text';

import type { NullableTimestamp, Timestamp } from './column-types';

// What prospects send and what follows: enquiries and their timeline, webhooks, the calls they
// book, quotes, free SEO audits, contact-button presses and solved captchas.

/**
 * An enquiry. The table keeps the spec's name, form_submissions, rather than a rename on both
 * engines: backups, restores, the CRM readers of its SQL and every migration name it, and the code
 * calls it an enquiry everywhere else.
 */
export interface EnquiriesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service_interest: string | null;
  city: string | null;
  message: string;
  /** Its stage (lib/enquiries/stages.ts), or 'spam'. */
  status: string;
  source_page: string | null;
  referrer: string | null;
  utm: ColumnType<unknown, string | null, string | null>;
  /** Why the enquiry is in the spam folder (status 'spam'): 'honeypot' or 'too-fast'. */
  spam_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The privacy notice (PRIVACY_NOTICE_VERSION) the form showed when it was sent. */
  notice_version: ColumnType<string | null, string | null | undefined, string | null>;
  /** utm_source, else the referrer's host, else 'direct'. */
  lead_source: ColumnType<string | null, string | null | undefined, string | null>;
  /** The visitor's website, as typed in the form. */
  website: ColumnType<string | null, string | null | undefined, string | null>;
  /** The path of the page the form was sent from. */
  landing_path: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its notification, auto-reply and webhook were queued; null until then (spam: never). */
  dispatched_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The form it came from: the contact form or the free SEO audit. */
  origin: ColumnType<EnquiryOrigin, EnquiryOrigin | undefined, EnquiryOrigin>;
  /** The SEO audit holding its report (the latest one run for it). */
  audit_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The address of its report (an audit enquiry's own: the booking link there is its own). */
  report_token: ColumnType<string | null, string | null | undefined, string | null>;
  /** Where the audited business's customers are, as the prospect said: local or online. */
  audit_reach: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last quote sent, or the one accepted, in paise; null before any quote is sent. */
  quote_value_paise: ColumnType<number | null, number | null | undefined, number | null>;
  /** Why it was lost (status 'lost'); null at any other stage. */
  lost_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the prospect was mailed the audit's report. */
  audit_mailed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The form an enquiry came from; `booking` for a call booked without one before. */
export type EnquiryOrigin = 'contact' | 'audit' | 'booking';

export interface EnquiryEventsTable {
  id: string;
  submission_id: string;
  kind: EnquiryEventKind;
  /**
   * The note, the new status, the address mailed, the error, the status code; on 'received',
   * the spam reason when the enquiry was kept in the spam folder.
   */
  detail: string;
  /** The team member who wrote the note or changed the status; null for the site's own events. */
  author: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: string;
  /** Null for the admin's test delivery. */
  submission_id: string | null;
  url: string;
  payload: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
  delivered_at: NullableTimestamp;
}

export interface EnquiryCountsTable {
  /** 'audit' counts the free SEO audit's enquiries by their landing path. */
  dimension: 'service' | 'city' | 'landing' | 'source' | 'audit';
  /** The enquiries' value of the dimension ('' when they gave none). */
  key: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  count: number;
}

export interface CallBookingsTable {
  id: string;
  /** The prospect's address for the call (cancel, move): 32 random bytes, hex. */
  token: string;
  submission_id: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** The start while booked, null once cancelled or moved: unique, so one slot is booked once. */
  slot_start: NullableTimestamp;
  status: 'booked' | 'cancelled';
  /** The calendar invitation's SEQUENCE: one more at every change. */
  sequence: ColumnType<number, number | undefined, number>;
  /** The reminder waiting in the outbox, removed when the call is cancelled or moved. */
  reminder_mail_id: string | null;
  created_at: Timestamp;
  cancelled_at: NullableTimestamp;
}

export interface QuotesTable {
  id: string;
  /** The client's address for the quote: 32 random bytes, hex. */
  token: string;
  submission_id: string;
  /** India's financial year ('2026-27') and the quote's number within it. */
  fy: string;
  seq: number;
  version: number;
  /** draft, sent, accepted or declined. */
  status: 'draft' | 'sent' | 'accepted' | 'declined';
  /** JSON: the quote as built (quotes/quote-content.ts), with the business's state and GSTIN. */
  content: string;
  total_paise: number;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: NullableTimestamp;
  answered_at: NullableTimestamp;
  /** JSON: the client's answer, with the typed name, address and browser. */
  answer: string | null;
}

export interface QuoteVersionsTable {
  quote_id: string;
  version: number;
  content: string;
  total_paise: number;
  sent_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface SeoAuditsTable {
  id: string;
  /** The report's address: 32 random bytes, hex. */
  token: string;
  /** The address as typed, with its scheme. */
  target: string;
  /** Its host, lower-case: one fresh audit per host a day. */
  target_host: string;
  /** local or online: an online business's audit leaves the local checks out. */
  reach: ColumnType<string, string | undefined, string>;
  /** pending (queued or running), done or failed. */
  status: string;
  next_attempt_at: Timestamp;
  /** JSON: the steps done so far. */
  progress: string;
  score: number | null;
  /** JSON: the findings (seo-audit/evaluate.ts) and what was read. */
  report: string | null;
  /** Why the audit could not be made, in the visitor's words. */
  error: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  expires_at: Timestamp;
}

export interface ContactClicksTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  path: string;
  channel: 'whatsapp' | 'call';
  /** utm_source, else the referrer's host, else 'direct' (lib/enquiries/lead-source.ts). */
  source: string;
  clicks: number;
}

export interface CaptchaSolutionsTable {
  /** The challenge's HMAC signature: a solution is accepted once. */
  signature: string;
  expires_at: Timestamp;
}
