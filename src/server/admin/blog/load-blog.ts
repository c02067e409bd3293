import 'server-only';

import { getDb } from '../../db/client';
import { listAllPosts, listAuthorOptions } from '../../queries/blog-admin';
import { loadBusiness, siteUrl } from '../../site';

/**
 * What the blog admin shows: every post, whatever its status, the authors to choose from, and
 * the site's address and name for the editor's search-result preview.
 */
export async function loadBlog() {
  const db = getDb();
  const [posts, authors, business] = await Promise.all([
    listAllPosts(db),
    listAuthorOptions(db),
    loadBusiness(),
  ]);
  return { posts, authors, site: { url: siteUrl, name: business.name } };
}
