import { Alert, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGiveHandwriting } from '../api/contribute-handwriting';
import { LetterBox } from './components/letter-box';
import { useRecognizer } from './hooks/use-recognizer';
import type { Reading, Stroke } from './recognizer';
import type { SpellingInputProps } from '../spelling-input';
import { handwritingSamples } from './samples';
import classes from './handwriting.module.css';

interface Box {
  strokes: Stroke[];
  /** What the recognizer read in the strokes (none while the pen may still add an accent). */
  reading?: Reading;
  /** The letter the box holds when the learner typed it or chose another reading. */
  chosen?: string;
}

type Action =
  | { type: 'reset'; length: number }
  | { type: 'stroke'; index: number; stroke: Stroke }
  | { type: 'read'; index: number; reading: Reading | undefined }
  | { type: 'type'; index: number; letter: string }
  | { type: 'choose'; index: number; letter: string }
  | { type: 'clear'; index: number };

function reducer(boxes: Box[], action: Action): Box[] {
  if (action.type === 'reset') return Array.from({ length: action.length }, () => ({ strokes: [] }));
  return boxes.map((box, index) => {
    if (index !== action.index) return box;
    switch (action.type) {
      case 'stroke':
        // New ink is read again as a whole (a dot or an accent changes the letter).
        return { strokes: [...box.strokes, action.stroke] };
      case 'read':
        return box.strokes.length > 0 ? { strokes: box.strokes, reading: action.reading } : box;
      case 'type':
        return { strokes: [], chosen: action.letter };
      case 'choose': {
        // The letter given up stays on offer, first.
        const previous = letterOf(box);
        const alternatives = [previous, ...(box.reading?.alternatives ?? [])].filter((letter): letter is string => !!letter && letter !== action.letter);
        return { ...box, chosen: action.letter, reading: box.reading && { letter: box.reading.letter, alternatives } };
      }
      case 'clear':
        return { strokes: [] };
    }
  });
}

function letterOf(box: Box): string | undefined {
  return box.chosen ?? box.reading?.letter;
}

function alternativesOf(box: Box): string[] {
  const letter = letterOf(box);
  return (box.chosen !== undefined && box.reading ? [box.reading.letter, ...box.reading.alternatives] : (box.reading?.alternatives ?? [])).filter((alternative, i, all) => alternative !== letter && all.indexOf(alternative) === i);
}

/** After the pen lifts, this long without new ink and the letter is read (time to add a dot or an accent). */
const READ_AFTER_MS = 450;

/**
 * Spelling by hand: one box per letter to write in with a mouse, a finger or a pen, or to type into. Each letter is
 * read in the browser as soon as the pen rests, and what was read shows under its box with the other readings as
 * buttons: the learner corrects a misreading before submitting, so a misread letter never counts as a spelling
 * mistake. Only the word the learner sees is submitted. When the account holder consents, the ink of each written
 * letter and the letter confirmed are given in the background as the word is submitted (docs/handwriting.md).
 */
export default function HandwritingSpellingInput({ length, disabled, onSubmit }: SpellingInputProps) {
  const { t } = useTranslation();
  const recognizer = useRecognizer();
  const giveHandwriting = useGiveHandwriting();
  const [boxes, dispatch] = useReducer(reducer, length, (count) => reducer([], { type: 'reset', length: count }));
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const elements = useRef<(HTMLCanvasElement | null)[]>([]);

  useEffect(() => dispatch({ type: 'reset', length }), [length]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  // Ink waiting for the recognizer (drawn while it was loading, or resting after the last stroke) is read once both are there.
  const recognize = recognizer.status === 'ready' ? recognizer.recognize : undefined;
  const [resting, setResting] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    if (!recognize) return;
    boxes.forEach((box, index) => {
      if (box.strokes.length > 0 && !box.reading && box.chosen === undefined && resting.has(index)) {
        const reading = recognize(box.strokes);
        dispatch({ type: 'read', index, reading });
        if (reading) setAnnouncement(t('handwriting.announce', { index: index + 1, letter: reading.letter }));
      }
    });
  }, [boxes, recognize, resting, t]);

  const rest = (index: number, value: boolean) =>
    setResting((current) => {
      if (current.has(index) === value) return current;
      const next = new Set(current);
      if (value) next.add(index);
      else next.delete(index);
      return next;
    });
  const penDown = (index: number) => {
    clearTimeout(timers.current.get(index));
    rest(index, false);
  };
  const addStroke = (index: number, stroke: Stroke) => {
    dispatch({ type: 'stroke', index, stroke });
    clearTimeout(timers.current.get(index));
    timers.current.set(index, setTimeout(() => rest(index, true), READ_AFTER_MS));
  };

  const clear = (index: number) => {
    clearTimeout(timers.current.get(index));
    rest(index, false);
    dispatch({ type: 'clear', index });
  };

  const letters = boxes.map(letterOf);
  const missing = letters.filter((letter) => letter === undefined).length;
  const word = letters.map((letter) => letter ?? '').join('');
  const pendingAt = (index: number) => boxes[index]!.strokes.length > 0 && letters[index] === undefined;
  const ready = missing === 0 && boxes.length > 0 && boxes.every((_, index) => !pendingAt(index));
  const submit = () => {
    onSubmit(word);
    giveHandwriting(() => handwritingSamples(boxes.map((box, index) => ({ strokes: box.strokes, letter: letters[index] }))));
  };

  return (
    <Stack gap="sm">
      <Text id="handwriting-instructions" size="sm">
        {t('handwriting.instructions')}
      </Text>
      {recognizer.status === 'error' && <Alert color="red">{t('handwriting.loadError')}</Alert>}
      <div className={classes.boxes} aria-describedby="handwriting-instructions">
        {boxes.map((box, index) => (
          <LetterBox
            key={index}
            index={index}
            count={boxes.length}
            strokes={box.strokes}
            letter={letters[index]}
            alternatives={alternativesOf(box)}
            pending={pendingAt(index) && recognizer.status !== 'error'}
            disabled={disabled}
            boxRef={(element) => {
              elements.current[index] = element;
            }}
            onPenDown={() => penDown(index)}
            onStroke={(stroke) => addStroke(index, stroke)}
            onType={(letter) => {
              clearTimeout(timers.current.get(index));
              dispatch({ type: 'type', index, letter });
              setAnnouncement(t('handwriting.announce', { index: index + 1, letter }));
            }}
            onChoose={(letter) => {
              dispatch({ type: 'choose', index, letter });
              setAnnouncement(t('handwriting.announce', { index: index + 1, letter }));
            }}
            onClear={() => clear(index)}
            onNotALetter={(key) => setAnnouncement(t('handwriting.notALetter', { key }))}
            onAdvance={() => elements.current[index + 1]?.focus()}
            onBack={() => {
              if (index === 0) return;
              clear(index - 1);
              elements.current[index - 1]?.focus();
            }}
          />
        ))}
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Text size="sm" c="dimmed">
        {missing > 0 ? t('handwriting.incomplete', { count: missing }) : t('handwriting.check')}
      </Text>
      <div>
        <Button disabled={disabled || !ready} onClick={submit}>
          {t('handwriting.submit', { word })}
        </Button>
      </div>
    </Stack>
  );
}
