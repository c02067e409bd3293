import 'server-only';

import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

import * as initial from './migrations/20261121-0001-initial';
import * as enquiryPipeline from './migrations/20261121-0002-enquiry-pipeline';
import * as appState from './migrations/20261122-0003-app-state';
import * as cities from './migrations/20261123-0004-cities';
import * as testimonialsAndTeam from './migrations/20261123-0005-testimonials-and-team';
import * as faqs from './migrations/20261123-0006-faqs';
import * as serviceCatalogue from './migrations/20261123-0007-service-catalogue';
import * as siteSettings from './migrations/20261123-0008-site-settings';
import * as redirects from './migrations/20261123-0009-redirects';
import * as notFoundLog from './migrations/20261123-0010-not-found-log';
import * as healthReports from './migrations/20261123-0011-health-reports';
import * as leadPipeline from './migrations/20261124-0012-lead-pipeline';
import * as postEditor from './migrations/20261125-0013-post-editor';
import * as teamAccounts from './migrations/20261126-0014-team-accounts';
import * as enquiryDispatch from './migrations/20261127-0015-enquiry-dispatch';
import * as notFoundResolution from './migrations/20261127-0016-not-found-resolution';
import * as postCategorySlugs from './migrations/20261128-0017-post-category-slugs';
import * as eventAuthors from './migrations/20261128-0018-event-authors';
import * as trash from './migrations/20261129-0019-trash';
import * as cityTemplates from './migrations/20261130-0020-city-templates';
import * as enquiryChannels from './migrations/20261201-0021-enquiry-channels';
import * as botHits from './migrations/20261202-0022-bot-hits';
import * as searchConsole from './migrations/20261203-0023-search-console';
import * as indexNow from './migrations/20261204-0024-indexnow';
import * as webVitals from './migrations/20261205-0025-web-vitals';
import * as pageTokens from './migrations/20261206-0026-page-tokens';
import * as cityPageRatings from './migrations/20261207-0027-city-page-ratings';
import * as botHitConfirmation from './migrations/20261208-0028-bot-hit-confirmation';
import * as seoAudits from './migrations/20261209-0029-seo-audits';
import * as auditEnquiries from './migrations/20261210-0030-audit-enquiries';
import * as enquiryStages from './migrations/20261211-0031-enquiry-stages';
import * as callBookings from './migrations/20261212-0032-call-bookings';
import * as quotes from './migrations/20261213-0033-quotes';
import * as redirectSourceOrder from './migrations/20261214-0034-redirect-source-order';
import * as whatsappFollowsPhone from './migrations/20261215-0035-whatsapp-follows-phone';
import * as emailTemplateText from './migrations/20261216-0036-email-template-text';
import * as media from './migrations/20261217-0037-media';
import * as auditReportTokens from './migrations/20261218-0038-audit-report-tokens';
import * as auditReach from './migrations/20261219-0039-audit-reach';
import * as clients from './migrations/20261220-0040-clients';
import * as clientReports from './migrations/20261221-0041-client-reports';
import * as caseStudies from './migrations/20261222-0042-case-studies';

// Listed explicitly so the bundled server needs no migration files on disk.
const migrations: Record<string, Migration> = {
  '20261121-0001-initial': initial,
  '20261121-0002-enquiry-pipeline': enquiryPipeline,
  '20261122-0003-app-state': appState,
  '20261123-0004-cities': cities,
  '20261123-0005-testimonials-and-team': testimonialsAndTeam,
  '20261123-0006-faqs': faqs,
  '20261123-0007-service-catalogue': serviceCatalogue,
  '20261123-0008-site-settings': siteSettings,
  '20261123-0009-redirects': redirects,
  '20261123-0010-not-found-log': notFoundLog,
  '20261123-0011-health-reports': healthReports,
  '20261124-0012-lead-pipeline': leadPipeline,
  '20261125-0013-post-editor': postEditor,
  '20261126-0014-team-accounts': teamAccounts,
  '20261127-0015-enquiry-dispatch': enquiryDispatch,
  '20261127-0016-not-found-resolution': notFoundResolution,
  '20261128-0017-post-category-slugs': postCategorySlugs,
  '20261128-0018-event-authors': eventAuthors,
  '20261129-0019-trash': trash,
  '20261130-0020-city-templates': cityTemplates,
  '20261201-0021-enquiry-channels': enquiryChannels,
  '20261202-0022-bot-hits': botHits,
  '20261203-0023-search-console': searchConsole,
  '20261204-0024-indexnow': indexNow,
  '20261205-0025-web-vitals': webVitals,
  '20261206-0026-page-tokens': pageTokens,
  '20261207-0027-city-page-ratings': cityPageRatings,
  '20261208-0028-bot-hit-confirmation': botHitConfirmation,
  '20261209-0029-seo-audits': seoAudits,
  '20261210-0030-audit-enquiries': auditEnquiries,
  '20261211-0031-enquiry-stages': enquiryStages,
  '20261212-0032-call-bookings': callBookings,
  '20261213-0033-quotes': quotes,
  '20261214-0034-redirect-source-order': redirectSourceOrder,
  '20261215-0035-whatsapp-follows-phone': whatsappFollowsPhone,
  '20261216-0036-email-template-text': emailTemplateText,
  '20261217-0037-media': media,
  '20261218-0038-audit-report-tokens': auditReportTokens,
  '20261219-0039-audit-reach': auditReach,
  '20261220-0040-clients': clients,
  '20261221-0041-client-reports': clientReports,
  '20261222-0042-case-studies': caseStudies,
};

/** The names of this build's migrations, in order (a test holds them to the folder's files). */
export const migrationNames = () => Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Migrates up (or down) to the named migration: tests of a migration's backfill start there. */
export async function migrateTo(db: Kysely<any>, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
}

/** The migrations this build has that the database has not run yet. */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const all = await new Migrator({ db, provider }).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}
