import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupsForToken, isStaffGroup, STAFF_GROUPS, TOTP } from './staff-mfa.ts';

const withTotp = { enabled: [TOTP], preferred: TOTP };

describe('groupsForToken', () => {
  it('grants every group to a user who signs in with TOTP', () => {
    expect(groupsForToken(['admin', 'finance'], withTotp)).toEqual({ granted: ['admin', 'finance'], withheld: [] });
  });

  it('withholds staff groups from a user without TOTP set up, or who set it up but does not prefer it', () => {
    for (const mfa of [{ enabled: [], preferred: undefined }, { enabled: [TOTP], preferred: undefined }, { enabled: ['SMS_MFA'], preferred: 'SMS_MFA' }, { enabled: [TOTP, 'SMS_MFA'], preferred: 'SMS_MFA' }]) {
      expect(groupsForToken(['examinator'], mfa), JSON.stringify(mfa)).toEqual({ granted: [], withheld: ['examinator'] });
    }
  });

  it('never lets a staff group through without TOTP, and keeps every other group', () => {
    const groups = fc.array(fc.oneof(fc.constantFrom(...STAFF_GROUPS), fc.string({ maxLength: 12 })), { maxLength: 6 });
    const mfa = fc.record({ enabled: fc.subarray([TOTP, 'SMS_MFA', 'EMAIL_OTP']), preferred: fc.option(fc.constantFrom(TOTP, 'SMS_MFA', 'EMAIL_OTP'), { nil: undefined }) });
    fc.assert(
      fc.property(groups, mfa, (userGroups, settings) => {
        const { granted, withheld } = groupsForToken(userGroups, settings);
        const totp = settings.enabled.includes(TOTP) && settings.preferred === TOTP;
        expect(granted.some(isStaffGroup)).toBe(totp && userGroups.some(isStaffGroup));
        expect([...granted, ...withheld].sort()).toEqual([...userGroups].sort());
      }),
    );
  });
});
