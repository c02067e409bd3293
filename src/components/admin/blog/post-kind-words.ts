import type { PostKind } from '@/server/db/schema';

// The post editor's words for each kind of post it writes: the blog's posts and the case studies.

const KINDS = {
  post: { one: 'blog post', many: 'blog posts', title: 'Blog Post', short: 'Post', path: '/blog' },
  'case-study': {
    one: 'case study',
    many: 'case studies',
    title: 'Case Study',
    short: 'Case Study',
    path: '/case-studies',
  },
} as const;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function postKindWords(kind: PostKind) {
  const words = KINDS[kind];
  return { ...words, One: capital(words.one), Many: capital(words.many) };
}
