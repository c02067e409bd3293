import 'server-only';

import { getDb } from '../../db/client';
import { listAutomaticRedirects } from '../../queries/automatic-redirects';
import { listRedirects } from '../../queries/redirects';

/** The redirects screen's data: the admin's rules, and those the site keeps by itself. */
export async function loadRedirects() {
  const db = getDb();
  const [redirects, automatic] = await Promise.all([listRedirects(db), listAutomaticRedirects(db)]);
  return { redirects, automatic };
}
