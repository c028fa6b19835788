import type { QueryClient } from '@tanstack/react-query';
import { accountQueryOptions } from '@/lib/account/get-account';
import { checkSubscription } from '@/lib/account/check-subscription';
import { rememberedSubscription, rememberSubscription } from '@/lib/offline-data';
import type { SessionUser } from '@/lib/session';

export interface SubscriptionStatus {
  active: boolean;
  paymentPending: boolean;
}

/**
 * The premium guard's check, loaded only when a premium page is opened. Seed §8: when the check fails, the stored
 * `isPremium` decides (the account read on this page, else the last check kept on this device: `rememberSubscription`),
 * else the person counts as not subscribed; when the payment status cannot be read, it is
 * logged and the subscription dialog shows.
 */
export async function readSubscriptionStatus(queryClient: QueryClient, user: SessionUser): Promise<SubscriptionStatus> {
  const accountQuery = accountQueryOptions(user.uid);
  let active: boolean;
  try {
    if (!user.email) throw new Error('The session carries no e-mail address to check');
    active = (await checkSubscription(user.email)).isActive;
    rememberSubscription(user.uid, active);
  } catch {
    // Without network (a reload on a train), the account read earlier on this device, or else its last check, decides.
    active = queryClient.getQueryData(accountQuery.queryKey)?.isPremium ?? rememberedSubscription(user.uid) ?? false;
  }
  if (active) return { active, paymentPending: false };
  try {
    const account = await queryClient.fetchQuery({ ...accountQuery, staleTime: 0 });
    return { active, paymentPending: account.paymentPending };
  } catch (error) {
    console.error('The payment status could not be read', error);
    return { active, paymentPending: false };
  }
}
