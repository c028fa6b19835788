import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DictationSession } from '../api/start-dictation';
import classes from '../dictation.module.css';
import { useDictationAudio } from '../use-dictation-audio';
import { AnswerEditor } from './answer-editor';
import { CompactPlayer, PlayerControls, useShortcutLabel } from './player-controls';
import { ShortcutHelp } from './shortcut-help';
import { SourceLine } from './source-line';

interface DictationScreenProps {
  session: DictationSession;
  submitting: boolean;
  onSubmit: (answer: string) => void;
  onLeave: () => void;
}

type Asking = 'submit' | 'leave' | null;

/** The dictation itself: the player, the learner's copy, and the submission (confirmed when the audio has not ended). */
export function DictationScreen({ session, submitting, onSubmit, onLeave }: DictationScreenProps) {
  const { t } = useTranslation();
  const shortcutLabel = useShortcutLabel();
  const [answer, setAnswer] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const player = useDictationAudio(session, asking === null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ask = (question: Exclude<Asking, null>) => {
    player.dispatch({ type: 'pause' });
    setAsking(question);
  };

  useEffect(() => heading.current?.focus(), []);

  // Leaving the page (reload, another site) would lose the copy: the browser asks first.
  useEffect(() => {
    if (!answer.trim() || submitting) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [answer, submitting]);

  const submit = () => {
    if (!answer.trim()) return setEmptyError(true);
    if (!player.state.heardAll) return ask('submit');
    onSubmit(answer);
  };

  const focus = session.focus?.map((category) => t(`dictationTerms.categories.${category}`).toLocaleLowerCase()).join(', ');

  return (
    <Stack gap="lg" className={classes.dictating}>
      {/* One element plays every clip; it has no controls of its own (the buttons below are its controls). */}
      {player.audio}
      <CompactPlayer player={player} />
      <div>
        <Title order={2} ref={heading} tabIndex={-1}>
          {session.title}
        </Title>
        <Text c="dimmed">
          {t(`dictationTerms.levels.${session.level}`)}
          {' · '}
          {t('dictation.choose.words', { count: session.words })}
        </Text>
        {session.source && <SourceLine source={session.source} />}
        {focus && <Text mt={4}>{t('dictation.answer.focus', { categories: focus })}</Text>}
      </div>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <PlayerControls player={player} />
            <ShortcutHelp />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <AnswerEditor
              value={answer}
              onChange={(value) => {
                setAnswer(value);
                if (value.trim()) setEmptyError(false);
              }}
              hint={t('dictation.answer.hint', { key: shortcutLabel('toggle') })}
              error={emptyError ? t('dictation.answer.empty') : undefined}
            />
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => (answer.trim() ? ask('leave') : onLeave())}>
                {t('dictation.answer.leave')}
              </Button>
              <Button size="md" onClick={submit} loading={submitting}>
                {t('dictation.answer.submit')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>

      <ConfirmDialog
        opened={asking === 'submit'}
        title={t('dictation.answer.confirmTitle')}
        confirmLabel={t('dictation.answer.confirm')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          onSubmit(answer);
        }}
      >
        {t('dictation.answer.confirmBody')}
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'leave'}
        title={t('dictation.answer.leaveTitle')}
        confirmLabel={t('dictation.answer.leaveConfirm')}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          onLeave();
        }}
      >
        {t('dictation.answer.leaveBody')}
      </ConfirmDialog>
    </Stack>
  );
}
