import * as z from 'zod';
import { emailAddress } from '../bounds.ts';

/**
 * Payouts: coins a family redeems for money. Pure rules shared by the server (which enforces them in the transaction
 * that holds the coins) and the wallet and finance screens (which explain them). See docs/payouts.md.
 */

/** pending → approved → paid; pending or approved → rejected (the coins come back). Nothing leaves paid or rejected. */
export const payoutStatuses = ['pending', 'approved', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payoutActions = ['approve', 'mark_paid', 'reject'] as const;
export type PayoutAction = (typeof payoutActions)[number];

/** The status each finance action moves a request from, and to. */
export const payoutTransitions: Record<PayoutAction, { from: readonly PayoutStatus[]; to: PayoutStatus }> = {
  approve: { from: ['pending'], to: 'approved' },
  mark_paid: { from: ['approved'], to: 'paid' },
  reject: { from: ['pending', 'approved'], to: 'rejected' },
};

export function canTransition(action: PayoutAction, status: PayoutStatus): boolean {
  return payoutTransitions[action].from.includes(status);
}

/** Hours between two requests of one account (seed: 'wait 48 hours after the previous one'). */
export const PAYOUT_REQUEST_INTERVAL_HOURS = 48;
export const MAX_PAYOUT_COINS = 10_000_000;
export const MAX_REJECT_REASON_CHARS = 500;

/** ISO 13616: two letters, two check digits, up to 30 letters or digits. Spaces are for people only. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** The mod-97 check of an IBAN (ISO 7064): catches every single typo and most swaps. */
export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Shown to finance and family in lists: the country, check digits and last four characters. */
export function maskIban(iban: string): string {
  const clean = normalizeIban(iban);
  return `${clean.slice(0, 4)} •••• ${clean.slice(-4)}`;
}

const holderName = z.string().trim().min(2).max(70).regex(/^[^\p{Cc}\p{Cf}]+$/u);

/** Where the money goes: a PayPal address or a bank account (SEPA), with the account holder's name. */
export const payoutDestinationSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('paypal'), email: emailAddress }).strict(),
  z.object({
    method: z.literal('iban'),
    iban: z.string().max(42).refine(isValidIban, { message: 'iban' }).transform(normalizeIban),
    holder: holderName,
  }).strict(),
]);
export type PayoutDestination = z.infer<typeof payoutDestinationSchema>;
export type PayoutMethod = PayoutDestination['method'];

/** The value of coins in euro cents, rounded down: a payout never promises more than the coins are worth. */
export function coinsToCents(coins: number, coinsPerEuro: number): number {
  return Math.floor((coins * 100) / coinsPerEuro);
}

export type RedeemCheck = { ok: true } | { ok: false; reason: 'below_minimum'; minimum: number } | { ok: false; reason: 'insufficient'; balance: number };

/** The amount rules, checked by the screen before sending and by the server's transaction (which alone decides). */
export function checkRedeemAmount(coins: number, balance: number, minimum: number): RedeemCheck {
  if (coins < minimum) return { ok: false, reason: 'below_minimum', minimum };
  if (coins > balance) return { ok: false, reason: 'insufficient', balance };
  return { ok: true };
}

/** When an account may ask again, given its previous request's time (epoch ms). */
export function nextRequestAllowedAt(previousRequestAt: number | undefined): number | undefined {
  return previousRequestAt === undefined ? undefined : previousRequestAt + PAYOUT_REQUEST_INTERVAL_HOURS * 3_600_000;
}
