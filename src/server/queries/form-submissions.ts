import 'server-only';

import { randomUUID } from 'node:crypto';

import type { DB } from '../db/client';
import { nowIso, toJson } from '../db/values';

export type NewEnquiry = {
  name: string;
  email: string;
  phone?: string;
  company?: string;
  service: string;
  city?: string;
  message: string;
  sourcePage?: string;
  referrer?: string;
  utm?: Record<string, string>;
};

const orNull = (value: string | undefined) => (value && value.trim() ? value.trim() : null);

/** Stores an enquiry with status 'new' and returns its id. */
export async function insertEnquiry(db: DB, enquiry: NewEnquiry): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  await db
    .insertInto('form_submissions')
    .values({
      id,
      name: enquiry.name,
      email: enquiry.email,
      phone: orNull(enquiry.phone),
      company: orNull(enquiry.company),
      service_interest: enquiry.service,
      city: orNull(enquiry.city),
      message: enquiry.message,
      status: 'new',
      source_page: orNull(enquiry.sourcePage),
      referrer: orNull(enquiry.referrer),
      utm: enquiry.utm && Object.keys(enquiry.utm).length ? toJson(enquiry.utm) : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
