import { Badge, Button, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Revealed } from '../play-state';
import classes from '../quiz.module.css';

interface AnswerOptionsProps {
  options: string[];
  hidden: number[];
  selected: number | null;
  revealed?: Revealed;
  /** False once an answer is on its way or revealed. */
  canAnswer: boolean;
  onSelect: (choice: number) => void;
  onAnswer: (choice: number) => void;
}

/**
 * The answers: four in a column, or true/false as two big buttons side by side. Keys 1–4 answer at once; the arrows
 * move between the answers still shown.
 */
export function AnswerOptions({ options, hidden, selected, revealed, canAnswer, onSelect, onAnswer }: AnswerOptionsProps) {
  const { t } = useTranslation();
  const pair = options.length === 2;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const visible = options.map((_, index) => index).filter((index) => !hidden.includes(index));

  useEffect(() => {
    if (!canAnswer) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      const choice = Number(event.key) - 1;
      if (Number.isInteger(choice) && visible.includes(choice)) {
        event.preventDefault();
        onAnswer(choice);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [canAnswer, visible, onAnswer]);

  const move = (event: KeyboardEvent, from: number) => {
    const step = event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const position = visible.indexOf(from);
    const target = visible[(position + step + visible.length) % visible.length];
    if (target !== undefined) buttons.current[target]?.focus();
  };

  const items = options.map((option, index) => {
    if (hidden.includes(index)) return null;
    const isRight = revealed?.correctIndex === index;
    const isWrongChoice = revealed !== undefined && revealed.choice === index && !revealed.correct && !revealed.timedOut;
    const color = isRight ? 'teal' : isWrongChoice ? 'red' : 'indigo';
    const variant = isRight || isWrongChoice ? 'filled' : selected === index && canAnswer ? 'light' : 'default';
    return (
      <Button
        key={index}
        ref={(element) => {
          buttons.current[index] = element;
        }}
        className={pair ? classes.pairOption : classes.option}
        variant={variant}
        color={color}
        size={pair ? 'xl' : 'lg'}
        fullWidth
        justify={pair ? 'center' : 'flex-start'}
        leftSection={
          <Badge variant={isRight || isWrongChoice ? 'white' : 'light'} color={color} circle aria-hidden="true">
            {index + 1}
          </Badge>
        }
        aria-disabled={!canAnswer || undefined}
        onFocus={() => onSelect(index)}
        onKeyDown={(event) => move(event, index)}
        onClick={() => canAnswer && onAnswer(index)}
      >
        {option}
      </Button>
    );
  });
  const group = { role: 'group', 'aria-label': t('quiz.play.options') };
  return pair ? (
    <SimpleGrid cols={2} spacing="md" {...group}>
      {items}
    </SimpleGrid>
  ) : (
    <Stack gap="sm" {...group}>
      {items}
    </Stack>
  );
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}
