import { randomUUID } from 'node:crypto';
import { defaultSystemConfiguration, Refusal, type Profile } from '@plume/shared';
import type { FamilyPayout, FinancePayout, WalletView } from '@plume/shared/payouts/api';
import { payoutProvenance, type LedgerMovement, type PayoutProvenance } from '@plume/shared/payouts/provenance';
import { checkRedeemAmount, coinsToCents, maskIban, payoutStatuses, type PayoutAction, type PayoutDestination, type PayoutStatus } from '@plume/shared/payouts/rules';
import { payoutEvents } from '@plume/events';
import type { Identity } from '#runtime/auth';
import { publishEvent } from '#clients/bus';
import { countMetric } from '#clients/metrics';
import { assertHolderPresent } from '#account/profiles';
import { getAccountStandings } from '#account/data/accounts';
import { getPayout, holdPayout, listAccountPayouts, listPayoutsByStatus, nextRequestAt, transitionPayout, type PayoutRecord } from '#payouts/data/payouts';
import { getSystemConfiguration } from '#settings/data/settings';
import { getWallet, ledgerPages } from '#wallet/data/wallet';

/**
 * Whose coins are redeemed: a payout is money, so only the account holder asks for one (a holder with a PIN must have
 * unlocked their profile, as for deleting the account), and only from an adult profile of the family (that profile's
 * own PIN unlock too, if it has one). Children's coins are play money: they cannot be cashed.
 */
const redeemableProfile = (profile: Profile) => profile.ageBand === 'adulte';

async function coinSettings() {
  const coins = (await getSystemConfiguration())?.coins ?? defaultSystemConfiguration.coins;
  return { coinsPerEuro: coins.coinsPerEuro, minimumCoins: coins.minRedeemableCoins };
}

function describeDestination(destination: PayoutDestination, full: boolean): string {
  if (destination.method === 'iban') return full ? `${destination.iban} (${destination.holder})` : maskIban(destination.iban);
  if (full) return destination.email;
  const [local = '', domain = ''] = destination.email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

export function familyView(record: PayoutRecord): FamilyPayout {
  return {
    id: record.id, profileId: record.profileId, profileName: record.profileName, coins: record.coins, cents: record.cents,
    method: record.destination.method, destination: describeDestination(record.destination, false), status: record.status,
    requestedAt: record.requestedAt, updatedAt: record.updatedAt, ...(record.reason ? { reason: record.reason } : {}),
  };
}

export function financeView(record: PayoutRecord): FinancePayout {
  return {
    ...familyView(record), uid: record.uid, email: record.email, payTo: describeDestination(record.destination, true), history: record.history,
    ...(record.provenance ? { provenance: record.provenance } : {}),
  };
}

/** What the wallet screen shows of a profile (already checked to be the caller's by `assertOwnProfile`). */
export async function walletView(identity: Identity, profile: Profile): Promise<WalletView> {
  const [wallet, settings, next, requests] = await Promise.all([getWallet(profile.id), coinSettings(), nextRequestAt(identity.sub), listAccountPayouts(identity.sub)]);
  return {
    balance: wallet.balance, cents: coinsToCents(wallet.balance, settings.coinsPerEuro), ...settings,
    redeemable: redeemableProfile(profile),
    ...(next === undefined ? {} : { nextRequestAt: new Date(next).toISOString() }),
    requests: requests.map(familyView),
  };
}

/** A redeem request from `profile` (already checked to be the caller's by `assertOwnProfile`), by the account holder. */
export async function requestPayout(identity: Identity, profile: Profile, input: { coins: number; destination: PayoutDestination }): Promise<FamilyPayout> {
  await assertHolderPresent(identity);
  if (!redeemableProfile(profile)) throw new Refusal('forbidden', 'payout_holder_only');
  const settings = await coinSettings();
  // The minimum is a rule of the request alone; the balance and the 48 hours are decided by the hold's transaction.
  const amount = checkRedeemAmount(input.coins, Number.MAX_SAFE_INTEGER, settings.minimumCoins);
  if (!amount.ok && amount.reason === 'below_minimum') throw new Refusal('invalid', 'payout_minimum', { minimum: amount.minimum });
  const now = Date.now();
  // An early answer for a request the 48 hours refuse anyway, before the provenance reads the whole ledger (the
  // hold's transaction still decides: this read is only a shortcut).
  const waitUntil = await nextRequestAt(identity.sub, now);
  if (waitUntil !== undefined) throw new Refusal('conflict', 'payout_wait_48_hours', { nextRequestAt: new Date(waitUntil).toISOString() });
  const held = await holdPayout({
    id: randomUUID(), uid: identity.sub, email: identity.email ?? '', profileId: profile.id, profileName: profile.name,
    coins: input.coins, cents: coinsToCents(input.coins, settings.coinsPerEuro), destination: input.destination,
    provenance: await provenanceAt(identity.sub, profile.id, now),
  }, now);
  if (held.status === 'too_soon') throw new Refusal('conflict', 'payout_wait_48_hours', { nextRequestAt: new Date(held.nextAt).toISOString() });
  if (held.status === 'insufficient') throw new Refusal('conflict', 'payout_not_enough_coins', { balance: held.balance });
  await announce(held.record);
  return familyView(held.record);
}

/**
 * Where the profile's coins came from, as finance reads it beside the request (docs/payouts.md « Where the coins came
 * from »): the whole ledger, read before the hold, which then stores the snapshot with the request in its transaction.
 * A request the hold refuses (a race on the 48 hours, too few coins) wasted this read, never a write.
 */
async function provenanceAt(uid: string, profileId: string, now: number): Promise<PayoutProvenance> {
  const readLedger = async () => {
    const ledger: LedgerMovement[] = [];
    for await (const page of ledgerPages(profileId)) ledger.push(...page);
    return ledger;
  };
  const [ledger, standings] = await Promise.all([readLedger(), getAccountStandings([uid])]);
  const createdAt = standings.get(uid)?.createdAt;
  // The holder's account was read moments ago to let them in: it cannot be missing unless it was just deleted.
  if (!createdAt) throw new Error(`payout request of ${uid}: no account to date`);
  return payoutProvenance(ledger, createdAt, now);
}

export async function reviewPayout(identity: Identity, input: { payoutId: string; action: PayoutAction; reason?: string | undefined }): Promise<FinancePayout> {
  const record = await getPayout(input.payoutId);
  if (!record) throw new Refusal('not_found', 'payout_not_found');
  const result = await transitionPayout(record, input.action, { uid: identity.sub, label: identity.email ?? identity.sub }, input.action === 'reject' ? input.reason : undefined);
  if (result.status === 'self') throw new Refusal('forbidden', 'payout_self_approval');
  if (result.status === 'conflict') throw new Refusal('conflict', 'payout_status_changed');
  await announce(result.record);
  return financeView(result.record);
}

/** The business figure each status counts (docs/admin.md): requested, approved, paid, rejected. */
const stepMetric = { pending: 'PayoutsRequested', approved: 'PayoutsApproved', paid: 'PayoutsPaid', rejected: 'PayoutsRejected' } as const;

/** Called once per committed step: counts it and publishes its event. */
async function announce(record: PayoutRecord): Promise<void> {
  countMetric(stepMetric[record.status]);
  const step = record.history.at(-1)!;
  await publishEvent(payoutEvents[record.status], {
    payoutId: record.id, uid: record.uid, profileId: record.profileId, coins: record.coins, cents: record.cents, status: record.status,
    ...(step.by === 'family' ? {} : { by: step.by }), ...(step.reason ? { reason: step.reason } : {}), at: step.at,
  });
}

/** The most a queue answers per status; the oldest beyond it wait for the newer ones to be handled. */
const QUEUE_LIMIT = 200;

/** Finance's queue: one status or all, newest first, filtered by a search over id, e-mail, profile and destination. */
export async function financeQueue(input: { status?: PayoutStatus | undefined; search?: string | undefined }): Promise<{ items: FinancePayout[]; truncated: boolean }> {
  const statuses = input.status ? [input.status] : payoutStatuses;
  const pages = await Promise.all(statuses.map((status) => listPayoutsByStatus(status, QUEUE_LIMIT)));
  const needle = input.search?.toLowerCase();
  const items = pages.flatMap((page) => page.items).map(financeView)
    .filter((item) => !needle || [item.id, item.email, item.profileName, item.payTo].some((field) => field.toLowerCase().includes(needle)))
    .sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
  return { items, truncated: pages.some((page) => page.truncated) };
}
