import { Button, Group, List, PinInput, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServedQuestion } from '../api/schemas';
import type { Revealed } from '../play-state';
import classes from '../quiz.module.css';

/** Letters a French word may be typed with; accents are dropped when the server compares. */
const LETTER = /^[a-zàâäáçéèêëíîïñóôöùúûüÿ]+$/i;

interface WordAnswerProps {
  question: ServedQuestion;
  cluesShown: number;
  complete: boolean;
  revealed?: Revealed;
  /** False once the word is on its way or revealed. */
  canAnswer: boolean;
  sending: boolean;
  onType: (word: string) => void;
  onClue: () => void;
  onSubmit: () => void;
}

/** Guess the word: one box per letter, typed from the keyboard; clues revealed one at a time; Enter sends the word. */
export function WordAnswer({ question, cluesShown, complete, revealed, canAnswer, sending, onType, onClue, onSubmit }: WordAnswerProps) {
  const { t } = useTranslation();
  const clues = question.clues ?? [];
  const letters = question.letters ?? 1;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canAnswer && complete) onSubmit();
  };
  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PinInput
            // One set of boxes per question: a new question starts empty.
            key={question.index}
            length={letters}
            type={LETTER}
            oneTimeCode={false}
            placeholder=""
            size="md"
            gap="xs"
            autoFocus
            readOnly={!canAnswer}
            error={revealed !== undefined && !revealed.correct}
            success={revealed?.correct}
            classNames={{ root: classes.letters, input: classes.letter }}
            aria-label={t('quiz.play.wordBoxes', { count: letters })}
            getInputProps={(index) => ({ 'aria-label': t('quiz.play.letter', { position: index + 1, total: letters }) })}
            onChange={onType}
          />
          {canAnswer && (
            <Text size="xs" c="dimmed">
              {t('quiz.play.wordHint')}
            </Text>
          )}
          {!revealed && (
            <Group>
              <Button type="submit" disabled={!canAnswer || !complete} loading={sending}>
                {t('quiz.play.submitWord')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      {clues.length > 0 && (
        <Stack gap="xs">
          <List spacing={4} aria-live="polite" aria-label={t('quiz.play.clues')}>
            {clues.slice(0, cluesShown).map((clue, position) => (
              <List.Item key={position}>
                <Text size="sm">
                  <Text span fw={600}>
                    {t('quiz.play.clue', { number: position + 1 })}
                  </Text>{' '}
                  {clue}
                </Text>
              </List.Item>
            ))}
          </List>
          {cluesShown < clues.length && canAnswer && (
            <Group>
              <Button variant="light" color="grape" size="xs" onClick={onClue}>
                {t('quiz.play.showClue', { count: clues.length - cluesShown })}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
