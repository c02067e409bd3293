import type { ColumnType, Generated, Kysely } from 'kysely';

import type { EnquiryEventKind } from '@/lib/enquiries/timeline-text';
import type { DeviceClass, PageTemplate } from '@/lib/web-vitals/page-kinds';
import type { Vital } from '@/lib/web-vitals/vitals';

// Timestamps are timestamptz on PostgreSQL (read as Date) and ISO-8601 text on SQLite.
type Timestamp = ColumnType<Date | string, string, string>;
type NullableTimestamp = ColumnType<Date | string | null, string | null, string | null>;
// JSON is jsonb on PostgreSQL (read parsed) and text on SQLite (read as a string).
type Json = ColumnType<unknown, string, string>;
// Booleans are 0/1 integers on both engines.
type Flag = ColumnType<number, number, number>;

export interface ServiceDetailsTable {
  id: string;
  service_name: string;
  service_slug: string;
  service_description: string;
  hero_heading: string;
  hero_subheading: string;
  meta_title: string;
  meta_description: string;
  expertise_areas: Json;
  benefits: Json;
  process_steps: Json;
  faq: Json;
  /** The name city pages use, e.g. 'PPC' for 'PPC Management' (city_pages.service_type). */
  short_name: Generated<string>;
  position: Generated<number>;
  layout: Generated<ServiceLayout>;
  /** The 'Why Choose Us' reasons of the service's city pages: [{title, description}]. */
  city_reasons: ColumnType<unknown, string | undefined, string>;
  /** The service's price plans (lib/validation/price-plan.ts), amounts as numbers. */
  price_plans: ColumnType<unknown, string | undefined, string>;
  pricing_points: ColumnType<unknown, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** detailed: expertise areas with sub-topics; overview: intro, highlights and approach grid. */
export type ServiceLayout = 'detailed' | 'overview';

export interface CityPagesTable {
  id: string;
  city: string;
  city_slug: string;
  state: string;
  service_type: string;
  service_slug: string;
  meta_title: string;
  meta_description: string;
  h1_title: string;
  intro_paragraph: string;
  services_offered: Json;
  faq_questions: Json;
  faq_answers: Json;
  testimonials: Json;
  /** 1 for a page made from a template and not yet edited on its own: it stays thin. */
  from_template: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CitiesTable {
  id: string;
  slug: string;
  name: string;
  state: string;
  /** One sentence for the home page's city card. */
  description: string;
  image: string;
  latitude: number | null;
  longitude: number | null;
  /** 1 when the home page's city grid shows it. */
  featured: Flag;
  /** The order of the home page's featured cities; new cities go last. */
  position: number;
  /** Areas near the city, as the owner lists them (comma-separated): a page template's {areas}. */
  nearby_areas: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A slug a city, service or author used before a rename; its URLs answer 301 to the current slug. */
export interface SlugAliasesTable {
  kind: 'city' | 'service' | 'author';
  alias: string;
  target_id: string;
  created_at: Timestamp;
}

export interface TestimonialsTable {
  id: string;
  quote: string;
  author: string;
  role: string;
  company: string;
  rating: number;
  position: number;
  /** 1 when kept but not shown. */
  hidden: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TeamMembersTable {
  id: string;
  name: string;
  role: string;
  bio: string;
  image: string;
  position: number;
  /** 1 when kept but not shown. */
  hidden: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FaqsTable {
  id: string;
  /** Which page shows it: 'home' or 'contact'. */
  page: FaqPage;
  question: string;
  answer: string;
  position: number;
  /** 1 when kept but not shown. */
  hidden: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type FaqPage = 'home' | 'contact';

export interface AuthorsTable {
  id: string;
  slug: string;
  name: string;
  profile_image: string;
  short_bio: string;
  full_bio: string;
  social_links: Json;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogPostsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featured_image: string;
  category: string;
  categories: Json;
  tags: Json;
  author: string;
  author_id: string | null;
  is_featured: Flag;
  meta_title: string | null;
  meta_description: string | null;
  published_at: NullableTimestamp;
  status: 'draft' | 'published';
  view_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Raised by every save; a save names the version it started from (optimistic concurrency). */
  version: ColumnType<number, number | undefined, number>;
  focus_keyphrase: ColumnType<string | null, string | null | undefined, string | null>;
  social_image: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface BlogPostRevisionsTable {
  id: string;
  post_id: string;
  /** The post's version this save produced. */
  version: number;
  saved_by: string;
  saved_at: Timestamp;
  /** The editor's fields as saved (PostFields), as JSON. */
  fields: string;
}

export interface BlogPostDraftsTable {
  /** The post's id, or 'new' for a post not yet created. */
  draft_key: string;
  base_version: number | null;
  fields: string;
  saved_at: Timestamp;
}

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

export interface PageViewsTable {
  path: string;
  /** YYYY-MM-DD, UTC. */
  day: string;
  views: number;
}

export interface IndexNowSubmissionsTable {
  id: string;
  /** The changed public URLs, as JSON. */
  urls: ColumnType<unknown, string, string>;
  status: 'pending' | 'sent' | 'failed';
  attempts: ColumnType<number, number | undefined, number>;
  last_status_code: number | null;
  last_error: string | null;
  next_attempt_at: Timestamp;
  created_at: Timestamp;
  sent_at: NullableTimestamp;
}

export interface SearchConsoleRowsTable {
  /** The report's date range, YYYY-MM-DD, both included. */
  since: string;
  until: string;
  kind: 'page' | 'query';
  /** A page's path, or the query. */
  key: string;
  clicks: number;
  impressions: number;
  position: number;
}

export interface BotHitsTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** A known bot's id (lib/crawlers/bots.ts), or custom:{token} for one the owner added. */
  bot: string;
  /** confirmed, unconfirmed or unchecked (crawlers/bot-confirmation.ts). */
  confirmation: string;
  path: string;
  hits: number;
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

export interface WebVitalBucketsTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  template: PageTemplate;
  device: DeviceClass;
  metric: Vital;
  /** The bucket's index in lib/web-vitals/vitals.ts bucketEdges. */
  bucket: number;
  visits: number;
}

export interface WebVitalPagesTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  path: string;
  visits: number;
  /** Visits with at least one poor metric. */
  poor_visits: number;
  lcp_poor: number;
  inp_poor: number;
  cls_poor: number;
}

export interface CityPageRatingsTable {
  page_id: string;
  /** The page's own text as last rated (lib/cities/page-similarity.ts ownTextHash), in hex. */
  text_hash: string;
  /** Its MinHash signature, base64 of 32 unsigned 32-bit values. */
  signature: string;
  /** How much of its text its closest sibling shares, 0 to 1. */
  similarity: number;
  closest_page_id: string | null;
  /** The page's updated_at when it was rated. */
  page_updated_at: Timestamp;
}

export interface PageTokenUsesTable {
  /** A token's id and what it was used for ('web-vitals', 'contact-click:call'...). */
  use_key: string;
  expires_at: Timestamp;
}

export interface BeaconRefusalsTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** 'web-vitals' or 'contact-click'. */
  kind: string;
  /** server/page-tokens/beacon-refusal.ts names them. */
  reason: string;
  count: number;
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

export interface NotFoundLogTable {
  /** The path, or for an obvious probe the kind it belongs to ('probe: *.php'). */
  path: string;
  hits: number;
  first_seen: Timestamp;
  last_seen: Timestamp;
  last_referrer: string;
  last_bot: number;
  probe: number;
  resolved: number;
  /** Why it is resolved: a redirect answers it, or the path answers 200 now. */
  resolved_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface HealthReportsTable {
  id: string;
  /** running, done (every page reached), partial (stopped at the page or time bound) or failed. */
  status: string;
  crawled: number;
  limit_pages: number;
  findings: Json;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
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
  /** JSON: the calendar invitation a call's mail carries (bookings/call-calendar.ts). */
  calendar: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * `call`: a booked call's confirmation, change, cancellation or reminder, to either side; `quote`: a
 * quote sent to the client, or the client's answer to the team.
 */
export type OutboxKind = 'notification' | 'auto-reply' | 'audit-report' | 'call' | 'quote';

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

export interface MediaTable {
  /** The file's name in the upload storage: '{uuid}.webp', served at /uploads/{name}. */
  name: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** What the file was called on the computer it came from. */
  original_name: ColumnType<string, string | undefined, string>;
  alt: ColumnType<string, string | undefined, string>;
  uploaded_by: string | null;
  created_at: Timestamp;
}

export interface Database {
  service_details: ServiceDetailsTable;
  city_pages: CityPagesTable;
  cities: CitiesTable;
  slug_aliases: SlugAliasesTable;
  testimonials: TestimonialsTable;
  team_members: TeamMembersTable;
  faqs: FaqsTable;
  authors: AuthorsTable;
  blog_posts: BlogPostsTable;
  blog_post_revisions: BlogPostRevisionsTable;
  blog_post_drafts: BlogPostDraftsTable;
  form_submissions: EnquiriesTable;
  email_templates: EmailTemplatesTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_links: AdminLinksTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  audit_log: AuditLogTable;
  email_outbox: EmailOutboxTable;
  rate_limits: RateLimitsTable;
  captcha_solutions: CaptchaSolutionsTable;
  app_secrets: AppSecretsTable;
  app_state: AppStateTable;
  site_settings: SiteSettingsTable;
  redirects: RedirectsTable;
  not_found_log: NotFoundLogTable;
  health_reports: HealthReportsTable;
  enquiry_events: EnquiryEventsTable;
  trash: TrashTable;
  webhook_deliveries: WebhookDeliveriesTable;
  page_views: PageViewsTable;
  contact_clicks: ContactClicksTable;
  bot_hits: BotHitsTable;
  seo_audits: SeoAuditsTable;
  call_bookings: CallBookingsTable;
  quotes: QuotesTable;
  quote_versions: QuoteVersionsTable;
  web_vital_buckets: WebVitalBucketsTable;
  web_vital_pages: WebVitalPagesTable;
  page_token_uses: PageTokenUsesTable;
  city_page_ratings: CityPageRatingsTable;
  beacon_refusals: BeaconRefusalsTable;
  search_console_rows: SearchConsoleRowsTable;
  indexnow_submissions: IndexNowSubmissionsTable;
  enquiry_counts: EnquiryCountsTable;
  media: MediaTable;
}

/** The database as every query takes it. */
export type DB = Kysely<Database>;
