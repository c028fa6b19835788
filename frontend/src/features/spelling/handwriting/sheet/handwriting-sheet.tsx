import { Alert, Anchor, Button, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useHandwritingConsent } from '@/lib/account/handwriting-consent';
import { updateClientState, useClientState } from '@/lib/client-state';
import { useSendHandwritingSheet } from '../../api/contribute-handwriting';
import { InkCanvas } from '../components/letter-box';
import type { Stroke } from '../recognizer';
import { handwritingSamples } from '../samples';
import { handwritingSheets } from './sheet-letters';
import classes from '../handwriting.module.css';

/**
 * « Une feuille de lettres » (/profile/handwriting-sheet): families who consented write each letter of a short sheet
 * by hand, to measure and train the recognizer on real hands (docs/handwriting.md, « Real samples »). The letter of
 * each box is the sheet's, so nothing is read; the boxes that hold ink are sent together, under one `setId`.
 */
export function HandwritingSheetRoute() {
  const { t } = useTranslation();
  const consent = useHandwritingConsent();
  return (
    <Container size="md" py={{ base: 32, md: 56 }}>
      <title>{`${t('handwritingSheet.title')} — Plume`}</title>
      <Title order={1} mb="md">
        {t('handwritingSheet.title')}
      </Title>
      <Stack gap="lg">
        <Stack gap="xs">
          <Text>{t('handwritingSheet.intro')}</Text>
          <Text>{t('handwritingSheet.kept')}</Text>
          <Text>
            {t('handwritingSheet.stop')}{' '}
            <Anchor component={Link} to="/profile/">
              {t('handwritingSheet.account')}
            </Anchor>
          </Text>
        </Stack>
        <QueryState query={consent}>{(data) => (data.consent ? <Sheets /> : <ConsentOff />)}</QueryState>
      </Stack>
    </Container>
  );
}

function ConsentOff() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" title={t('handwritingSheet.offTitle')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('handwritingSheet.off')}</Text>
        <Button component={Link} to="/profile/">
          {t('handwritingSheet.turnOn')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * One sheet at a time; the next one starts empty, with a set id of its own. The page opens on the sheet after the one
 * this profile last sent on this device.
 */
function Sheets() {
  const { activeProfileId, nextHandwritingSheet } = useClientState();
  const profile = activeProfileId ?? 'holder';
  const [sheet, setSheet] = useState(() => (nextHandwritingSheet[profile] ?? 0) % handwritingSheets.length);
  const after = (sheet + 1) % handwritingSheets.length;
  const sent = () => updateClientState((state) => ({ ...state, nextHandwritingSheet: { ...state.nextHandwritingSheet, [profile]: after } }));
  return <Sheet key={sheet} number={sheet + 1} letters={handwritingSheets[sheet]!} onSent={sent} onNext={() => setSheet(after)} />;
}

function Sheet({ number, letters, onSent, onNext }: { number: number; letters: readonly string[]; onSent: () => void; onNext: () => void }) {
  const { t } = useTranslation();
  const [boxes, setBoxes] = useState<Stroke[][]>(() => letters.map(() => []));
  const [given, setGiven] = useState<number | null>(null);
  const send = useSendHandwritingSheet();
  // The set id of the letters last sent: sending the same letters again (after a failure) reuses it, so they are kept
  // once; any change to them makes a new set.
  const attempt = useRef<{ setId: string; letters: string } | null>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  const samples = handwritingSamples(boxes.map((strokes, index) => ({ strokes, letter: letters[index] })));
  const headingId = useId();

  useEffect(() => {
    if (given !== null) thanks.current?.focus();
  }, [given]);

  const change = (index: number, strokes: (current: Stroke[]) => Stroke[]) => setBoxes((all) => all.map((box, i) => (i === index ? strokes(box) : box)));
  const submit = () => {
    const key = JSON.stringify(samples);
    if (attempt.current?.letters !== key) attempt.current = { setId: crypto.randomUUID(), letters: key };
    const count = samples.length;
    send.mutate({ setId: attempt.current.setId, letters: samples }, {
      onSuccess: () => {
        setGiven(count);
        onSent();
      },
    });
  };

  if (given !== null) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={2} ref={thanks} tabIndex={-1}>
          {t('handwritingSheet.thanks', { count: given })}
        </Title>
        <Group gap="sm">
          <Button onClick={onNext}>{t('handwritingSheet.next')}</Button>
          <Button component={Link} to="/profile/" variant="default">
            {t('handwritingSheet.back')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {t('handwritingSheet.sheet', { number, total: handwritingSheets.length })}
      </Title>
      <Text>{t('handwritingSheet.instructions')}</Text>
      <div className={classes.boxes}>
        {letters.map((letter, index) => (
          <SheetBox
            key={index}
            letter={letter}
            index={index}
            total={letters.length}
            strokes={boxes[index]!}
            disabled={send.isPending}
            onStroke={(stroke) => change(index, (strokes) => [...strokes, stroke])}
            onClear={() => change(index, () => [])}
          />
        ))}
      </div>
      {send.error && (
        <Alert color="red" role="alert" title={t('handwritingSheet.failed')}>
          {send.error.message} {t('handwritingSheet.keep')}
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={submit} disabled={samples.length === 0} loading={send.isPending}>
          {t('handwritingSheet.send', { count: samples.length })}
        </Button>
        {samples.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('handwritingSheet.none')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

interface SheetBoxProps {
  letter: string;
  index: number;
  total: number;
  strokes: readonly Stroke[];
  disabled: boolean;
  onStroke: (stroke: Stroke) => void;
  onClear: () => void;
}

/** The letter asked, shown above its box; the box named after it; « Recommencer » (or Delete) clears its ink. */
function SheetBox({ letter, index, total, strokes, disabled, onStroke, onClear }: SheetBoxProps) {
  const { t } = useTranslation();
  const stateId = useId();
  const keyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (disabled || (event.key !== 'Backspace' && event.key !== 'Delete')) return;
    event.preventDefault();
    onClear();
  };
  return (
    <div className={classes.letter}>
      <div className={classes.reading} aria-hidden="true">
        {letter}
      </div>
      <InkCanvas
        strokes={strokes}
        disabled={disabled}
        onStroke={onStroke}
        role="img"
        aria-label={t('handwritingSheet.box', { letter, index: index + 1, total })}
        aria-describedby={stateId}
        onKeyDown={keyDown}
      />
      <VisuallyHidden id={stateId}>{strokes.length > 0 ? t('handwritingSheet.written') : t('handwritingSheet.empty')}</VisuallyHidden>
      <Button size="compact-xs" variant="subtle" disabled={disabled || strokes.length === 0} aria-label={t('handwritingSheet.restartLabel', { letter, index: index + 1 })} onClick={onClear}>
        {t('handwritingSheet.restart')}
      </Button>
    </div>
  );
}
