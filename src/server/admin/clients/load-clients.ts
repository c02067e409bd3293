import 'server-only';

import { indiaDateOf } from '@/lib/india-time';
import { monthlyRupeesOf } from '@/lib/quotes/quote-totals';
import type { ClientInput } from '@/lib/validation/client';
import { clientReportUrl } from '@/lib/clients/report-address';

import { getDb } from '../../db/client';
import type { DB } from '../../db/schema';
import { env } from '../../env';
import {
  clientAuditsOf,
  getClientAuditSchedule,
  reportMailStates,
} from '../../queries/client-audits';
import { clientSearchMonths } from '../../queries/client-search';
import { clientEvents } from '../../queries/client-events';
import { caseStudiesOfClient } from '../../queries/case-studies';
import { clientWorkOf } from '../../queries/client-work';
import { clientById, clientIdOfEnquiry, listClients } from '../../queries/clients';
import { getEnquiry } from '../../queries/enquiries';
import { enquiryAuditReach } from '../../queries/seo-audit-enquiries';
import { quotesOfEnquiry } from '../../queries/quotes';
import { listServiceCatalogue } from '../../queries/services';
import { auditHistory } from '../../clients/audit-history';

// The clients screens' data: the list, a new client (from a won enquiry and its accepted quote,
// or blank), and one client with its history.

export type ServiceOption = { slug: string; name: string };

/** The services a client may be given. */
async function loadServiceOptions(db: DB = getDb()): Promise<ServiceOption[]> {
  return (await listServiceCatalogue(db)).map(({ slug, name }) => ({ slug, name }));
}

export async function loadClients() {
  const db = getDb();
  const [clients, services, schedule] = await Promise.all([
    listClients(db),
    loadServiceOptions(db),
    getClientAuditSchedule(db),
  ]);
  const names = new Map(services.map((s) => [s.slug, s.name]));
  return {
    clients: clients.map((client) => ({
      ...client,
      serviceNames: client.services.map((slug) => names.get(slug) ?? slug),
    })),
    schedule,
  };
}

const blank = (): ClientInput => ({
  name: '',
  website: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  reach: 'local',
  services: [],
  monthlyFee: null,
  startedOn: indiaDateOf(new Date()),
  namedConsent: '',
  enquiryId: null,
});

export type NewClientPage =
  | {
      kind: 'form';
      services: ServiceOption[];
      enquiry: { id: string; name: string } | null;
      /** The accepted quote the fee was read from. */
      quoteNumber: string | null;
      values: ClientInput;
    }
  | { kind: 'exists'; clientId: string }
  | { kind: 'no-enquiry' };

/** A new client's form, filled from the enquiry when there is one; its client when it is one already. */
export async function loadNewClient(
  enquiryId: string | undefined,
  db: DB = getDb(),
): Promise<NewClientPage> {
  if (!enquiryId)
    return {
      kind: 'form',
      services: await loadServiceOptions(db),
      enquiry: null,
      quoteNumber: null,
      values: blank(),
    };
  const enquiry = await getEnquiry(db, enquiryId);
  if (!enquiry || enquiry.status === 'spam') return { kind: 'no-enquiry' };
  const existing = await clientIdOfEnquiry(db, enquiryId);
  if (existing) return { kind: 'exists', clientId: existing };
  const [quotes, services] = await Promise.all([
    quotesOfEnquiry(db, enquiryId),
    loadServiceOptions(db),
  ]);
  const accepted = quotes.find((quote) => quote.status === 'accepted');
  const service = services.find((s) => s.slug === enquiry.serviceInterest);
  return {
    kind: 'form',
    services,
    enquiry: { id: enquiry.id, name: enquiry.name },
    quoteNumber: accepted?.number ?? null,
    values: {
      ...blank(),
      name: accepted?.content.clientName ?? enquiry.company ?? enquiry.name,
      website: enquiry.website ?? '',
      contactName: enquiry.name,
      contactEmail: enquiry.email,
      contactPhone: enquiry.phone ?? '',
      reach: await enquiryAuditReach(db, enquiryId),
      services: service ? [service.slug] : [],
      monthlyFee: accepted ? monthlyRupeesOf(accepted.content.lines) : null,
      enquiryId,
    },
  };
}

/**
 * One client: its form's values, its audits and their mails, its search figures, its work log,
 * its report's address, its history and its enquiry.
 */
export async function loadClient(id: string) {
  const db = getDb();
  const client = await clientById(db, id);
  if (!client) return null;
  const [events, services, enquiry, audits, mails, schedule, search, work, caseStudies] =
    await Promise.all([
      clientEvents(db, id),
      loadServiceOptions(db),
      client.enquiryId ? getEnquiry(db, client.enquiryId) : null,
      clientAuditsOf(db, id),
      reportMailStates(db, id),
      getClientAuditSchedule(db),
      clientSearchMonths(db, id),
      clientWorkOf(db, id),
      caseStudiesOfClient(db, id),
    ]);
  const values: ClientInput = {
    name: client.name,
    website: client.website,
    contactName: client.contactName,
    contactEmail: client.contactEmail,
    contactPhone: client.contactPhone,
    reach: client.reach,
    services: client.services,
    monthlyFee: client.monthlyFeePaise === null ? null : Math.round(client.monthlyFeePaise / 100),
    startedOn: client.startedOn,
    namedConsent: client.namedConsent,
    enquiryId: client.enquiryId,
  };
  return {
    client,
    values,
    events,
    services,
    enquiry: enquiry ? { id: enquiry.id, name: enquiry.name } : null,
    audits: auditHistory(audits, mails),
    auditDay: schedule.day,
    search,
    work,
    caseStudies,
    reportUrl: clientReportUrl(client.reportToken, env.SITE_URL),
  };
}
