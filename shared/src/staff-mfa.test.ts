import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupsForToken, isStaffGroup, STAFF_GROUPS, TOTP } from './staff-mfa.ts';

const withTotp = { enabled: [TOTP], preferred: TOTP };
const totpOnly = { mfa: withTotp, smsSignIn: false };

describe('groupsForToken', () => {
  it('grants every group to a user who signs in with TOTP', () => {
    expect(groupsForToken(['admin', 'finance'], totpOnly)).toEqual({ granted: ['admin', 'finance'], withheld: [], because: [] });
  });

  it('withholds staff groups from a user with TOTP who could also sign in by SMS code alone, and says why', () => {
    expect(groupsForToken(['admin', 'parents'], { mfa: withTotp, smsSignIn: true })).toEqual({ granted: ['parents'], withheld: ['admin'], because: ['phone_sign_in'] });
    expect(groupsForToken(['admin'], { mfa: { enabled: [], preferred: undefined }, smsSignIn: true }).because).toEqual(['totp_not_set_up', 'phone_sign_in']);
  });

  it('withholds staff groups from a user with TOTP whom a linked provider signs in without it', () => {
    expect(groupsForToken(['admin', 'parents'], { ...totpOnly, providerSignIn: true })).toEqual({ granted: ['parents'], withheld: ['admin'], because: ['provider_sign_in'] });
  });

  it('withholds nothing from a learner, phone or not', () => {
    expect(groupsForToken(['parents'], { mfa: { enabled: [], preferred: undefined }, smsSignIn: true })).toEqual({ granted: ['parents'], withheld: [], because: [] });
  });

  it('withholds staff groups from a user without TOTP set up, or who set it up but does not prefer it', () => {
    for (const mfa of [{ enabled: [], preferred: undefined }, { enabled: [TOTP], preferred: undefined }, { enabled: ['SMS_MFA'], preferred: 'SMS_MFA' }, { enabled: [TOTP, 'SMS_MFA'], preferred: 'SMS_MFA' }]) {
      expect(groupsForToken(['examinator'], { mfa, smsSignIn: false }), JSON.stringify(mfa)).toEqual({ granted: [], withheld: ['examinator'], because: ['totp_not_set_up'] });
    }
  });

  it('never lets a staff group through without TOTP or with SMS sign-in, and keeps every other group', () => {
    const groups = fc.array(fc.oneof(fc.constantFrom(...STAFF_GROUPS), fc.string({ maxLength: 12 })), { maxLength: 6 });
    const mfa = fc.record({ enabled: fc.subarray([TOTP, 'SMS_MFA', 'EMAIL_OTP']), preferred: fc.option(fc.constantFrom(TOTP, 'SMS_MFA', 'EMAIL_OTP'), { nil: undefined }) });
    fc.assert(
      fc.property(groups, mfa, fc.boolean(), (userGroups, settings, smsSignIn) => {
        const { granted, withheld } = groupsForToken(userGroups, { mfa: settings, smsSignIn });
        const totp = settings.enabled.includes(TOTP) && settings.preferred === TOTP;
        expect(granted.some(isStaffGroup)).toBe(totp && !smsSignIn && userGroups.some(isStaffGroup));
        expect([...granted, ...withheld].sort()).toEqual([...userGroups].sort());
      }),
    );
  });
});
