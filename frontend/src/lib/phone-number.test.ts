import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, parsePhoneNumber } from './phone-number';

describe('a phone number as typed on « Mon compte »', () => {
  it.each([
    ['06 12 34 56 78', '+33612345678'],
    ['07.12.34.56.78', '+33712345678'],
    ['0612345678', '+33612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033 7 12 34 56 78', '+33712345678'],
    [' +32 470 12 34 56 ', '+32470123456'],
    ['+1 (415) 555-0123', '+14155550123'],
  ])('reads « %s » as %s', (typed, e164) => {
    expect(parsePhoneNumber(typed)).toEqual({ success: true, phoneNumber: e164 });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['01 23 45 67 89', 'frenchMobile'],
    ['06 12 34 56', 'frenchMobile'],
    ['06 12 34 56 78 9', 'frenchMobile'],
    ['+33 1 23 45 67 89', 'frenchMobile'],
    ['+33 6 12 34', 'frenchMobile'],
    ['612345678', 'invalid'],
    ['+0 612345678', 'invalid'],
    ['+12', 'invalid'],
    ['+33 6 12 34 56 7a', 'frenchMobile'],
    ['abc', 'invalid'],
  ])('refuses « %s » (%s)', (typed, error) => {
    expect(parsePhoneNumber(typed)).toEqual({ success: false, error });
  });

  it('writes French numbers by pairs, as in France, and others as stored', () => {
    expect(formatPhoneNumber('+33612345678')).toBe('06 12 34 56 78');
    expect(formatPhoneNumber('+32470123456')).toBe('+32470123456');
  });
});
