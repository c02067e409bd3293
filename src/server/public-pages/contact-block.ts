import 'server-only';

import { serviceOptionsFrom, type ContactBlock } from '@/lib/contact-options';

import { loadServiceCatalogue } from './catalog';
import { loadBusiness } from './site';

// What a page's enquiry form and contact card need: the stored services the form offers, and the
// business's e-mail, phone, office, hours, WhatsApp and call numbers.

export async function loadContactBlock(): Promise<ContactBlock> {
  const [business, catalogue] = await Promise.all([loadBusiness(), loadServiceCatalogue()]);
  return { business, services: serviceOptionsFrom(catalogue) };
}
