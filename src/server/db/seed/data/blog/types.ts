import type { PostCategorySlug } from '@/content/blog';

export type AuthorSeed = {
  slug: string;
  name: string;
  profile_image: string;
  short_bio: string;
  full_bio: string;
  social_links: Partial<
    Record<'twitter' | 'linkedin' | 'facebook' | 'instagram' | 'website', string>
  >;
};

export type PostSeed = {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: PostCategorySlug;
  tags: string[];
  authorSlug: string;
  is_featured?: boolean;
  meta_title?: string;
  meta_description?: string;
  /** ISO timestamp; null for a draft that was never published. */
  published_at: string | null;
  status: 'draft' | 'published';
};
