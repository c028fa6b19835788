import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { focusFirstInvalid } from './form';

/** What an admin content form sends: a new item, or an edit over the version it was read at. */
export type SaveRequest<Add, Update> = { add: Add } | { update: Update };
/** The request checked by its shared schema: the one for an edit when editing, else the one for a new item. */
export type CheckedRequest<Add, Update> = { add: z.ZodSafeParseResult<Add> } | { update: z.ZodSafeParseResult<Update> };

/**
 * The state of an admin content form (a bank word, a dictation passage): the draft, one message per field, and a
 * submit that checks the request with the shared schema the server checks it with again. Refused, each field shows its
 * first issue and the focus goes to the first field to fix; accepted, the request is handed to `save`.
 * `clearsMessages`: which changes make the messages out of date (every change by default).
 */
export function useContentForm<Draft extends object, Field extends string>(initial: () => Draft, clearsMessages: (key: keyof Draft) => boolean = () => true) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const change = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (clearsMessages(key)) setErrors({});
  };

  /** `messageOf`: the field an issue belongs to and what to say there, or nothing for an issue no field shows. */
  const onSubmit =
    <Add, Update>(check: (draft: Draft) => CheckedRequest<Add, Update>, messageOf: (issue: z.core.$ZodIssue) => [Field, string] | undefined, save: (request: SaveRequest<Add, Update>) => void) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const checked = check(draft);
      const { error } = 'add' in checked ? checked.add : checked.update;
      if (error) {
        const found: Partial<Record<Field, string>> = {};
        for (const issue of error.issues) {
          const [field, message] = messageOf(issue) ?? [];
          if (field && message) found[field] ??= message;
        }
        setErrors(found);
        focusFirstInvalid(form);
        return;
      }
      setErrors({});
      save('add' in checked ? { add: checked.add.data! } : { update: checked.update.data! });
    };

  return { draft, errors, change, onSubmit };
}
