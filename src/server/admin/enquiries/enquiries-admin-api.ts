import 'server-only';

import { enquiryNoteSchema, enquiryStatusSchema } from '@/lib/validation/enquiry';

import { mayDeleteEnquiries } from '../../auth/account-policy';
import type { DB } from '../../db/schema';
import {
  queueEnquiryDeliveries,
  type DispatchDependencies,
} from '../../enquiries/dispatch-enquiry';
import { queueStageWebhook } from '../../enquiries/stage-webhook';
import { logger } from '../../logger';
import { getEnquiry } from '../../queries/enquiries';
import { listEvents } from '../../queries/enquiry-events';
import {
  addNote,
  deleteEnquiry,
  markNotSpam,
  updateEnquiryStatus,
} from '../../queries/enquiry-writes';
import {
  createAdminGate,
  forbidden,
  json,
  movedToTrash,
  readOnly,
  trashedRecord,
} from '../admin-gate';
import { enquiriesCsv } from './enquiries-csv';

export type EnquiriesAdminDependencies = DispatchDependencies & {
  db: DB;
  /** Starts delivering what was queued (mail and webhooks). */
  deliverSoon: () => void;
};

const notFound = () => json(404, { error: 'Enquiry not found' });

/** The enquiries' API: status, notes and timeline, the spam folder, the trash and the CSV export. */
export function createEnquiriesAdminApi(deps: EnquiriesAdminDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'enquiries');
  /** The enquiry by its sender, and its status for an entry that changes it. */
  const enquiryBefore = {
    before: async ({ id }: { id: string }) => {
      const enquiry = await getEnquiry(db, id);
      return (
        enquiry && { title: `Enquiry from ${enquiry.name}`, values: { status: enquiry.status } }
      );
    },
  };

  const setStatus = guarded(
    { schema: enquiryStatusSchema, audit: enquiryBefore },
    async (_request, { id }: { id: string }, actor, data) => {
      const before = await getEnquiry(db, id);
      if (!(await updateEnquiryStatus(db, id, data.status, actor.user.name, data.lostReason)))
        return notFound();
      if (before?.status !== data.status) {
        await queueStageWebhook(db, id, deps.siteUrl);
        deps.deliverSoon();
      }
      return json(200, { enquiry: await getEnquiry(db, id) });
    },
  );

  /** Into the trash, with its notes, timeline and queued mails; for the roles that may delete. */
  const remove = guarded(
    { audit: trashedRecord(db) },
    async (_r, { id }: { id: string }, actor) => {
      if (!(await mayDeleteEnquiries(db, actor.user.role))) return forbidden();
      const trashId = await deleteEnquiry(db, id, actor.user.name);
      return trashId ? movedToTrash(trashId) : notFound();
    },
  );

  const timeline = guarded(readOnly, async (_request, { id }: { id: string }) => {
    if (!(await getEnquiry(db, id))) return notFound();
    return json(200, { events: await listEvents(db, id) });
  });

  const note = guarded(
    { schema: enquiryNoteSchema, audit: enquiryBefore },
    async (_request, { id }: { id: string }, actor, data) => {
      const event = await addNote(db, id, data.note, actor.user.name);
      return event ? json(201, { event }) : notFound();
    },
  );

  const notSpam = guarded({ audit: enquiryBefore }, async (_request, { id }: { id: string }) => {
    if (!(await markNotSpam(db, id)))
      return json(409, { error: 'This enquiry is not in the spam folder.' });
    try {
      // The notification it was spared is sent now, like a new enquiry's.
      await queueEnquiryDeliveries(db, id, deps);
      deps.deliverSoon();
    } catch (error) {
      logger.error(
        { err: error, id },
        'could not queue the notification of an enquiry moved from spam',
      );
      return json(200, {
        moved: true,
        warning: 'Moved to the inbox, but its notification could not be queued.',
      });
    }
    return json(200, { moved: true });
  });

  const exportCsv = guarded(readOnly, async (request) =>
    enquiriesCsv(db, new URL(request.url).searchParams),
  );

  return { setStatus, remove, timeline, note, notSpam, exportCsv };
}
