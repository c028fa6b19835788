import { Button, VisuallyHidden } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useRef, type ComponentPropsWithoutRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Point, Stroke } from '../recognizer/geometry';
import { LETTER_BOX } from '../recognizer/guides';
import { typedLetter } from '../french-letters';
import classes from '../handwriting.module.css';

export interface LetterBoxProps {
  index: number;
  count: number;
  strokes: readonly Stroke[];
  /** The letter the box holds now (read, typed or chosen), if any. */
  letter: string | undefined;
  alternatives: readonly string[];
  /** Ink drawn but not read yet (the pen may come back for an accent, or the recognizer is still loading). */
  pending: boolean;
  disabled: boolean;
  onStroke: (stroke: Stroke) => void;
  onPenDown: () => void;
  onType: (letter: string) => void;
  onChoose: (letter: string) => void;
  onClear: () => void;
  onNotALetter: (key: string) => void;
  /** Focus the next box (after a letter was typed). */
  onAdvance: () => void;
  /** Clear the previous box and focus it (Backspace in an empty box). */
  onBack: () => void;
  boxRef: (element: HTMLCanvasElement | null) => void;
}

/** Ink thickness in the recognizer's units (a 100-unit box). */
const INK_WIDTH = 3.5;

export interface InkCanvasProps extends Omit<ComponentPropsWithoutRef<'canvas'>, 'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel' | 'className' | 'ref'> {
  strokes: readonly Stroke[];
  disabled: boolean;
  onStroke: (stroke: Stroke) => void;
  onPenDown?: () => void;
  canvasRef?: (element: HTMLCanvasElement | null) => void;
}

/**
 * A box to write one letter in with a mouse, a finger or a pen: pointer events, the pointer captured while it is down,
 * the ink drawn at the screen's pixel density over the school guide lines, strokes in the recognizer's box units. The
 * spelling input's letters and the handwriting sheet's boxes both write on it; its name and keys are theirs.
 */
export function InkCanvas({ strokes, disabled, onStroke, onPenDown, canvasRef, ...rest }: InkCanvasProps) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const current = useRef<Point[] | null>(null);

  const redraw = useCallback(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const { width, height } = element.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    if (element.width !== Math.round(width * ratio) || element.height !== Math.round(height * ratio)) {
      element.width = Math.round(width * ratio);
      element.height = Math.round(height * ratio);
    }
    context.setTransform(element.width / LETTER_BOX, 0, 0, element.height / LETTER_BOX, 0, 0);
    context.clearRect(0, 0, LETTER_BOX, LETTER_BOX);
    context.lineWidth = INK_WIDTH;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = getComputedStyle(element).color;
    for (const stroke of current.current ? [...strokes, current.current] : strokes) {
      context.beginPath();
      stroke.forEach(({ x, y }, i) => (i === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
      // A single tap leaves a dot.
      if (stroke.length === 1) context.lineTo(stroke[0]!.x + 0.1, stroke[0]!.y);
      context.stroke();
    }
  }, [strokes]);

  useLayoutEffect(redraw, [redraw]);
  useEffect(() => {
    window.addEventListener('resize', redraw);
    return () => window.removeEventListener('resize', redraw);
  }, [redraw]);

  const toBox = (event: { clientX: number; clientY: number }): Point => {
    const rect = canvas.current!.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * LETTER_BOX, y: ((event.clientY - rect.top) / rect.height) * LETTER_BOX };
  };

  const penDown = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    // Drawing in a box makes it the one the keyboard acts on.
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture(event.pointerId);
    current.current = [toBox(event)];
    onPenDown?.();
    redraw();
  };
  const penMove = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!current.current) return;
    // Every position the pointer went through since the last frame, not only the last one: curves stay round.
    const positions = event.nativeEvent.getCoalescedEvents?.() ?? [];
    for (const position of positions.length > 0 ? positions : [event]) current.current.push(toBox(position));
    redraw();
  };
  const penUp = () => {
    const stroke = current.current;
    current.current = null;
    if (stroke) onStroke(stroke);
  };

  return (
    <canvas
      {...rest}
      ref={(element) => {
        canvas.current = element;
        canvasRef?.(element);
      }}
      className={classes.canvas}
      tabIndex={0}
      aria-disabled={disabled || undefined}
      onPointerDown={penDown}
      onPointerMove={penMove}
      onPointerUp={penUp}
      onPointerCancel={penUp}
    />
  );
}

/**
 * One letter: an ink box to write on, or to type into when it has the focus; under it, what was read, the other
 * readings as buttons, and a button that clears it.
 */
export function LetterBox(props: LetterBoxProps) {
  const { index, count, strokes, letter, alternatives, pending, disabled } = props;
  const { t } = useTranslation();
  const number = index + 1;
  const readingId = `handwriting-reading-${number}`;
  // The signs by their name, so a screen reader does not skip them.
  const names: Record<string, string> = { '\'': t('handwriting.apostrophe'), '-': t('handwriting.hyphen') };
  const displayed = (value: string) => names[value] ?? value;
  const shown = letter === undefined ? undefined : displayed(letter);

  const keyDown = (event: KeyboardEvent<HTMLCanvasElement>) => {
    if (disabled || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      // Backspace in an empty box goes back one, as in a text field.
      if (event.key === 'Backspace' && strokes.length === 0 && letter === undefined) props.onBack();
      else props.onClear();
      return;
    }
    if ([...event.key].length !== 1 || event.key === ' ') return;
    event.preventDefault();
    const typed = typedLetter(event.key);
    if (!typed) {
      props.onNotALetter(event.key);
      return;
    }
    props.onType(typed);
    props.onAdvance();
  };

  return (
    <div className={classes.letter}>
      <InkCanvas
        canvasRef={props.boxRef}
        strokes={strokes}
        disabled={disabled}
        onStroke={props.onStroke}
        onPenDown={props.onPenDown}
        role="textbox"
        aria-label={t('handwriting.box', { index: number, total: count })}
        aria-describedby={readingId}
        onKeyDown={keyDown}
      />
      <VisuallyHidden id={readingId}>{pending ? t('handwriting.reading') : shown ? t('handwriting.read', { letter: shown }) : t('handwriting.empty')}</VisuallyHidden>
      {/* What sighted learners see of the same (the box's description says it to everyone else). */}
      <div className={classes.reading} aria-hidden="true">
        {pending ? <span className={classes.pending}>{t('handwriting.reading')}</span> : (letter ?? <span className={classes.pending}>{t('handwriting.empty')}</span>)}
      </div>
      <div className={classes.alternatives} role="group" aria-label={t('handwriting.alternatives', { index: number })}>
        {!pending &&
          alternatives.slice(0, 3).map((alternative) => (
            <Button key={alternative} size="compact-sm" miw={32} variant="default" disabled={disabled} aria-label={t('handwriting.useAlternative', { letter: displayed(alternative), index: number })} onClick={() => props.onChoose(alternative)}>
              {alternative}
            </Button>
          ))}
      </div>
      <Button size="compact-xs" variant="subtle" disabled={disabled || (strokes.length === 0 && letter === undefined)} aria-label={t('handwriting.clearLabel', { index: number })} onClick={props.onClear}>
        {t('handwriting.clear')}
      </Button>
    </div>
  );
}
