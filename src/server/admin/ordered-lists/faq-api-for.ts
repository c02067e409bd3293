import 'server-only';

import { faqAdminApis } from './ordered-list-admin-endpoint';

/** The FAQ admin API of a page named in a URL; undefined for any page without FAQs. */
export function faqApiFor(page: string) {
  return page === 'home' || page === 'contact' ? faqAdminApis[page] : undefined;
}
