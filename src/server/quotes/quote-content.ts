import 'server-only';

import { isStateCode, stateCodeOfName } from '@/lib/quotes/indian-states';
import type { QuoteContent, QuoteForm } from '@/lib/validation/quote';

import type { DB } from '../db/schema';
import { getBusinessSettings } from '../queries/site-settings';

/**
 * The quote as stored: the team's form and the business as it quotes today (name, GSTIN, address
 * and the state GST is reckoned from: the GSTIN's first two digits, else the address's state).
 */
export async function quoteContentOf(db: DB, form: QuoteForm): Promise<QuoteContent> {
  const b = await getBusinessSettings(db);
  const stateCode = supplierStateOf(b);
  const address = [b.street_address, b.locality, b.region, b.postal_code]
    .filter(Boolean)
    .join(', ');
  return {
    ...form,
    supplier: {
      name: b.name,
      gstin: b.gstin,
      stateCode,
      address,
      email: b.email,
      telephone: b.telephone,
    },
  };
}

/** The state GST is reckoned from: the GSTIN's first two digits, else the address's state; '' if neither. */
export function supplierStateOf(business: { gstin: string; region: string }): string {
  const fromGstin = business.gstin.slice(0, 2);
  return isStateCode(fromGstin) ? fromGstin : (stateCodeOfName(business.region) ?? '');
}
