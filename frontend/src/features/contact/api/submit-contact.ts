import type { contactRequestSchema } from '@plume/shared/account';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** Public: anyone may write to the team. The form shows the server's thanks in place of itself, so no toast. */
export function submitContact(request: ContactRequest) {
  return call('contact', request, { auth: false, showSuccessToast: false });
}

export const useSubmitContact = () => useMutation({ mutationFn: submitContact });
