import 'server-only';

import { indiaDateOf } from '@/lib/india-time';
import { stateCodeOfName } from '@/lib/quotes/indian-states';
import type { QuoteForm } from '@/lib/validation/quote';

import { getDb } from '../../db/client';
import { getEnquiry } from '../../queries/enquiries';
import { quoteById, quoteVersions } from '../../queries/quotes';
import { listQuotablePlans } from '../../queries/services';
import { getBusinessSettings } from '../../queries/site-settings';
import { supplierStateOf } from '../../quotes/quote-content';

// The quote editor's data: the enquiry it is for, the price plans its lines start from, and the
// quote (a new one's defaults: the client's name, the business's state, valid for 30 days).

const VALID_DAYS = 30;

export async function loadNewQuote(enquiryId: string) {
  const db = getDb();
  const enquiry = await getEnquiry(db, enquiryId);
  if (!enquiry || enquiry.status === 'spam') return null;
  const [plans, business] = await Promise.all([listQuotablePlans(db), getBusinessSettings(db)]);
  const plan = plans.find((p) => p.service === enquiry.serviceInterest);
  const values: QuoteForm = {
    clientName: enquiry.company ?? enquiry.name,
    clientState: stateCodeOfName(business.region) ?? '27',
    clientGstin: '',
    lines: [
      plan
        ? { description: plan.label, quantity: 1, unitPrice: plan.amount, period: plan.period }
        : { description: '', quantity: 1, unitPrice: 0, period: 'month' },
    ],
    discount: 0,
    notes: '',
    validUntil: indiaDateOf(new Date(Date.now() + VALID_DAYS * 24 * 60 * 60 * 1000)),
  };
  return {
    enquiry: { id: enquiry.id, name: enquiry.name },
    plans,
    values,
    supplierState: supplierStateOf(business),
  };
}

export async function loadQuote(id: string) {
  const db = getDb();
  const quote = await quoteById(db, id);
  if (!quote) return null;
  const [enquiry, plans, versions] = await Promise.all([
    getEnquiry(db, quote.enquiryId),
    listQuotablePlans(db),
    quoteVersions(db, id),
  ]);
  const { supplier: _supplier, ...values } = quote.content;
  return {
    quote: { ...quote, path: `/quote/${quote.token}` },
    enquiry: { id: quote.enquiryId, name: enquiry?.name ?? quote.content.clientName },
    email: enquiry?.email ?? '',
    plans,
    values: values satisfies QuoteForm,
    versions,
    supplierState: quote.content.supplier.stateCode,
  };
}
