import { ActionIcon, Alert, Box, Button, Card, Group, Loader, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';
import classes from '../dictation.module.css';
import { progressOf, type PlaybackState } from '../playback';
import { shortcuts, speeds, type DictationAudio, type ShortcutAction, type Speed } from '../use-dictation-audio';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon, ReplayIcon } from './player-icons';

/** « Lecture complète », « Groupe 3 sur 9 — 2e lecture », « Relecture ». */
export function useStepLabel() {
  const { t } = useTranslation();
  return (state: PlaybackState) => {
    if (state.status === 'finished') return t('dictation.player.step.finished');
    const { step } = state;
    if (step.kind === 'reading') return t('dictation.player.step.reading');
    if (step.kind === 'proofreading') return t('dictation.player.step.proofreading');
    return t('dictation.player.step.phrase', {
      number: step.index + 1,
      total: state.phraseCount,
      repeat: t(step.repeat === 1 ? 'dictation.player.step.repeat1' : 'dictation.player.step.repeat2'),
    });
  };
}

export function useShortcutLabel() {
  const { t } = useTranslation();
  return (action: ShortcutAction) => {
    const shortcut = shortcuts[action];
    return 'letter' in shortcut ? `Alt + ${t('dictation.player.keys.shift')} + ${shortcut.letter}` : t('dictation.player.keys.escape');
  };
}

/** The player's face: where the dictation is, play/pause, replay, previous/next group, speed, and the audio's load state. */
export function PlayerControls({ player }: { player: DictationAudio }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const stepLabel = useStepLabel();
  const headingId = useId();
  const speedId = useId();
  const { state, dispatch, load } = player;
  const playing = state.status === 'playing' || state.status === 'waiting';
  // A clip from the cache is ready within a few frames: the loading line shows only for a load that takes a while.
  const loading = load === 'loading' && state.status === 'playing';
  const [slowLoad] = useDebouncedValue(loading, 400);
  const playLabel = playing
    ? t('dictation.player.pause')
    : state.status === 'paused'
      ? t('dictation.player.resume')
      : state.status === 'finished'
        ? t('dictation.player.listenAgain')
        : t('dictation.player.play');
  const status =
    state.status === 'idle' ? t('dictation.player.status.idle') : state.status === 'waiting' ? t('dictation.player.status.waiting') : state.status === 'paused' ? t('dictation.player.status.paused') : '';

  return (
    <Card component="section" aria-labelledby={headingId} withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {t('dictation.player.heading')}
          </Title>
          <Text fw={700} data-testid="dictation-step">
            {stepLabel(state)}
          </Text>
        </Group>
        <Progress value={progressOf(state) * 100} size="sm" radius="xl" aria-hidden="true" />
        <Text size="sm" c="dimmed" mih="1.5em">
          {status}
        </Text>

        <Group gap="xs" wrap="wrap">
          <Button
            size="md"
            leftSection={playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
            onClick={() => dispatch({ type: 'toggle' })}
            aria-keyshortcuts={shortcuts.toggle.keys}
          >
            {playLabel}
          </Button>
          <Button
            variant="default"
            leftSection={<ReplayIcon size={18} />}
            onClick={() => dispatch({ type: 'replay' })}
            disabled={state.status === 'idle'}
            aria-keyshortcuts={shortcuts.replay.keys}
          >
            {t('dictation.player.replay')}
          </Button>
          <Button
            variant="default"
            leftSection={<PreviousIcon size={18} />}
            onClick={() => dispatch({ type: 'previous' })}
            disabled={state.step.kind === 'reading'}
            aria-keyshortcuts={shortcuts.previous.keys}
          >
            {t('dictation.player.previous')}
          </Button>
          <Button
            variant="default"
            rightSection={<NextIcon size={18} />}
            onClick={() => dispatch({ type: 'next' })}
            disabled={state.step.kind === 'proofreading'}
            aria-keyshortcuts={shortcuts.next.keys}
          >
            {t('dictation.player.next')}
          </Button>
        </Group>

        <div>
          <Text component="span" id={speedId} size="sm" fw={500} display="block" mb={4}>
            {t('dictation.player.speed')}
          </Text>
          <SegmentedControl
            aria-labelledby={speedId}
            value={String(player.speed)}
            onChange={(value) => player.setSpeed(Number(value) as Speed)}
            data={speeds.map((speed) => ({ value: String(speed), label: `×${format.number(speed)}` }))}
          />
        </div>

        {loading && slowLoad && (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden="true" />
            <Text size="sm">{t('dictation.player.loading')}</Text>
          </Group>
        )}
        {load === 'error' && (
          <Alert color="red" role="alert" title={t('dictation.player.error')}>
            <Button variant="light" color="red" size="xs" onClick={player.retry}>
              {t('dictation.player.retry')}
            </Button>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/**
 * On a phone the player scrolls away while the learner writes, and there is no keyboard for the shortcuts: this bar
 * stays under the header with the step, play/pause and replay. It repeats controls of the player for the pointer
 * only (hidden from assistive technologies and out of the tab order: the player itself stays the accessible one).
 */
export function CompactPlayer({ player }: { player: DictationAudio }) {
  const stepLabel = useStepLabel();
  const { state, dispatch } = player;
  const playing = state.status === 'playing' || state.status === 'waiting';
  return (
    <Box hiddenFrom="md" aria-hidden="true" className={classes.compact}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={700} truncate>
          {stepLabel(state)}
        </Text>
        <Group gap={6} wrap="nowrap">
          <ActionIcon size="lg" tabIndex={-1} onClick={() => dispatch({ type: 'toggle' })}>
            {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
          </ActionIcon>
          <ActionIcon size="lg" variant="default" tabIndex={-1} onClick={() => dispatch({ type: 'replay' })} disabled={state.status === 'idle'}>
            <ReplayIcon size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
