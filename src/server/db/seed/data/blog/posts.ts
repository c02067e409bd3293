import { analyticsPosts } from './posts-analytics';
import { contentPosts } from './posts-content';
import { marketingPosts } from './posts-marketing';
import { seoPosts } from './posts-seo';
import { seoPostsMore } from './posts-seo-2';
import { socialPosts } from './posts-social';
import { unpublishedPosts } from './posts-unpublished';
import type { PostSeed } from './types';

export const postSeeds: PostSeed[] = [
  ...seoPosts,
  ...seoPostsMore,
  ...marketingPosts,
  ...contentPosts,
  ...socialPosts,
  ...analyticsPosts,
  ...unpublishedPosts,
];
