import 'server-only';

import { getDb } from '../../db/client';
import { listAllPosts, listAuthorOptions } from '../../queries/blog-admin';

/** What the blog admin shows: every post, whatever its status, and the authors to choose from. */
export async function loadBlog() {
  const db = getDb();
  const [posts, authors] = await Promise.all([listAllPosts(db), listAuthorOptions(db)]);
  return { posts, authors };
}
