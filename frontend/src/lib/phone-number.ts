import * as z from 'zod';

/** Why a typed number was refused: each has its own words (`account.phone.errors.*`). */
export type PhoneNumberError = 'required' | 'frenchMobile' | 'invalid';

/** A French mobile in E.164: +33, then 6 or 7, then 8 digits (06… and 07… once the leading 0 is dropped). */
const FRENCH_MOBILE = /^\+33[67]\d{8}$/;
/** Any number in E.164, as Cognito stores `phone_number`: a plus sign, the country code and the number. */
const E164 = /^\+[1-9]\d{7,14}$/;

/** What people type, as digits with a leading + : spaces, dots, dashes and brackets go, « 00 » becomes « + ». */
const compact = (value: string) => value.trim().replace(/[\s.()\-\u00A0\u202F]/g, '').replace(/^00/, '+');

/**
 * A phone number as typed, to E.164. French numbers may be typed as in France (« 06 12 34 56 78 » →
 * +33612345678); other countries' with their code (« +32 470 12 34 56 »). A French number must be a mobile: the
 * code goes by SMS.
 */
export const phoneNumberSchema = z.string().transform((typed, context): string => {
  const value = compact(typed);
  const refuse = (message: PhoneNumberError) => {
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (value === '') return refuse('required');
  if (/^0\d*$/.test(value)) return /^0[67]\d{8}$/.test(value) ? `+33${value.slice(1)}` : refuse('frenchMobile');
  if (value.startsWith('+33')) return FRENCH_MOBILE.test(value) ? value : refuse('frenchMobile');
  return E164.test(value) ? value : refuse('invalid');
});

export type ParsedPhoneNumber = { success: true; phoneNumber: string } | { success: false; error: PhoneNumberError };

export function parsePhoneNumber(typed: string): ParsedPhoneNumber {
  const parsed = phoneNumberSchema.safeParse(typed);
  if (parsed.success) return { success: true, phoneNumber: parsed.data };
  return { success: false, error: (parsed.error.issues[0]?.message ?? 'invalid') as PhoneNumberError };
}

/**
 * A number as people read it: French ones as in France, by pairs (« 06 12 34 56 78 »), others as stored
 * (« +32470123456 »), since where their country code ends is not known here.
 */
export function formatPhoneNumber(e164: string): string {
  if (!/^\+33\d{9}$/.test(e164)) return e164;
  return `0${e164.slice(3)}`.replace(/(\d{2})(?=\d)/g, '$1 ');
}
