import { adminExportHandwritingSamples as contract } from '@plume/shared/endpoints';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type * as z from 'zod';
import { call } from '@/lib/api-client';

export type ExportedHandwritingSample = z.infer<typeof contract.response>['samples'][number];

/** `admin/export_handwriting_samples`: one page (500 at most) of the letters given, oldest first; `next` for the following one. */
export function exportHandwritingSamplesPage(after?: string) {
  return call('admin/export_handwriting_samples', after === undefined ? {} : { after }, { showSuccessToast: false, schema: contract.response });
}

/** Every letter given, page after page until one has no `next`; `onProgress` hears how many were read so far. */
export async function exportAllHandwritingSamples(onProgress: (read: number) => void): Promise<ExportedHandwritingSample[]> {
  const samples: ExportedHandwritingSample[] = [];
  let after: string | undefined;
  do {
    const page = await exportHandwritingSamplesPage(after);
    samples.push(...page.samples);
    onProgress(samples.length);
    // A cursor that does not move on would page for ever.
    if (page.next !== undefined && page.next === after) throw new Error('the export did not move past its last page');
    after = page.next;
  } while (after !== undefined);
  return samples;
}

/** The export as a mutation (an action the admin starts), with the count read so far while it runs. */
export function useExportHandwritingSamples() {
  const [read, setRead] = useState(0);
  const mutation = useMutation({
    mutationFn: () => {
      setRead(0);
      return exportAllHandwritingSamples(setRead);
    },
  });
  return { ...mutation, read };
}
