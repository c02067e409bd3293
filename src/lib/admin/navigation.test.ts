import { describe, expect, it } from 'vitest';

import { currentScreen, loadErrorMessage, navigationFor } from './navigation';

const labels = (role: Parameters<typeof navigationFor>[0]) =>
  navigationFor(role).map((group) => [group.label, group.screens.map((s) => s.label)]);

describe('the admin navigation', () => {
  it('shows each role the groups and screens it may use, and no empty group', () => {
    expect(labels('editor')).toEqual([
      [null, ['Dashboard']],
      [
        'Content',
        [
          'Blog',
          'Case Studies',
          'Services',
          'Cities',
          'Authors',
          'Media Library',
          'Testimonials',
          'Leadership Team',
          'FAQs',
          'Trash',
        ],
      ],
      ['Search', ['Redirects', '404 Log', 'Site Health']],
    ]);
    expect(labels('sales')).toEqual([
      [null, ['Dashboard']],
      [
        'Enquiries',
        [
          'Enquiries',
          'Clients',
          'Call Bookings',
          'Call Availability',
          'Insights',
          'Enquiry Settings',
        ],
      ],
    ]);
    expect(navigationFor('owner').flatMap((g) => g.screens)).toHaveLength(26);
  });

  it('marks the screen a path belongs to, the dashboard only for itself', () => {
    expect(currentScreen('/admin')).toBe('/admin');
    expect(currentScreen('/admin/blog/new')).toBe('/admin/blog');
    expect(currentScreen('/admin/cities/pune/seo')).toBe('/admin/cities');
    expect(currentScreen('/admin/enquiries/settings')).toBe('/admin/enquiries/settings');
    expect(currentScreen('/admin/enquiries/0c1d')).toBe('/admin/enquiries');
    expect(currentScreen('/admin/account')).toBeUndefined();
    expect(currentScreen('/admin/blogger')).toBeUndefined();
  });

  it("names what a screen that failed to load shows, in the spec's words for the blog", () => {
    expect(loadErrorMessage('/admin/blog')).toBe(
      'Failed to load blog posts. Please try again later.',
    );
    expect(loadErrorMessage('/admin/cities/pune/seo')).toBe(
      'Failed to load the cities. Please try again later.',
    );
    expect(loadErrorMessage('/admin')).toBe('This screen could not be loaded. Please try again.');
    expect(loadErrorMessage('/admin/account')).toBe(
      'This screen could not be loaded. Please try again.',
    );
  });
});
