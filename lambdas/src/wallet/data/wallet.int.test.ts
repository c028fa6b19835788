import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useLocalCloudEnvironment } from '#test/local-cloud-env';

describe('coin wallet against DynamoDB Local', () => {
  let wallet: typeof import('./wallet.ts');
  beforeAll(async () => {
    useLocalCloudEnvironment();
    wallet = await import('./wallet.ts');
  });

  it('50 concurrent spends never take the balance below zero, and the ledger sums to the balance', async () => {
    const profile = randomUUID();
    expect(await wallet.moveCoins(profile, 200, 'quiz', 'quiz:1')).toMatchObject({ status: 'applied' });
    const spends = await Promise.all(Array.from({ length: 50 }, (_, i) => wallet.moveCoins(profile, -10, 'lifeline', `spend:${i}`)));
    expect(spends.filter((r) => r.status === 'applied')).toHaveLength(20);
    expect(spends.filter((r) => r.status === 'insufficient')).toHaveLength(30);
    const after = await wallet.getWallet(profile);
    expect(after).toMatchObject({ balance: 0, earned: 200, spent: 200, sequence: 21 });
    const ledger = await wallet.getLedger(profile, 100);
    expect(ledger).toHaveLength(21);
    expect(ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(after.balance);
    expect(ledger.map((entry) => entry.sequence)).toEqual(Array.from({ length: 21 }, (_, i) => 21 - i));
    expect(ledger.every((entry) => entry.balanceAfter >= 0)).toBe(true);
  });

  it('writes one ledger entry per idempotency key, however many times it is replayed', async () => {
    const profile = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => wallet.moveCoins(profile, 15, 'quiz', 'quiz:same-game')));
    expect(results.filter((r) => r.status === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'duplicate')).toHaveLength(4);
    expect(await wallet.moveCoins(profile, 15, 'quiz', 'quiz:same-game')).toEqual({ status: 'duplicate' });
    expect(await wallet.getWallet(profile)).toMatchObject({ balance: 15, sequence: 1 });
  });

  it('pages the history newest first', async () => {
    const profile = randomUUID();
    for (let i = 1; i <= 5; i++) await wallet.moveCoins(profile, i, 'quiz', `k${i}`);
    const first = await wallet.getLedger(profile, 2);
    expect(first.map((e) => e.amount)).toEqual([5, 4]);
    const next = await wallet.getLedger(profile, 2, first.at(-1)!.sequence);
    expect(next.map((e) => e.amount)).toEqual([3, 2]);
  });
});
