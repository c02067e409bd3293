import { Feed } from 'feed';

import { siteConfig } from '@/content/site-config';
import { absoluteUrl } from '@/lib/utils';
import { loadPostLinks } from '@/server/blog';
import { loadBusiness, siteUrl } from '@/server/public-pages/site';

// RSS 2.0 feed of the 20 newest public posts.
export async function GET() {
  const [posts, business] = await Promise.all([loadPostLinks(20), loadBusiness()]);
  const feed = new Feed({
    title: `${business.name} Blog`,
    description: 'SEO and digital marketing insights for Indian businesses',
    id: absoluteUrl(siteUrl, '/blog'),
    link: absoluteUrl(siteUrl, '/blog'),
    language: 'en-IN',
    image: absoluteUrl(siteUrl, siteConfig.logoPath),
    favicon: absoluteUrl(siteUrl, '/icon.svg'),
    copyright: `© ${business.name}`,
    updated: posts[0] ? new Date(posts[0].updatedAt) : undefined,
    feedLinks: { rss: absoluteUrl(siteUrl, '/blog/feed.xml') },
  });
  for (const post of posts) {
    const url = absoluteUrl(siteUrl, `/blog/${post.slug}`);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      // RSS 2.0's <author> holds an e-mail address; a name goes in Dublin Core's creator.
      extensions: [{ name: 'dc:creator', objects: { _text: post.author } }],
      date: new Date(post.publishedAt),
      category: post.tags.map((name) => ({ name })),
    });
  }
  const rss = feed
    .rss2()
    .replace(
      '<rss version="2.0"',
      '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"',
    );
  return new Response(rss, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
