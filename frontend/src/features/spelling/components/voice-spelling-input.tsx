import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { spelledWord } from '@plume/shared/spelling/letter-names';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpellingInputProps } from '../spelling-input';
import { errorMeaning, recognitionAvailability, transcriptOf, type Recognition } from '../speech-recognition';
import KeyboardSpellingInput from './keyboard-spelling-input';
import { WordField } from './word-field';

type Listening =
  | { state: 'idle' }
  | { state: 'listening' }
  | { state: 'heard'; word: string; unknown: string[] }
  | { state: 'retry' };
type Fallback = 'unsupported' | 'offline' | 'blocked' | 'unavailable' | 'chosen';

/**
 * Spelling aloud, letter by letter (« bé o enne jour »): the browser's recognizer (`fr-FR`) writes what it hears, the
 * letter-name parser turns it into a word, and the learner sees that word — to submit, edit or say again — before it
 * is judged. Where recognition cannot work, the page says why in plain French and offers the keyboard in place.
 */
export default function VoiceSpellingInput({ length, disabled, onSubmit }: SpellingInputProps) {
  const { t } = useTranslation();
  const [fallback, setFallback] = useState<Fallback | null>(() => {
    const availability = recognitionAvailability(window as unknown as Parameters<typeof recognitionAvailability>[0]);
    return availability.available ? null : availability.reason;
  });
  const [listening, setListening] = useState<Listening>({ state: 'idle' });
  const [edited, setEdited] = useState('');
  const recognition = useRef<Recognition | null>(null);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => () => recognition.current?.abort(), []);
  useEffect(() => {
    if (listening.state === 'heard') field.current?.focus({ preventScroll: true });
  }, [listening]);

  const listen = () => {
    const availability = recognitionAvailability(window as unknown as Parameters<typeof recognitionAvailability>[0]);
    if (!availability.available) {
      setFallback(availability.reason);
      return;
    }
    recognition.current?.abort();
    const recognizer = new availability.Recognition();
    recognizer.lang = 'fr-FR';
    recognizer.interimResults = false;
    recognizer.maxAlternatives = 1;
    recognizer.continuous = false;
    let heard = false;
    recognizer.onresult = (event) => {
      heard = true;
      const spelled = spelledWord(transcriptOf(event));
      setEdited(spelled.word);
      setListening({ state: 'heard', word: spelled.word, unknown: spelled.unknown });
    };
    recognizer.onerror = (event) => {
      heard = true;
      const meaning = errorMeaning(event.error);
      if (meaning === 'retry') setListening({ state: 'retry' });
      else setFallback(meaning);
    };
    recognizer.onend = () => {
      if (!heard) setListening({ state: 'retry' });
    };
    recognition.current = recognizer;
    setListening({ state: 'listening' });
    recognizer.start();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!edited.trim() || disabled) return;
    onSubmit(edited);
  };

  if (fallback) {
    return (
      <Stack gap="md">
        {fallback !== 'chosen' && (
          <Alert color="yellow" title={t('spelling.voice.unavailableTitle')} role="status">
            {t(`spelling.voice.unavailable.${fallback as Exclude<Fallback, 'chosen'>}`)}
          </Alert>
        )}
        <KeyboardSpellingInput length={length} disabled={disabled} onSubmit={onSubmit} initial={listening.state === 'heard' ? edited : ''} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text>{t('spelling.voice.howTo')}</Text>
      <Group gap="sm">
        <Button size="lg" onClick={listen} disabled={disabled || listening.state === 'listening'} loading={listening.state === 'listening'}>
          {listening.state === 'idle' ? t('spelling.voice.listen') : t('spelling.voice.again')}
        </Button>
        <Button variant="subtle" onClick={() => setFallback('chosen')} disabled={disabled}>
          {t('spelling.voice.useKeyboard')}
        </Button>
      </Group>
      <div aria-live="polite">
        {listening.state === 'listening' && <Text>{t('spelling.voice.listening')}</Text>}
        {listening.state === 'retry' && <Text>{t('spelling.voice.nothingHeard')}</Text>}
        {listening.state === 'heard' && listening.unknown.length > 0 && (
          <Text c="dimmed">{t('spelling.voice.notUnderstood', { parts: listening.unknown.join(', ') })}</Text>
        )}
      </div>
      {listening.state === 'heard' && (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <WordField
              inputRef={field}
              label={t('spelling.voice.heard')}
              description={t('spelling.keyboard.letters', { count: length })}
              value={edited}
              onChange={setEdited}
              disabled={disabled}
            />
            <Button type="submit" size="lg" disabled={disabled || !edited.trim()}>
              {t('spelling.submit')}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
