import { describe, expect, it } from 'vitest';

import { enquiryStatusSchema } from './enquiry';

describe('enquiryStatusSchema', () => {
  it('allows the three statuses only', () => {
    expect(enquiryStatusSchema.safeParse({ status: 'contacted' }).success).toBe(true);
    expect(enquiryStatusSchema.safeParse({ status: 'archived' }).success).toBe(false);
  });
});
