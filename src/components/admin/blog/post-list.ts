import type { ListDefinition } from '@/lib/admin/list-view';
import type { AdminPostRow } from '@/server/queries/blog-admin';

/** How the blog admin's list of posts is searched, filtered and sorted. */
export const postList: ListDefinition<AdminPostRow> = {
  searchText: (post) => `${post.title} ${post.author} ${post.status}`,
  filters: [
    {
      key: 'status',
      label: 'Status',
      options: [
        { value: 'published', label: 'Published' },
        { value: 'scheduled', label: 'Scheduled' },
        { value: 'draft', label: 'Draft' },
      ],
      matches: (post, status) => post.status === status,
    },
  ],
  sorts: [
    { key: 'title', label: 'Title, A to Z', value: (post) => post.title },
    {
      key: 'views',
      label: 'Most viewed first',
      value: (post) => post.views,
      descending: true,
    },
  ],
};
