import { setHandwritingConsent as contract } from '@plume/shared/endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { accountKeys } from '@/lib/account/query-keys';
import { call } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * `set_handwriting_consent`: gives the consent, or withdraws it, which deletes every letter the account gave. The
 * server's message (« Votre choix est enregistré. », « Partage arrêté : … supprimées. ») is toasted.
 */
export function setHandwritingConsent(input: z.infer<typeof contract.request>) {
  return call('set_handwriting_consent', input, { schema: contract.response });
}

/** The answer is the new state: it goes into the cache, so the handwriting page gives letters (or stops) at once. */
export function useSetHandwritingConsent() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: setHandwritingConsent,
    onSuccess: (consent) => queryClient.setQueryData(accountKeys.handwritingConsent(user?.uid ?? ''), consent),
  });
}
