import type { Plan } from '@plume/shared/account';
import { checkoutStartedSchema } from '@plume/shared/billing';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Opens a Stripe Checkout session for the plan; the server marks the payment pending until Stripe confirms it. */
export function createCheckoutSession(plan: Plan) {
  return call('create_checkout_session', { plan }, { schema: checkoutStartedSchema });
}

/** Leaves for the payment page as soon as the session exists (the button keeps spinning meanwhile). */
export function useCheckout() {
  return useMutation({ mutationFn: createCheckoutSession, onSuccess: ({ url }) => window.location.assign(url) });
}
