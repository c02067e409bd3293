import 'server-only';

import { enquiryNoteSchema } from '@/lib/validation/enquiry-note';

import type { DB } from '../../db/schema';
import { queueEnquiryDeliveries, type DispatchDependencies } from '../../leads/dispatch-enquiry';
import { logger } from '../../logger';
import { listEvents } from '../../queries/enquiry-events';
import { addNote, markNotSpam } from '../../queries/enquiry-writes';
import { getSubmission } from '../../queries/form-submissions';
import { createAdminGate, json } from '../admin-gate';
import { auditSubject } from '../audit-subject';

export type EnquiryAdminDependencies = DispatchDependencies & {
  db: DB;
  /** Starts delivering what was queued (mail and webhooks). */
  deliverSoon: () => void;
};

const notFound = () => json(404, { error: 'Enquiry not found' });

/** One enquiry's timeline, its notes, and taking it out of the spam folder. */
export function createEnquiryAdminApi(deps: EnquiryAdminDependencies) {
  const { db } = deps;
  const { guarded } = createAdminGate(db, 'enquiries');
  const nameEnquiry = async (request: Request, id: string) => {
    const enquiry = await getSubmission(db, id);
    if (enquiry) auditSubject(request, `Enquiry from ${enquiry.name}`);
  };

  const timeline = guarded<{ id: string }>(async (_request, { id }) => {
    const exists = await db
      .selectFrom('form_submissions')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) return notFound();
    return json(200, { events: await listEvents(db, id) });
  });

  const note = guarded(
    { schema: enquiryNoteSchema },
    async (request, { id }: { id: string }, actor, data) => {
      await nameEnquiry(request, id);
      const event = await addNote(db, id, data.note, actor.user.name);
      return event ? json(201, { event }) : notFound();
    },
  );

  const notSpam = guarded<{ id: string }>(async (request, { id }) => {
    await nameEnquiry(request, id);
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

  return { timeline, note, notSpam };
}
