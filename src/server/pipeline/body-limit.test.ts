import { describe, expect, it } from 'vitest';

import { MAX_IMPORT_BYTES } from '../redirects/redirect-csv';
import { MAX_UPLOAD_REQUEST_BYTES } from '../uploads/store-image';
import { bodyLimitFor } from './body-limit';

describe('bodyLimitFor', () => {
  it('lets each route read what it accepts, and anonymous routes little', () => {
    expect(bodyLimitFor('/api/admin/uploads')).toBe(MAX_UPLOAD_REQUEST_BYTES);
    expect(bodyLimitFor('/api/admin/redirects/import')).toBe(MAX_IMPORT_BYTES);
    expect(bodyLimitFor('/api/admin/login')).toBe(16 * 1024);
    expect(bodyLimitFor('/api/admin/login/code')).toBe(16 * 1024);
    expect(bodyLimitFor('/api/admin/invite')).toBe(16 * 1024);
    expect(bodyLimitFor('/api/admin/posts/abc')).toBe(1024 * 1024);
    expect(bodyLimitFor('/api/contact')).toBe(64 * 1024);
    expect(bodyLimitFor('/')).toBe(64 * 1024);
  });
});
