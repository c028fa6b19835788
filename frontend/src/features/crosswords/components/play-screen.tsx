import { Alert, Badge, Box, Button, Grid, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useLocaleFormat } from '@/lib/locale-format';
import { useCheckCrossword, type CrosswordCheck } from '../api/check-crossword';
import { useRevealCrossword } from '../api/reveal-crossword';
import type { CrosswordPuzzle } from '../api/start-crossword';
import { buildModel } from '../grid-model';
import type { CrosswordProgress } from '../api/get-crossword';
import { useCrosswordAutosave } from '../use-crossword-autosave';
import { useCrosswordState } from '../use-crossword-state';
import { ClueLists } from './clue-lists';
import { CrosswordGrid } from './crossword-grid';
import { LetterKeyboard } from './letter-keyboard';

interface PlayScreenProps {
  profileId: string;
  puzzle: CrosswordPuzzle;
  /** A reopened grid's progress; absent for a new grid. */
  progress?: CrosswordProgress;
  onNew: () => void;
  starting: boolean;
}

type RevealScope = 'letter' | 'word';

/** A grid being solved: the current clue above it, the clue lists beside it, checks and reveals asked of the server. */
export function PlayScreen({ profileId, puzzle, progress, onNew, starting }: PlayScreenProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const model = useMemo(() => buildModel(puzzle), [puzzle]);
  const state = useCrosswordState(model, puzzle.revealed, progress);
  const saveStatus = useCrosswordAutosave({ profileId, puzzleId: puzzle.puzzleId, entries: state.entries, pencil: state.pencilMask, revision: progress?.revision ?? 0 });
  const [coinsSpent, setCoinsSpent] = useState(progress?.coinsSpent ?? 0);
  const check = useCheckCrossword();
  const reveal = useRevealCrossword();
  const [status, setStatus] = useState('');
  const [solved, setSolved] = useState<CrosswordCheck | null>(null);
  const [confirming, setConfirming] = useState<RevealScope | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const checkHintId = useId();
  const { word, cursor } = state;
  const base = { profileId, puzzleId: puzzle.puzzleId };

  const runCheck = (scope: 'letter' | 'word' | 'grid') => {
    const request = scope === 'letter'
      ? { ...base, scope, cell: cursor.cell, entries: state.entries }
      : scope === 'word' && word
        ? { ...base, scope, word: { number: word.number, direction: word.direction }, entries: state.entries }
        : { ...base, scope: 'grid' as const, entries: state.entries };
    check.mutate(request, {
      onSuccess: (result) => {
        state.applyMarks(result.right, result.wrong);
        if (result.solved) {
          setSolved(result);
          setStatus(solvedText(result));
          headingRef.current?.focus();
          return;
        }
        setStatus(t('crossword.play.checked', { right: result.right.length, wrong: result.wrong.length, empty: result.empty.length }));
      },
    });
  };

  const runReveal = (scope: RevealScope) => {
    const request = scope === 'letter' || !word
      ? { ...base, scope: 'letter' as const, cell: cursor.cell }
      : { ...base, scope: 'word' as const, word: { number: word.number, direction: word.direction } };
    reveal.mutate(request, {
      onSuccess: (result) => {
        state.applyReveal(result.cells);
        setCoinsSpent((spent) => spent + result.charged);
        setStatus(result.charged > 0 ? t('crossword.play.revealedPaid', { count: result.cells.length, coins: result.charged }) : t('crossword.play.revealedFree', { count: result.cells.length }));
        setFocusRequest((n) => n + 1);
      },
      onSettled: () => setConfirming(null),
    });
  };

  // How many words counted and what they earn: coins pay for the words found without help only.
  const solvedText = (result: CrosswordCheck) => {
    const coins = result.reward ?? 0;
    const counted = t('crossword.play.solvedWords', { count: result.wordsUnaided ?? 0, words: result.words ?? 0, coins: t('crossword.play.solvedCoins', { count: coins }) });
    return coins > 0 ? `${counted} ${t('crossword.play.solvedPaid', { count: coins })}` : counted;
  };

  const currentClue = word ? t('crossword.play.currentClue', { number: word.number, direction: t(`crossword.play.${word.direction}Short`), clue: word.clue, length: word.length }) : '';

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Badge size="lg" variant="light">{puzzle.kind === 'mistakes' ? t('crosswordProgress.mistakes.title') : t(`crossword.levels.${puzzle.level}`)}</Badge>
          <Text size="sm" c="dimmed">{t('crossword.play.progress', { count: state.filled, formatted: format.number(state.filled), total: format.number(state.toFill) })}</Text>
          {coinsSpent > 0 && <Text size="sm" c="dimmed">{t('crosswordProgress.coinsSpent', { count: coinsSpent })}</Text>}
          <Text size="sm" c={saveStatus === 'failed' ? 'red' : 'dimmed'} data-testid="crossword-save-status">{saveStatus === 'idle' ? '' : t(`crosswordProgress.save.${saveStatus}`)}</Text>
        </Group>
        <Button variant="default" onClick={onNew} loading={starting}>{t('crossword.play.newGrid')}</Button>
      </Group>
      {solved && (
        <Alert color="green" variant="light" title={<Title order={2} size="h3" ref={headingRef} tabIndex={-1}>{t('crossword.play.solvedTitle')}</Title>}>
          <Stack gap="sm" align="flex-start">
            <Text>{solvedText(solved)}</Text>
            <Button onClick={onNew} loading={starting}>{t('crossword.play.newGrid')}</Button>
          </Stack>
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="sm">
            <Paper withBorder p="sm" radius="md" id="crossword-current-clue" mih="3.2em">
              <Text fw={600}>{currentClue}</Text>
            </Paper>
            <CrosswordGrid model={model} state={state} focusRequest={focusRequest} />
            <Box hiddenFrom="sm">
              <LetterKeyboard onLetter={state.type} onBackspace={state.backspace} onToggle={state.toggleDirection} />
            </Box>
            <Text role="status" aria-live="polite" size="sm" mih="1.5em">{status}</Text>
            <Switch checked={state.pencil} onChange={(event) => state.setPencil(event.currentTarget.checked)} label={t('crossword.play.pencil')} description={t('crossword.play.pencilHelp')} />
            <Group gap="xs" wrap="wrap">
              <Button variant="light" onClick={() => runCheck('letter')} loading={check.isPending && check.variables?.scope === 'letter'} aria-describedby={checkHintId}>{t('crossword.play.checkLetter')}</Button>
              <Button variant="light" onClick={() => runCheck('word')} loading={check.isPending && check.variables?.scope === 'word'} aria-describedby={checkHintId}>{t('crossword.play.checkWord')}</Button>
              <Button variant="light" onClick={() => runCheck('grid')} loading={check.isPending && check.variables?.scope === 'grid'} aria-describedby={checkHintId}>{t('crossword.play.checkGrid')}</Button>
            </Group>
            <Text size="sm" id={checkHintId}>{t('crossword.play.checkHint')}</Text>
            <Group gap="xs" wrap="wrap">
              <Button variant="outline" onClick={() => setConfirming('letter')}>{t('crossword.play.revealLetter', { coins: puzzle.costs.letter })}</Button>
              <Button variant="outline" onClick={() => setConfirming('word')} disabled={!word}>{t('crossword.play.revealWord', { coins: puzzle.costs.word })}</Button>
            </Group>
            <Text size="sm" c="dimmed">{t('crossword.play.keysHelp')}</Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ClueLists model={model} current={word} onChoose={(target) => { state.goToWord(target); setFocusRequest((n) => n + 1); }} />
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('crossword.play.revealTitle')}
        confirmLabel={t('crossword.play.revealConfirm')}
        pending={reveal.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && runReveal(confirming)}
      >
        {confirming === 'word' && word
          ? t('crossword.play.revealWordBody', { coins: puzzle.costs.word, number: word.number, direction: t(`crossword.play.${word.direction}Short`) })
          : t('crossword.play.revealLetterBody', { coins: puzzle.costs.letter })}
      </ConfirmDialog>
    </Stack>
  );
}
