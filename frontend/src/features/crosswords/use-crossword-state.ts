import { useCallback, useMemo, useState } from 'react';
import { directionAt, firstCell, siblingWord, step, wordAt, type Direction, type GridModel, type GridWord } from './grid-model';

export type Mark = 'right' | 'wrong';
/** A reopened grid's saved letters (a character per cell, `.` when empty), pencil flags (`1`/`0`) and verified cells. */
export interface ResumedProgress { entries: string; pencil: string; verified: readonly number[] }
export interface Cursor { cell: number; direction: Direction }

/**
 * The player's side of a grid: letters (pencilled or not), the cursor, the marks of the last checks and the bought
 * letters. Every edit is a pure step on this state, so the grid, the clue lists and the on-screen keyboard share it.
 */
export function useCrosswordState(model: GridModel, initiallyRevealed: readonly { cell: number; letter: string }[], resumed?: ResumedProgress) {
  const cellCount = model.size * model.size;
  const [letters, setLetters] = useState<string[]>(() => {
    const start = resumed ? [...resumed.entries].map((entry) => (entry === '.' ? '' : entry)) : Array<string>(cellCount).fill('');
    for (const { cell, letter } of initiallyRevealed) start[cell] = letter;
    return start;
  });
  const [pencilled, setPencilled] = useState<boolean[]>(() => (resumed ? [...resumed.pencil].map((flag) => flag === '1') : Array<boolean>(cellCount).fill(false)));
  const [revealed, setRevealed] = useState<Set<number>>(() => new Set(initiallyRevealed.map(({ cell }) => cell)));
  const [marks, setMarks] = useState<Map<number, Mark>>(() => new Map((resumed?.verified ?? []).map((cell) => [cell, 'right'])));
  const [pencil, setPencil] = useState(false);
  const start = firstCell(model);
  const [cursor, setCursorState] = useState<Cursor>({ cell: start, direction: directionAt(model, start, 'across') });

  const word = useMemo(() => wordAt(model, cursor.cell, cursor.direction), [model, cursor]);

  const setCursor = useCallback((cell: number, wanted: Direction = cursor.direction) => setCursorState({ cell, direction: directionAt(model, cell, wanted) }), [model, cursor.direction]);

  const write = useCallback((cell: number, letter: string, asPencil: boolean) => {
    if (revealed.has(cell)) return;
    setLetters((current) => current.map((value, index) => (index === cell ? letter : value)));
    setPencilled((current) => current.map((value, index) => (index === cell ? asPencil && letter !== '' : value)));
    setMarks((current) => {
      if (!current.has(cell)) return current;
      const next = new Map(current);
      next.delete(cell);
      return next;
    });
  }, [revealed]);

  /** Types a letter in the cursor's cell and moves on within the word. */
  const type = useCallback((letter: string) => {
    write(cursor.cell, letter, pencil);
    if (!word) return;
    const at = word.cells.indexOf(cursor.cell);
    if (at < word.cells.length - 1) setCursorState({ cell: word.cells[at + 1]!, direction: cursor.direction });
  }, [cursor, word, pencil, write]);

  /** Backspace: clears the cell, or when it is empty steps back in the word and clears that one. */
  const backspace = useCallback(() => {
    if (letters[cursor.cell] || !word) {
      write(cursor.cell, '', false);
      return;
    }
    const at = word.cells.indexOf(cursor.cell);
    if (at > 0) {
      const previous = word.cells[at - 1]!;
      write(previous, '', false);
      setCursorState({ cell: previous, direction: cursor.direction });
    }
  }, [cursor, word, letters, write]);

  const erase = useCallback(() => write(cursor.cell, '', false), [cursor.cell, write]);

  /** Arrow keys: the next open cell that way; the direction follows the arrow's axis where a word runs so. */
  const move = useCallback((dRow: number, dCol: number) => {
    const axis: Direction = dRow === 0 ? 'across' : 'down';
    const next = step(model, cursor.cell, dRow, dCol);
    setCursorState({ cell: next, direction: directionAt(model, next, axis) });
  }, [model, cursor.cell]);

  const toggleDirection = useCallback(() => {
    const other: Direction = cursor.direction === 'across' ? 'down' : 'across';
    if (wordAt(model, cursor.cell, other)) setCursorState({ cell: cursor.cell, direction: other });
  }, [model, cursor]);

  /** Puts the cursor on a word: its first empty cell, or its first cell. */
  const goToWord = useCallback((target: GridWord) => {
    const cell = target.cells.find((candidate) => !letters[candidate]) ?? target.cells[0]!;
    setCursorState({ cell, direction: target.direction });
  }, [letters]);

  /** Tab and Shift+Tab: the next or previous word; false past either end (the focus may then leave the grid). */
  const nextWord = useCallback((delta: 1 | -1): boolean => {
    const target = word ? siblingWord(model, word, delta) : model.words[0];
    if (!target) return false;
    goToWord(target);
    return true;
  }, [model, word, goToWord]);

  const wordEdge = useCallback((edge: 'start' | 'end') => {
    if (word) setCursorState({ cell: edge === 'start' ? word.cells[0]! : word.cells.at(-1)!, direction: cursor.direction });
  }, [word, cursor.direction]);

  /** The grid as the server reads it: a letter per cell, `.` where there is none (pencilled letters count). */
  const entries = useMemo(() => letters.map((letter) => letter || '.').join(''), [letters]);
  /** Which letters are pencilled, as the server saves it: `1` or `0` per cell. */
  const pencilMask = useMemo(() => pencilled.map((flag) => (flag ? '1' : '0')).join(''), [pencilled]);

  const applyMarks = useCallback((right: readonly number[], wrong: readonly number[]) => {
    setMarks((current) => {
      const next = new Map(current);
      for (const cell of right) next.set(cell, 'right');
      for (const cell of wrong) next.set(cell, 'wrong');
      return next;
    });
  }, []);

  const applyReveal = useCallback((cells: readonly { cell: number; letter: string }[]) => {
    setLetters((current) => {
      const next = [...current];
      for (const { cell, letter } of cells) next[cell] = letter;
      return next;
    });
    setPencilled((current) => {
      const next = [...current];
      for (const { cell } of cells) next[cell] = false;
      return next;
    });
    setRevealed((current) => new Set([...current, ...cells.map(({ cell }) => cell)]));
    setMarks((current) => {
      const next = new Map(current);
      for (const { cell } of cells) next.delete(cell);
      return next;
    });
  }, []);

  const filled = letters.filter(Boolean).length;
  const toFill = model.open.filter(Boolean).length;

  return {
    letters, pencilled, revealed, marks, pencil, setPencil, cursor, word, entries, pencilMask, filled, toFill,
    setCursor, type, backspace, erase, move, toggleDirection, goToWord, nextWord, wordEdge, applyMarks, applyReveal,
  };
}
export type CrosswordState = ReturnType<typeof useCrosswordState>;
