import 'server-only';

import { getDb } from '../../db/client';
import { listFaqs } from '../../queries/faqs';
import { listTeamMembers, listTestimonials } from '../../queries/people';

/** Every testimonial, hidden ones included, in the home page's order. */
export const loadTestimonials = () => listTestimonials(getDb(), { visibleOnly: false });

/** Every team member, hidden ones included, in the contact page's order. */
export const loadLeadershipTeam = () => listTeamMembers(getDb(), { visibleOnly: false });

/** Both pages' FAQs, hidden ones included, each in its page's order. */
export async function loadFaqs() {
  const db = getDb();
  const [home, contact] = await Promise.all([
    listFaqs(db, 'home', { visibleOnly: false }),
    listFaqs(db, 'contact', { visibleOnly: false }),
  ]);
  return { home, contact };
}
