import type { ColumnType } from 'kysely';

import type { ClientStatus } from '@/lib/validation/client';
import type { AuditReach } from '@/lib/validation/seo-audit';

import type { NullableTimestamp, Timestamp } from './column-types';

// The businesses the agency works for: an enquiry won becomes a client, and its history is kept.

export interface ClientsTable {
  id: string;
  name: string;
  /** Its website, with its scheme: what its monthly audit reads. */
  website: string;
  contact_name: string;
  contact_email: string;
  /** E.164, or '' when none was given. */
  contact_phone: string;
  /** JSON: the slugs of the services the agency provides it. */
  services: string;
  /** Where its customers are: an online business's audits leave the local checks out. */
  reach: AuditReach;
  /** In paise, before GST; null when nothing is billed monthly. */
  monthly_fee_paise: number | null;
  /** YYYY-MM-DD: when the work started. */
  started_on: string;
  status: ClientStatus;
  /** YYYY-MM-DD: since when it has its status (its start while it has been active throughout). */
  status_on: string;
  /** The enquiry it was won from: one client an enquiry. */
  enquiry_id: string | null;
  /** The accepted quote its fee was taken from. */
  quote_id: string | null;
  /** The hex token of its report's private address (/client-report/{token}); the owner replaces it. */
  report_token: string;
  /** When its contact stopped the monthly report mail; null while it is sent. */
  report_mail_stopped_at: NullableTimestamp;
  /** How and when it agreed to be named in case studies; '' while it has not. */
  named_consent: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A client's history: its start, each pause, resumption and end with its date and note. */
export interface ClientEventsTable {
  id: string;
  client_id: string;
  status: ClientStatus;
  /** YYYY-MM-DD: the day it took effect. */
  on_date: string;
  note: string;
  /** The team member who recorded it. */
  author: string;
  created_at: Timestamp;
}

/** A client's monthly audit: the free SEO audit's reading and judging of its site, kept. */
export interface ClientAuditsTable {
  id: string;
  client_id: string;
  /** YYYY-MM, India's: the month it is the audit of. */
  month: string;
  /** The address read, as the client's website was then. */
  target: string;
  reach: AuditReach;
  /** pending (queued or running), done, or unreachable (the site could not be read: no score). */
  status: 'pending' | 'done' | 'unreachable';
  next_attempt_at: Timestamp;
  score: number | null;
  /** JSON: the report, as a free audit's (seo_audits.report). */
  report: string | null;
  /** Why the site could not be read. */
  error: string | null;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  /** The outbox mail that sent the month's report, once one was queued (its status is the mail's). */
  mail_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A line of the team's work log for a client: what was done, on which day. */
export interface ClientWorkTable {
  id: string;
  client_id: string;
  /** YYYY-MM-DD, India's. */
  done_on: string;
  note: string;
  /** The team member who wrote it. */
  author: string;
  created_at: Timestamp;
}

/** A row of a client's Search Console export (Pages.csv or Queries.csv) for a month. */
export interface ClientSearchRowsTable {
  client_id: string;
  /** YYYY-MM: the month the export covers. */
  month: string;
  kind: 'page' | 'query';
  /** A page's path, or the query. */
  key: string;
  clicks: number;
  impressions: number;
  position: number;
}
