import type { ColumnType, Generated } from 'kysely';

import type { Json, NullableTimestamp, Timestamp } from './column-types';

// The site's own workings: secrets and state, redirects, settings, e-mail templates and the
// outbox, admin accounts and sessions, the audit log, rate limits and the trash.

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

export interface AppStateTable {
  name: string;
  value: string;
  updated_at: Timestamp;
}

export interface RedirectsTable {
  id: string;
  source: string;
  /** The source with its numbers zero-padded (lib/natural-order.ts): the list's order. */
  source_order: Generated<string>;
  target: string;
  type: number;
  note: string;
  hits: Generated<number>;
  last_hit_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SiteSettingsTable {
  name: string;
  value: Json;
  updated_at: Timestamp;
}

export interface EmailTemplatesTable {
  id: string;
  name: string;
  subject: string;
  body: string;
  /** The template as the owner wrote it in text; null when it is edited as HTML. */
  text: ColumnType<string | null, string | null | undefined, string | null>;
  /** The auto-reply is sent only while switched on; the notification always is. */
  enabled: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdminUsersTable {
  id: string;
  /** Lower case. */
  email: string;
  name: string;
  role: string;
  /** invited (no password yet), active or disabled. */
  status: string;
  password_hash: string | null;
  author_id: string | null;
  totp_secret: string | null;
  totp_enabled_at: Timestamp | null;
  /** The last TOTP time step accepted: a code is good once. */
  totp_last_step: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdminSessionsTable {
  id: string;
  /** SHA-256 of the session token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  user_agent: string;
  ip_address: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
}

export interface AdminLinksTable {
  /** SHA-256 of the link's token. */
  token_hash: string;
  user_id: string;
  /** invite, reset or sign-in (the second step of a sign-in). */
  purpose: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface AdminRecoveryCodesTable {
  code_hash: string;
  user_id: string;
  used_at: Timestamp | null;
}

export interface AuditLogTable {
  id: string;
  at: Timestamp;
  user_id: string | null;
  actor: string;
  kind: string;
  action: string;
  target: string;
  /** The names of the fields sent, never their values. */
  fields: Json;
  ip_address: string;
}

export interface EmailOutboxTable {
  id: string;
  submission_id: string | null;
  to_address: string;
  subject: string;
  html: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
  kind: ColumnType<OutboxKind, OutboxKind | undefined, OutboxKind>;
  /** Who a reply goes to: the visitor on a notification, the business on an auto-reply. */
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON: the calendar invitation a call's mail carries (call-bookings/call-mail.ts). */
  calendar: ColumnType<string | null, string | null | undefined, string | null>;
  /** The address its List-Unsubscribe header names (a client's monthly report); null for none. */
  list_unsubscribe: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * `call`: a booked call's confirmation, change, cancellation or reminder, to either side; `quote`: a
 * quote sent to the client, or the client's answer to the team; `client-report`: a client's monthly
 * report.
 */
export type OutboxKind =
  'notification' | 'auto-reply' | 'audit-report' | 'call' | 'quote' | 'client-report';

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

/** A deleted record, restorable for 30 days (queries/trash.ts). */
export interface TrashTable {
  id: string;
  kind: string;
  /** What the trash list calls it: 'City Mumbai'. */
  title: string;
  snapshot: Json;
  deleted_at: Timestamp;
  deleted_by: string | null;
}
