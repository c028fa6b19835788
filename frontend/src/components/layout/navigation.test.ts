import { describe, expect, it } from 'vitest';
import { staffLinksFor } from './navigation';

describe('staff links', () => {
  it('show only to the group that may use them', () => {
    // An administrator holds the examinator's rights too (GROUPS_INCLUDED), never finance's.
    expect(staffLinksFor(['admin']).map((link) => link.to)).toEqual(['/admin/questions', '/admin', '/examinator/exams', '/admin/contests']);
    expect(staffLinksFor(['examinator']).map((link) => link.to)).toEqual(['/examinator/exams']);
    expect(staffLinksFor(['finance']).map((link) => link.to)).toEqual(['/finance/payouts']);
    expect(staffLinksFor()).toEqual([]);
  });
});
