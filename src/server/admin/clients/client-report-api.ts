import 'server-only';

import { clientWorkSchema } from '@/lib/validation/client';
import { formatLongDate } from '@/lib/dates';

import { composeReportMail, mailClientReport } from '../../clients/client-report-mail';
import type { DB } from '../../db/schema';
import { latestFinishedAuditId } from '../../queries/client-audits';
import { replaceReportToken } from '../../queries/client-reports';
import { addClientWork, clientWorkEntry, deleteClientWork } from '../../queries/client-work';
import { clientById } from '../../queries/clients';
import { createAdminGate, json, readOnly } from '../admin-gate';

// A client's report from its screen: the team's work log it shows (written by owner, admins and
// sales), its mail previewed and sent by hand, and its private address replaced (the owner's and
// admins'), after which the old address leads nowhere.

export type ClientReportDependencies = {
  db: DB;
  siteUrl: string;
  /** A mail was queued: deliver it now. */
  onMailQueued?: () => void;
  now?: () => Date;
};

const noClient = () => json(404, { error: 'Client not found' });

export function createClientReportApi(deps: ClientReportDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'enquiries');
  const named = async ({ id }: { id: string }) => {
    const client = await clientById(db, id);
    return client ? { title: `Client ${client.name}` } : null;
  };

  const addWork = guarded(
    { schema: clientWorkSchema, audit: { before: named, action: 'logged work for' } },
    async (_request, { id }: { id: string }, actor, data) => {
      if (!(await clientById(db, id))) return noClient();
      const entryId = await addClientWork(db, id, data, actor.user.name, deps.now?.());
      return json(201, { id: entryId });
    },
  );

  const deleteWork = guarded(
    { audit: { before: named, action: 'deleted a line of work of' } },
    async (_request, { id, entryId }: { id: string; entryId: string }) => {
      if (!(await clientWorkEntry(db, id, entryId)))
        return json(404, { error: 'This line of the work log is gone already.' });
      await deleteClientWork(db, id, entryId);
      return json(200, { id: entryId });
    },
  );

  /** The mail the client would get now, without sending it. */
  const previewMail = guarded(readOnly, async (_request, { id }: { id: string }) => {
    const client = await clientById(db, id);
    if (!client) return noClient();
    const mail = await composeReportMail(db, client, deps.siteUrl);
    return json(200, {
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      replyTo: mail.replyTo,
      stoppedAt: client.reportMailStoppedAt,
    });
  });

  const sendMail = guarded(
    { audit: { before: named, action: 'mailed the report of' } },
    async (_request, { id }: { id: string }) => {
      const outcome = await mailClientReport(db, id, {
        siteUrl: deps.siteUrl,
        auditId: await latestFinishedAuditId(db, id),
      });
      if (outcome.queued) {
        deps.onMailQueued?.();
        return json(200, { mailId: outcome.mailId });
      }
      if (outcome.reason === 'gone') return noClient();
      return json(409, {
        error: `The contact stopped these e-mails on ${formatLongDate(outcome.stoppedAt!)}: they can start them again from the report’s page, and a new contact gets them.`,
      });
    },
  );

  /** A new private address for the report; the old one answers 404 from now on. */
  const replaceLink = guarded(
    { area: 'site', audit: { before: named, action: 'replaced the report link of' } },
    async (_request, { id }: { id: string }) => {
      const token = await replaceReportToken(db, id, deps.now?.());
      return token ? json(200, { token }) : noClient();
    },
  );

  return { addWork, deleteWork, previewMail, sendMail, replaceLink };
}
