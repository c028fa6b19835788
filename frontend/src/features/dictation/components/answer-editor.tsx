import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { MAX_DICTATION_ANSWER_CHARS } from '@plume/shared/dictation/api';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';
import { frenchCharacters, insertAtCaret } from '../french-characters';

interface AnswerEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Said after the field's description (how to pause the audio without leaving the field). */
  hint?: string;
  error?: string;
  /** The field lost the focus (the copy is saved at once then). */
  onBlur?: () => void;
}

/**
 * The learner's copy: a large field with no spell checking or autocorrection (they would correct the dictation for
 * the learner), a character counter, and a row of French characters that type at the caret and leave the focus in
 * the field.
 */
/** Arrow keys, Home and End move the focus between a toolbar's buttons, round the ends. */
function moveInToolbar(event: KeyboardEvent<HTMLElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (current < 0) return;
  const last = buttons.length - 1;
  const next = { ArrowRight: current === last ? 0 : current + 1, ArrowLeft: current === 0 ? last : current - 1, Home: 0, End: last }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons[next]!.focus();
}

export function AnswerEditor({ value, onChange, hint, error, onBlur }: AnswerEditorProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const field = useRef<HTMLTextAreaElement>(null);
  const [uppercase, setUppercase] = useState(false);
  /** Where the caret goes once React has rendered an inserted character. */
  const pendingCaret = useRef<number | null>(null);
  const rowLabel = useId();
  /** The toolbar button that takes the Tab stop (the last one used). */
  const [active, setActive] = useState(0);

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
        onBlur={onBlur}
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
        {t('dictation.answer.counter', { length: format.number(value.length), max: format.number(MAX_DICTATION_ANSWER_CHARS) })}
      </Text>
      <Text id={rowLabel} size="sm" fw={500}>
        {t('dictation.answer.characters')}
      </Text>
      {/* A toolbar: one Tab stop, the arrow keys (and Home, End) move between its buttons. */}
      <Group gap={6} role="toolbar" aria-labelledby={rowLabel} onKeyDown={moveInToolbar}>
        {frenchCharacters.map(({ char, upper, name }, index) => {
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
              tabIndex={index === active ? 0 : -1}
              onFocus={() => setActive(index)}
              // A pointer press must not take the focus from the field: the caret stays where it was.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setActive(index);
                insert(shown);
              }}
              aria-label={t('dictation.answer.insert', { name: `${shown} (${t(`dictation.answer.names.${name}`)})` })}
            >
              {shown}
            </Button>
          );
        })}
        <Button
          variant={uppercase ? 'filled' : 'light'}
          size="sm"
          tabIndex={active === frenchCharacters.length ? 0 : -1}
          onFocus={() => setActive(frenchCharacters.length)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setUppercase((current) => !current)}
          aria-pressed={uppercase}
        >
          {t('dictation.answer.uppercase')}
        </Button>
      </Group>
    </Stack>
  );
}
