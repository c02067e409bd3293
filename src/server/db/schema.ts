import type { Kysely } from 'kysely';

import type {
  AdminLinksTable,
  AdminRecoveryCodesTable,
  AdminSessionsTable,
  AdminUsersTable,
  AppSecretsTable,
  AppStateTable,
  AuditLogTable,
  EmailOutboxTable,
  EmailTemplatesTable,
  RateLimitsTable,
  RedirectsTable,
  SiteSettingsTable,
  TrashTable,
} from './tables/site';
import type {
  AuthorsTable,
  BlogPostDraftsTable,
  BlogPostRevisionsTable,
  BlogPostsTable,
  CaseStudiesTable,
} from './tables/blog';
import type {
  BeaconRefusalsTable,
  BotHitsTable,
  CityPageRatingsTable,
  HealthReportsTable,
  IndexNowSubmissionsTable,
  NotFoundLogTable,
  PageTokenUsesTable,
  PageViewsTable,
  SearchConsoleRowsTable,
  WebVitalBucketsTable,
  WebVitalPagesTable,
} from './tables/measures';
import type {
  CallBookingsTable,
  CaptchaSolutionsTable,
  ContactClicksTable,
  EnquiriesTable,
  EnquiryCountsTable,
  EnquiryEventsTable,
  QuoteVersionsTable,
  QuotesTable,
  SeoAuditsTable,
  WebhookDeliveriesTable,
} from './tables/enquiries';
import type {
  ClientAuditsTable,
  ClientEventsTable,
  ClientSearchRowsTable,
  ClientsTable,
  ClientWorkTable,
} from './tables/clients';
import type {
  CitiesTable,
  CityPagesTable,
  FaqsTable,
  MediaTable,
  ServiceDetailsTable,
  SlugAliasesTable,
  TeamMembersTable,
  TestimonialsTable,
} from './tables/content';

// The database's tables, one module per capability under tables/, and the Database they make.
export type * from './tables/blog';
export type * from './tables/clients';
export type * from './tables/content';
export type * from './tables/enquiries';
export type * from './tables/measures';
export type * from './tables/site';

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
  case_studies: CaseStudiesTable;
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
  clients: ClientsTable;
  client_events: ClientEventsTable;
  client_audits: ClientAuditsTable;
  client_search_rows: ClientSearchRowsTable;
  client_work: ClientWorkTable;
}

/** The database as every query takes it. */
export type DB = Kysely<Database>;
