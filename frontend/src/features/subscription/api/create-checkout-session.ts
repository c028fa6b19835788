import type { Plan } from '@plume/shared/account';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { apiCall } from '@/lib/api-client';

const checkoutSessionSchema = z.object({ url: z.string(), sessionId: z.string() });

/** Opens a Stripe Checkout session for the plan; the server marks the payment pending until Stripe confirms it. */
export function createCheckoutSession(plan: Plan) {
  return apiCall({ path: 'create_checkout_session', data: { plan }, schema: checkoutSessionSchema });
}

/** Leaves for the payment page as soon as the session exists (the button keeps spinning meanwhile). */
export function useCheckout() {
  return useMutation({ mutationFn: createCheckoutSession, onSuccess: ({ url }) => window.location.assign(url) });
}
