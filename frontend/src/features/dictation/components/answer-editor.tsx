import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { MAX_DICTATION_ANSWER_CHARS } from '@plume/shared/dictation/api';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';
import { frenchCharacters, insertAtCaret } from '../french-characters';

interface AnswerEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Said after the field's description (how to pause the audio without leaving the field). */
  hint?: string;
  error?: string;
}

/**
 * The learner's copy: a large field with no spell checking or autocorrection (they would correct the dictation for
 * the learner), a character counter, and a row of French characters that type at the caret and leave the focus in
 * the field.
 */
export function AnswerEditor({ value, onChange, hint, error }: AnswerEditorProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const field = useRef<HTMLTextAreaElement>(null);
  const [uppercase, setUppercase] = useState(false);
  /** Where the caret goes once React has rendered an inserted character. */
  const pendingCaret = useRef<number | null>(null);
  const rowLabel = useId();

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || !field.current) return;
    pendingCaret.current = null;
    field.current.focus();
    field.current.setSelectionRange(caret, caret);
  });

  const insert = (text: string) => {
    const textarea = field.current;
    const edit = insertAtCaret(value, textarea?.selectionStart ?? null, textarea?.selectionEnd ?? null, text, MAX_DICTATION_ANSWER_CHARS);
    pendingCaret.current = edit.caret;
    if (edit.value === value) textarea?.focus();
    else onChange(edit.value);
  };

  return (
    <Stack gap="xs">
      <Textarea
        ref={field}
        label={t('dictation.answer.label')}
        description={hint ? `${t('dictation.answer.description')} ${hint}` : t('dictation.answer.description')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        rows={12}
        resize="vertical"
        maxLength={MAX_DICTATION_ANSWER_CHARS}
        lang="fr"
        spellCheck={false}
        autoCorrect="off"
        autoCapitalize="off"
        autoComplete="off"
        data-gramm="false"
        styles={{ input: { fontSize: 'var(--mantine-font-size-lg)', lineHeight: 1.7 } }}
      />
      <Text size="sm" c="dimmed" ta="right">
        {t('dictation.answer.counter', { count: value.length, max: format.number(MAX_DICTATION_ANSWER_CHARS) })}
      </Text>
      <div role="group" aria-labelledby={rowLabel}>
        <Text id={rowLabel} size="sm" fw={500} mb={4}>
          {t('dictation.answer.characters')}
        </Text>
        <Group gap={6}>
          {frenchCharacters.map(({ char, upper, name }) => {
            const shown = uppercase ? upper : char;
            return (
              <Button
                key={name}
                variant="default"
                size="sm"
                px="sm"
                miw={40}
                lang="fr"
                fz="lg"
                // A pointer press must not take the focus from the field: the caret stays where it was.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => insert(shown)}
                aria-label={t('dictation.answer.insert', { name: `${shown} (${t(`dictation.answer.names.${name}`)})` })}
              >
                {shown}
              </Button>
            );
          })}
          <Button
            variant={uppercase ? 'filled' : 'light'}
            size="sm"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setUppercase((current) => !current)}
            aria-pressed={uppercase}
          >
            {t('dictation.answer.uppercase')}
          </Button>
        </Group>
      </div>
    </Stack>
  );
}
