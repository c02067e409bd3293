import 'server-only';

import {
  clientAuditScheduleSchema,
  clientSchema,
  clientStatusSchema,
  type ClientStatus,
} from '@/lib/validation/client';

import type { DB } from '../../db/schema';
import { saveClientAuditSchedule } from '../../queries/client-audits';
import { changeClientStatus } from '../../queries/client-events';
import { clientById, createClient, updateClient } from '../../queries/clients';
import { getEnquiry } from '../../queries/enquiries';
import { quotesOfEnquiry } from '../../queries/quotes';
import { createAdminGate, json } from '../admin-gate';

// Clients: made from a won enquiry (or by hand), edited, paused, resumed and ended with a date.
// Owner, admin and sales; editors never see them or their fees.

export type ClientsAdminDependencies = {
  db: DB;
  /** Looks for due monthly audits now: a client made or resumed, or the day moved, may be due. */
  auditSoon?: () => void;
  /** Expires the case studies' pages: a client's name or consent shows on them. */
  changed?: () => void;
  now?: () => Date;
};

const STATUS_VERBS: Record<ClientStatus, string> = {
  active: 'resumed',
  paused: 'paused',
  ended: 'ended',
};

const noClient = () => json(404, { error: 'Client not found' });
const fieldError = (field: string, message: string) =>
  json(400, { error: message, fieldErrors: { [field]: [message] } });

export function createClientsAdminApi(deps: ClientsAdminDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'enquiries');
  const clientTitle = async ({ id }: { id: string }) => {
    const client = await clientById(db, id);
    if (!client) return null;
    const monthlyFee = client.monthlyFeePaise === null ? null : client.monthlyFeePaise / 100;
    return { title: `Client ${client.name}`, values: { ...client, monthlyFee } };
  };

  const create = guarded(
    { schema: clientSchema, audit: { subject: (_params, data) => `Client ${data.name}` } },
    async (_request, _params, actor, data) => {
      let quoteId: string | null = null;
      if (data.enquiryId) {
        const enquiry = await getEnquiry(db, data.enquiryId);
        if (!enquiry || enquiry.status === 'spam')
          return fieldError('enquiryId', 'The enquiry this client was won from is gone.');
        const quotes = await quotesOfEnquiry(db, data.enquiryId);
        quoteId = quotes.find((quote) => quote.status === 'accepted')?.id ?? null;
      }
      const created = await createClient(
        db,
        data,
        { author: actor.user.name, quoteId },
        deps.now?.(),
      );
      if (!created.ok)
        return json(409, { error: 'This enquiry is a client already.', id: created.existing });
      deps.auditSoon?.();
      return json(201, { id: created.id });
    },
  );

  const update = guarded(
    { schema: clientSchema, audit: { before: clientTitle } },
    async (_request, { id }: { id: string }, _actor, data) => {
      if (!(await updateClient(db, id, data, deps.now?.()))) return noClient();
      deps.changed?.();
      return json(200, { id });
    },
  );

  const changeStatus = guarded(
    {
      schema: clientStatusSchema,
      audit: { before: clientTitle, action: (data) => STATUS_VERBS[data.status] },
    },
    async (_request, { id }: { id: string }, actor, data) => {
      const client = await clientById(db, id);
      if (!client) return noClient();
      if (client.status === data.status)
        return fieldError('status', `The client is ${data.status} already.`);
      if (data.on < client.startedOn)
        return fieldError('on', 'Give a date on or after the day the work started.');
      await changeClientStatus(db, id, data, actor.user.name, deps.now?.());
      if (data.status === 'active') deps.auditSoon?.();
      return json(200, { id });
    },
  );

  /** The day of the month the clients' sites are audited: the owner's and admins' to set. */
  const saveAuditSchedule = guarded(
    {
      schema: clientAuditScheduleSchema,
      area: 'site',
      audit: { subject: () => 'The clients’ monthly audit day' },
    },
    async (_request, _params, _actor, data) => {
      await saveClientAuditSchedule(db, data);
      deps.auditSoon?.();
      return json(200, data);
    },
  );

  return { create, update, changeStatus, saveAuditSchedule };
}
