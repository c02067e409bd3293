import { describe, expect, it } from 'vitest';

import { assignableRoles, canUse } from './roles';

describe('roles', () => {
  it('gives each role its areas', () => {
    expect(canUse('owner', 'team')).toBe(true);
    expect(canUse('admin', 'team')).toBe(false);
    expect(canUse('admin', 'users')).toBe(true);
    expect(canUse('editor', 'content')).toBe(true);
    expect(canUse('editor', 'enquiries')).toBe(false);
    expect(canUse('sales', 'enquiries')).toBe(true);
    expect(canUse('sales', 'content')).toBe(false);
    expect(canUse('sales', 'site')).toBe(false);
    // Sales books calls and sends quotes, but the revenue they bring is the owner's and admins'.
    expect(canUse('sales', 'revenue')).toBe(false);
    expect(canUse('admin', 'revenue')).toBe(true);
    // A backup holds every account and enquiry: the owner's alone.
    expect(canUse('owner', 'backups')).toBe(true);
    expect(canUse('admin', 'backups')).toBe(false);
  });

  it('never lets anyone make a second owner, and only owners and admins give roles', () => {
    expect(assignableRoles('owner')).toEqual(['admin', 'editor', 'sales']);
    expect(assignableRoles('admin')).toEqual(['admin', 'editor', 'sales']);
    expect(assignableRoles('editor')).toEqual([]);
  });
});
