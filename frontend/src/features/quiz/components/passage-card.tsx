import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../quiz.module.css';

interface Passage {
  title: string;
  text: string;
}

/** Fun and learn: the text to read first, with the button that asks for the first question. */
export function PassageToRead({ passage, onStart }: { passage: Passage; onStart: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('quiz.play.readFirst')}
        </Text>
        <Title order={2} size="h3">
          {passage.title}
        </Title>
        <Text className={classes.passageText}>{passage.text}</Text>
        <Group justify="flex-end">
          <Button size="md" onClick={onStart}>
            {t('quiz.play.startReading')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The same text during the questions: a scrollable panel, reachable by keyboard, so it can be read again. */
export function PassageReminder({ passage }: { passage: Passage }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-gray-0)">
      <Title order={2} size="h6" mb={6} id={titleId}>
        {t('quiz.play.passage', { title: passage.title })}
      </Title>
      {/* A scrollable region must be reachable by keyboard. */}
      <div className={classes.passageScroll} tabIndex={0} role="region" aria-labelledby={titleId}>
        <Text size="sm" className={classes.passageText}>
          {passage.text}
        </Text>
      </div>
    </Card>
  );
}
