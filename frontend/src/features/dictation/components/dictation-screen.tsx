import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DictationSession } from '../api/start-dictation';
import classes from '../dictation.module.css';
import { useDictationAudio } from '../use-dictation-audio';
import { useDictationAutosave, type CopySaveStatus } from '../use-dictation-autosave';
import { AnswerEditor } from './answer-editor';
import { CompactPlayer, PlayerControls, useShortcutLabel } from './player-controls';
import { ShortcutHelp } from './shortcut-help';
import { SourceLine } from './source-line';

interface DictationScreenProps {
  profileId: string;
  session: DictationSession;
  submitting: boolean;
  onSubmit: (answer: string) => void;
  onLeave: () => void;
  /** A downloaded dictation: the copy, half a second after each change, to keep on the device. */
  onCopyChange?: (copy: string) => void;
}

type Asking = 'submit' | 'leave' | null;

/**
 * The dictation itself: the player, the learner's copy (saved as it is typed, and back as it was when the attempt
 * reopens), and the submission (confirmed when the audio has not ended).
 */
export function DictationScreen({ profileId, session, submitting, onSubmit, onLeave, onCopyChange }: DictationScreenProps) {
  const { t } = useTranslation();
  const shortcutLabel = useShortcutLabel();
  const [answer, setAnswer] = useState(session.copy ?? '');
  const autosave = useDictationAutosave({ profileId, attemptId: session.attemptId, copy: answer, savedCopy: session.copy ?? '', revision: session.revision ?? 0, paused: submitting });
  const [emptyError, setEmptyError] = useState(false);
  const [asking, setAsking] = useState<Asking>(null);
  const player = useDictationAudio(session, asking === null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ask = (question: Exclude<Asking, null>) => {
    player.dispatch({ type: 'pause' });
    setAsking(question);
  };

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!onCopyChange) return;
    const timer = setTimeout(() => onCopyChange(answer), 500);
    return () => clearTimeout(timer);
  }, [answer, onCopyChange]);

  // Leaving the page (reload, another site) while the copy is not saved yet would lose its last words: the browser
  // asks first. A saved copy waits on the server for the attempt to reopen.
  const unsaved = autosave.unsaved && !!answer.trim() && !submitting;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const handIn = () => {
    autosave.pause();
    onSubmit(answer);
  };
  const submit = () => {
    if (!answer.trim()) return setEmptyError(true);
    if (!player.state.heardAll) return ask('submit');
    handIn();
  };
  const leave = () => {
    autosave.flush();
    onLeave();
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
              onBlur={autosave.flush}
            />
            <SaveStatus status={autosave.status} failure={autosave.failure} />
            <Group justify="space-between">
              {/* Leaving sends what waits; only a copy that cannot be saved (offline, refused) is worth a question. */}
              <Button variant="subtle" onClick={() => (answer.trim() && autosave.unsaved && (autosave.status === 'offline' || autosave.status === 'failed') ? ask('leave') : leave())}>
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
          handIn();
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
          leave();
        }}
      >
        {t('dictation.answer.leaveBody')}
      </ConfirmDialog>
    </Stack>
  );
}

/**
 * How saving goes, said politely (never interrupting the dictation): a discreet line under the field. Its text
 * changes only when a save starts or ends, not at each key.
 */
function SaveStatus({ status, failure }: { status: CopySaveStatus; failure: string | undefined }) {
  const { t } = useTranslation();
  const text = {
    idle: '',
    saving: t('dictation.save.saving'),
    saved: t('dictation.save.saved'),
    offline: t('dictation.save.offline'),
    failed: failure ? t('dictation.save.refused', { message: failure }) : t('dictation.save.failed'),
  }[status];
  return (
    <Text role="status" aria-live="polite" size="sm" c={status === 'offline' || status === 'failed' ? 'red' : 'dimmed'} mih="1.5em" data-testid="dictation-save-status">
      {text}
    </Text>
  );
}
