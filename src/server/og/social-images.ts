import 'server-only';

import { cacheTag } from 'next/cache';

import { cacheTags } from '@/lib/cache-tags';
import { socialImageKindLabel, type SocialImageKind } from '@/lib/seo/social-image';

import { loadAuthor, loadPost } from '../blog';
import { loadCaseStudy } from '../case-studies/case-study-reads';
import { loadService } from '../public-pages/catalog';
import { resolveCityView } from '../public-pages/city-view';
import { loadBusiness, siteUrl } from '../public-pages/site';
import { drawSocialCard, type SocialCard } from './social-card';

// Each page's social image, drawn once and kept in the data cache under the tags of what it shows
// (the page's record, and the business name): an admin's change expires it with the page, and
// every other request gets the stored PNG.

type CardText = Pick<SocialCard, 'title' | 'detail'>;

async function cardText(kind: SocialImageKind, slugs: string[]): Promise<CardText | null> {
  const [first, second, ...rest] = slugs;
  if (!first || rest.length) return null;
  if (kind === 'post' && !second) {
    const post = await loadPost(first);
    return post ? { title: post.title, detail: post.author.name || undefined } : null;
  }
  if (kind === 'case-study' && !second) {
    const study = await loadCaseStudy(first);
    const headline = study?.shown[0];
    // Its headline figure is what the card says; its title, under it.
    return study
      ? headline
        ? {
            // The card's fonts have no arrow.
            title: `${headline.label} from ${headline.before.value} to ${headline.after.value}`,
            detail: study.title,
          }
        : { title: study.title, detail: study.subject }
      : null;
  }
  if (kind === 'service' && !second) {
    const service = await loadService(first);
    return service ? { title: service.name } : null;
  }
  if (kind === 'city' && second) {
    const view = await resolveCityView(first, second);
    return view ? { title: view.h1, detail: view.city.name } : null;
  }
  if (kind === 'author' && !second) {
    const author = await loadAuthor(first);
    return author ? { title: author.name, detail: 'Articles and guides' } : null;
  }
  return null;
}

/** The PNG, or null when there is no such page. */
export async function loadSocialImage(
  kind: SocialImageKind,
  slugs: string[],
): Promise<Uint8Array | null> {
  'use cache';
  cacheTag(cacheTags.business);
  const text = await cardText(kind, slugs);
  if (!text) return null;
  const { name } = await loadBusiness();
  const png = await drawSocialCard({
    ...text,
    kind: socialImageKindLabel[kind],
    brand: name,
    host: new URL(siteUrl).host,
  });
  return new Uint8Array(png);
}
