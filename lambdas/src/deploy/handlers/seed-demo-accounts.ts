import * as z from 'zod';
import { ageBands, avatars, emailAddress, entityId } from '@plume/shared';
import { announceProfile } from '#account/profiles';
import { createProfile, ensureAccount, getAccount, updateAccount } from '#account/data/accounts';
import { moveCoins } from '#wallet/data/wallet';

/** The demo accounts whose sign-ins the local cloud has just made sure of (never invoked on AWS). */
const demoSeedSchema = z.object({
  accounts: z.array(z.object({
    sub: entityId,
    email: emailAddress,
    name: z.string().min(1).max(30),
    subscribed: z.boolean(),
    family: z.array(z.object({ name: z.string().min(1).max(30), avatar: z.enum(avatars), ageBand: z.enum(ageBands), coins: z.int().min(0).max(100_000).optional() })).max(5),
    coins: z.int().min(0).max(100_000).optional(),
  })).max(10),
});

/**
 * Creates each demo account if missing and puts back what a demo needs (an active subscription, the family
 * profiles); safe at every start. The local cloud calls it after creating the Cognito users, so the account data is
 * written by the module that owns it, not by the local cloud.
 */
export const handler = async (event: unknown): Promise<void> => {
  for (const demo of demoSeedSchema.parse(event).accounts) {
    if (await ensureAccount(demo)) await announceProfile(demo.sub, demo.sub);
    const account = await getAccount(demo.sub);
    if (demo.subscribed && !account?.isPremium) {
      const periodEnd = new Date(Date.now() + 365 * 86_400_000).toISOString();
      await updateAccount(demo.sub, { isPremium: true, plan: 'yearly', periodEnd, paymentPending: false });
    }
    // Once per account and per profile (idempotency key), so a restart does not add them again and a spent demo stays spent.
    if (demo.coins) await moveCoins(demo.sub, demo.coins, 'demo', `demo-coins:${demo.sub}`);
    for (const { coins, ...member } of demo.family) {
      let profileId = account?.profiles.find((profile) => profile.name === member.name)?.id;
      if (!profileId) {
        const profile = await createProfile(demo.sub, member);
        if (profile === 'limit' || profile === 'busy') continue;
        profileId = profile.id;
        await announceProfile(demo.sub, profileId);
      }
      if (coins) await moveCoins(profileId, coins, 'demo', `demo-coins:${profileId}`);
    }
  }
};
