import 'server-only';

import { sql, type ExpressionBuilder } from 'kysely';

import { jsonColumns, readJson } from '../db/json-columns';
import type { DB } from '../db/schema';
import type { Database } from '../db/schema';
import { adjustEnquiryCounts, countedColumns } from './enquiry-counts';

// Erasing a person on request (India's DPDP Act 2023): every enquiry sent from the address, its
// timeline and notes, its webhook deliveries, and every e-mail to or about it in the outbox; the
// same of its enquiries in the trash, where their queued mails wait; and the contact details of a
// client whose contact it is (the client, a business, stays: its report mail stops until the team
// gives it a new contact).

export type PersonalData = { enquiries: number; notes: number; emails: number; clients: number };

const sameAddress = (email: string) => sql<boolean>`lower(email) = ${email.toLowerCase()}`;
const sameContact = (email: string) => sql<boolean>`lower(contact_email) = ${email.toLowerCase()}`;

function enquiryIds(db: DB, email: string) {
  return db.selectFrom('form_submissions').select('id').where(sameAddress(email));
}

/** The outbox mails about the address's enquiries or to the address. */
function outboxOf(db: DB, email: string) {
  return (eb: ExpressionBuilder<Database, 'email_outbox'>) =>
    eb.or([
      eb('submission_id', 'in', enquiryIds(db, email)),
      eb(sql`lower(to_address)`, '=', email.toLowerCase()),
    ]);
}

/** The trash entries of the address's deleted enquiries, with what each holds. */
async function trashedEnquiries(db: DB, email: string) {
  const entries = await db
    .selectFrom('trash')
    .select(['id', 'snapshot'])
    .where('kind', '=', 'enquiry')
    .execute();
  return entries.flatMap((entry) => {
    const { rows } = readJson(jsonColumns.trashSnapshot, entry.snapshot, entry.id);
    const rowsOf = (table: string) => rows.find((r) => r.table === table)?.rows ?? [];
    const sender = rowsOf('form_submissions')[0]?.email;
    if (typeof sender !== 'string' || sender.toLowerCase() !== email.toLowerCase()) return [];
    const notes = rowsOf('enquiry_events').filter((event) => event.kind === 'note').length;
    return [{ id: entry.id, notes, emails: rowsOf('email_outbox').length }];
  });
}

type TrashedEnquiry = Awaited<ReturnType<typeof trashedEnquiries>>[number];

/** What erasing the address would delete: its stored rows, and what its trash entries hold. */
async function personalData(
  db: DB,
  email: string,
  trashed: TrashedEnquiry[],
): Promise<PersonalData> {
  const [enquiries, notes, emails, clients] = await Promise.all([
    db
      .selectFrom('form_submissions')
      .where(sameAddress(email))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('enquiry_events')
      .where('kind', '=', 'note')
      .where('submission_id', 'in', enquiryIds(db, email))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('email_outbox')
      .where(outboxOf(db, email))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('clients')
      .where(sameContact(email))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const sum = (of: (entry: TrashedEnquiry) => number) =>
    trashed.reduce((total, entry) => total + of(entry), 0);
  return {
    enquiries: Number(enquiries.n) + trashed.length,
    notes: Number(notes.n) + sum((entry) => entry.notes),
    emails: Number(emails.n) + sum((entry) => entry.emails),
    clients: Number(clients.n),
  };
}

/** What erasing the address would delete. */
export async function countPersonalData(db: DB, email: string): Promise<PersonalData> {
  return personalData(db, email, await trashedEnquiries(db, email));
}

/** Deletes everything of the address in one transaction; returns what it deleted. */
export async function erasePersonalData(db: DB, email: string): Promise<PersonalData> {
  return db.transaction().execute(async (trx) => {
    const trashed = await trashedEnquiries(trx, email);
    const erased = await personalData(trx, email, trashed);
    const enquiries = await trx
      .selectFrom('form_submissions')
      .select(countedColumns)
      .where(sameAddress(email))
      .execute();
    await adjustEnquiryCounts(trx, enquiries, -1);
    await trx.deleteFrom('email_outbox').where(outboxOf(trx, email)).execute();
    const now = new Date().toISOString();
    await trx
      .updateTable('clients')
      .set({
        contact_name: '',
        contact_email: '',
        contact_phone: '',
        // The consent to be named was the contact's: it names them, and goes with them.
        named_consent: '',
        report_mail_stopped_at: sql<string>`coalesce(report_mail_stopped_at, ${now})`,
        updated_at: now,
      })
      .where(sameContact(email))
      .execute();
    // Their timelines, notes and webhook deliveries go with them (on delete cascade).
    await trx.deleteFrom('form_submissions').where(sameAddress(email)).execute();
    if (trashed.length > 0)
      await trx
        .deleteFrom('trash')
        .where(
          'id',
          'in',
          trashed.map((entry) => entry.id),
        )
        .execute();
    return erased;
  });
}
