import { contributeHandwriting as contract } from '@plume/shared/endpoints';
import type { HandwritingSample } from '@plume/shared/spelling/handwriting-samples';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { useHandwritingConsent, type HandwritingConsent } from '@/lib/account/handwriting-consent';
import { accountKeys } from '@/lib/account/query-keys';
import { ApiError, call } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/**
 * `contribute_handwriting`: the letters of one validated word, given with the holder's consent. Quiet: the learner
 * never hears of it, whatever happens. The same `setId` sent again stores nothing more.
 */
export function contributeHandwriting(input: z.infer<typeof contract.request>) {
  return call('contribute_handwriting', input, { showSuccessToast: false, quiet: true, schema: contract.response });
}

/**
 * Gives a validated word's letters when the account consents (as last read; nothing while the answer is unknown or
 * off), in the background: the returned function starts the call and returns at once, and works the letters out only
 * when they are given. A letter kept adds to the count the account page shows; a refusal for want of consent
 * (withdrawn on another device) reads the consent again.
 */
/**
 * The mutation both givers share: a letter kept adds to the count the account page shows; a refusal for want of
 * consent (withdrawn on another device) reads the consent again.
 */
function useContributeHandwriting() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = accountKeys.handwritingConsent(user?.uid ?? '');
  return useMutation({
    mutationFn: contributeHandwriting,
    onSuccess: ({ stored }) => queryClient.setQueryData<HandwritingConsent>(key, (current) => current && { ...current, samples: current.samples + stored }),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'handwriting_consent_required') void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/**
 * Gives a validated word's letters when the account consents (as last read; nothing while the answer is unknown or
 * off), in the background: the returned function starts the call and returns at once, and works the letters out only
 * when they are given.
 */
export function useGiveHandwriting(): (letters: () => HandwritingSample[]) => void {
  const consent = useHandwritingConsent();
  const give = useContributeHandwriting();
  return (lettersOf) => {
    if (consent.data?.consent !== true) return;
    const letters = lettersOf();
    if (letters.length > 0) give.mutate({ setId: crypto.randomUUID(), letters });
  };
}

/**
 * Sends a handwriting sheet (`/profile/handwriting-sheet`): unlike a word's letters, the holder waits for it and sees
 * its outcome; the caller keeps the `setId` while the letters stay the same, so sending again after a failure keeps
 * them once.
 */
export const useSendHandwritingSheet = useContributeHandwriting;
