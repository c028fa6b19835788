import * as z from 'zod';
import { apiCall } from '@/lib/api-client';

const subscriptionCheckSchema = z.object({ isActive: z.boolean(), message: z.string() });

/** Seed §7 `checkSubscription {email}`: the server answers for the caller's own e-mail only. */
export function checkSubscription(email: string) {
  return apiCall({ path: 'checkSubscription', data: { email }, showSuccessToast: false, schema: subscriptionCheckSchema });
}
