import { describe, expect, it } from 'vitest';

import { listView, type ListDefinition, type ListState } from './list-view';

type Post = { title: string; status: string; views: number };
const posts: Post[] = [
  { title: 'Local SEO for clinics', status: 'published', views: 40 },
  { title: 'Google Ads in Pune', status: 'draft', views: 0 },
  { title: 'Café menus that rank', status: 'published', views: 12 },
  { title: 'SEO audit guide', status: 'scheduled', views: 3 },
];
const definition: ListDefinition<Post> = {
  searchText: (p) => p.title,
  filters: [
    {
      key: 'status',
      label: 'Status',
      options: [{ value: 'published', label: 'Published' }],
      matches: (p, value) => p.status === value,
    },
  ],
  sorts: [
    { key: 'title', label: 'Title, A to Z', value: (p) => p.title },
    { key: 'views', label: 'Most viewed first', value: (p) => p.views, descending: true },
  ],
  pageSize: 2,
};
const state = (over: Partial<ListState>): ListState => ({
  query: '',
  filters: {},
  sort: null,
  page: 1,
  ...over,
});
const titles = (view: { rows: Post[] }) => view.rows.map((p) => p.title);

describe('listView', () => {
  it('keeps the rows with every word searched, in any case and without accents', () => {
    expect(titles(listView(posts, definition, state({ query: 'seo  LOCAL' })))).toEqual([
      'Local SEO for clinics',
    ]);
    expect(titles(listView(posts, definition, state({ query: 'cafe' })))).toEqual([
      'Café menus that rank',
    ]);
  });

  it('filters, sorts either way and pages, keeping the page within range', () => {
    const published = listView(posts, definition, state({ filters: { status: 'published' } }));
    expect(published.total).toBe(2);
    const byViews = listView(posts, definition, state({ sort: 'views' }));
    expect(titles(byViews)).toEqual(['Local SEO for clinics', 'Café menus that rank']);
    expect(byViews.pageCount).toBe(2);
    const last = listView(posts, definition, state({ sort: 'title', page: 9 }));
    expect(last.page).toBe(2);
    expect(titles(last)).toEqual(['Local SEO for clinics', 'SEO audit guide']);
  });
});
