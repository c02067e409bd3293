import 'server-only';

import { llmsText } from '@/lib/crawlers/llms-txt';

import { loadPostLinks } from '../blog';
import { loadBusinessSettings, loadCrawlerPolicy, loadServices } from '../public-pages/catalog';
import { loadServedStates } from '../public-pages/served-states';
import { siteUrl } from '../public-pages/site';

/** Posts /llms.txt lists, the latest first. */
const LLMS_POSTS = 20;

/** /llms.txt as the owner's data makes it; null while the owner has not switched it on. */
export async function loadLlmsText(): Promise<string | null> {
  const policy = await loadCrawlerPolicy();
  if (!policy.llms_txt) return null;
  const [business, services, states, posts] = await Promise.all([
    loadBusinessSettings(),
    loadServices(),
    loadServedStates(),
    loadPostLinks(LLMS_POSTS),
  ]);
  return llmsText({ siteUrl, business, services, states, posts });
}
