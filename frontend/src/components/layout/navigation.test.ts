import { describe, expect, it } from 'vitest';
import { staffLinksFor } from './navigation';

describe('staff links', () => {
  it('show only to the group that may use them', () => {
    expect(staffLinksFor(['admin']).map((link) => link.to)).toEqual(['/admin/questions', '/admin/contests']);
    expect(staffLinksFor(['finance']).map((link) => link.to)).toEqual(['/finance/payouts']);
    expect(staffLinksFor()).toEqual([]);
  });
});
