import 'server-only';

import { getDb } from '../../db/client';
import { listTeamMembers, listTestimonials } from '../../queries/people';

/** Every testimonial, hidden ones included, in the home page's order. */
export const loadTestimonialsAdmin = () => listTestimonials(getDb(), { visibleOnly: false });

/** Every team member, hidden ones included, in the contact page's order. */
export const loadTeamAdmin = () => listTeamMembers(getDb(), { visibleOnly: false });
