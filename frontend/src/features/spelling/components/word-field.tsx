import { TextInput } from '@mantine/core';
import { MAX_SPELLING_WORD } from '@plume/shared/spelling/api';
import type { Ref } from 'react';

interface WordFieldProps {
  label: string;
  description: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A word to write, as typed: no spell-check, autocorrect or automatic capital, which would answer for the learner. */
export function WordField({ label, description, value, onChange, disabled, inputRef }: WordFieldProps) {
  return (
    <TextInput
      ref={inputRef}
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={MAX_SPELLING_WORD * 2}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="none"
      spellCheck={false}
      lang="fr"
      disabled={disabled}
      size="lg"
      style={{ flex: '1 1 16rem' }}
    />
  );
}
