import { describe, expect, it } from 'vitest';

import { movedAdminScreen } from './moved-admin-screens';

describe('movedAdminScreen', () => {
  it('sends the old enquiry settings, the audit log, the leadership, the call bookings and the dashboard’s list filters to their screens', () => {
    expect(movedAdminScreen('/admin/leads', '')).toBe('/admin/enquiries/settings');
    expect(movedAdminScreen('/admin/audit', '?kind=sign-in-failed')).toBe(
      '/admin/audit-log?kind=sign-in-failed',
    );
    expect(movedAdminScreen('/admin/team', '')).toBe('/admin/leadership');
    expect(movedAdminScreen('/admin/calls', '')).toBe('/admin/call-bookings');
    expect(movedAdminScreen('/admin/calls/availability', '')).toBe(
      '/admin/call-bookings/availability',
    );
    expect(movedAdminScreen('/admin', '?q=arjun%40example.in')).toBe(
      '/admin/enquiries?q=arjun%40example.in',
    );
    expect(movedAdminScreen('/admin', '?status=new&page=2')).toBe(
      '/admin/enquiries?status=new&page=2',
    );
  });
  it('leaves the dashboard and every other screen where they are', () => {
    expect(movedAdminScreen('/admin', '')).toBeUndefined();
    expect(movedAdminScreen('/admin', '?welcome=1')).toBeUndefined();
    expect(movedAdminScreen('/admin/enquiries', '?status=new')).toBeUndefined();
    expect(movedAdminScreen('/admin/leads/x', '')).toBeUndefined();
    expect(movedAdminScreen('/admin/audit-log', '')).toBeUndefined();
  });
});
