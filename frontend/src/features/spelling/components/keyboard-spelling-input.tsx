import { Button, Group } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpellingInputProps } from '../spelling-input';
import { WordField } from './word-field';

/** Typing the word: one field (no spell-check, no autocorrect, no capitalisation), submitted with Enter or the button. */
export default function KeyboardSpellingInput({ length, disabled, onSubmit, initial = '' }: SpellingInputProps & { initial?: string }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState(initial);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!disabled) field.current?.focus({ preventScroll: true });
  }, [disabled]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim() || disabled) return;
    onSubmit(answer);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <WordField
          inputRef={field}
          label={t('spelling.keyboard.label')}
          description={t('spelling.keyboard.letters', { count: length })}
          value={answer}
          onChange={setAnswer}
          disabled={disabled}
        />
        <Button type="submit" size="lg" disabled={disabled || !answer.trim()}>
          {t('spelling.submit')}
        </Button>
      </Group>
    </form>
  );
}
