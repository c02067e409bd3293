import 'server-only';

import { REDIRECTS_PAGE_SIZE, type RedirectQuery } from '@/lib/admin/redirect-filters';

import { getDb } from '../../db/client';
import { listAutomaticRedirects } from '../../queries/automatic-redirects';
import { listRedirectPage } from '../../queries/redirects';

/**
 * The redirects screen's data: one page of the admin's rules the query keeps (searched and paged
 * by the database, not the browser), and those the site keeps by itself.
 */
export async function loadRedirects(query: RedirectQuery) {
  const db = getDb();
  const [page, automatic] = await Promise.all([
    listRedirectPage(db, query),
    listAutomaticRedirects(db),
  ]);
  return {
    redirects: page.rows,
    total: page.total,
    pageCount: Math.max(1, Math.ceil(page.total / REDIRECTS_PAGE_SIZE)),
    automatic,
  };
}
