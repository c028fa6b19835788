import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { letterOf, type GridModel } from '../grid-model';
import type { CrosswordState } from '../use-crossword-state';
import classes from '../crosswords.module.css';

interface CrosswordGridProps {
  model: GridModel;
  state: CrosswordState;
  /** Bumped to move the focus into the grid (a clue was chosen). */
  focusRequest: number;
}

/**
 * The grid, keyboard first: one cell holds the focus (roving tabindex). Arrows move, a letter fills and moves on,
 * Backspace clears, Space turns across/down, Tab and Shift+Tab go to the next or previous word (and leave the grid
 * past the last or first), Home and End go to the ends of the word.
 */
export function CrosswordGrid({ model, state, focusRequest }: CrosswordGridProps) {
  const { t } = useTranslation();
  const gridRef = useRef<HTMLDivElement>(null);
  const cellRefs = useRef<(HTMLDivElement | null)[]>([]);
  const { cursor, word } = state;

  // The focus follows the cursor while it is in the grid, or when a clue asked for it.
  const lastRequest = useRef(focusRequest);
  useEffect(() => {
    const requested = lastRequest.current !== focusRequest;
    lastRequest.current = focusRequest;
    if (requested || gridRef.current?.contains(document.activeElement)) cellRefs.current[cursor.cell]?.focus({ preventScroll: !requested });
  }, [cursor.cell, focusRequest]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const handled = (() => {
      switch (event.key) {
        case 'ArrowRight': state.move(0, 1); return true;
        case 'ArrowLeft': state.move(0, -1); return true;
        case 'ArrowDown': state.move(1, 0); return true;
        case 'ArrowUp': state.move(-1, 0); return true;
        case ' ': state.toggleDirection(); return true;
        case 'Backspace': state.backspace(); return true;
        case 'Delete': state.erase(); return true;
        case 'Home': state.wordEdge('start'); return true;
        case 'End': state.wordEdge('end'); return true;
        case 'Tab': return state.nextWord(event.shiftKey ? -1 : 1);
        default: {
          const letter = letterOf(event.key);
          if (!letter) return false;
          state.type(letter);
          return true;
        }
      }
    })();
    if (handled) event.preventDefault();
  };

  const size = model.size;
  const rows = Array.from({ length: size }, (_, row) => row);
  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={t('crossword.play.gridLabel', { size })}
      aria-describedby="crossword-current-clue"
      className={classes.grid}
      style={{ gridTemplateColumns: `repeat(${size}, minmax(0, 1fr))` }}
      onKeyDown={onKeyDown}
    >
      {rows.map((row) => (
        <div role="row" key={row} className={classes.row}>
          {Array.from({ length: size }, (_, col) => {
            const cell = row * size + col;
            if (!model.open[cell]) return <div role="gridcell" key={cell} aria-label={t('crossword.play.blackCell')} className={`${classes.cell} ${classes.black}`} />;
            const letter = state.letters[cell];
            const mark = state.marks.get(cell);
            const number = model.numbers.get(cell);
            const active = cell === cursor.cell;
            const className = [
              classes.cell,
              word?.cells.includes(cell) && classes.inWord,
              active && classes.active,
              state.pencilled[cell] && classes.pencilled,
              state.revealed.has(cell) && classes.revealed,
              mark === 'wrong' && classes.wrong,
              mark === 'right' && classes.right,
            ].filter(Boolean).join(' ');
            const label = [
              number ? t('crossword.play.cellNumber', { number }) : '',
              t('crossword.play.cellPosition', { row: row + 1, col: col + 1 }),
              letter ? t('crossword.play.cellLetter', { letter }) : t('crossword.play.cellEmpty'),
              state.pencilled[cell] ? t('crossword.play.cellPencil') : '',
              state.revealed.has(cell) ? t('crossword.play.cellRevealed') : '',
              mark ? t(`crossword.play.mark.${mark}`) : '',
            ].filter(Boolean).join(', ');
            return (
              <div
                role="gridcell"
                key={cell}
                ref={(element) => { cellRefs.current[cell] = element; }}
                tabIndex={active ? 0 : -1}
                aria-label={label}
                aria-selected={active}
                data-cell={cell}
                className={className}
                onClick={() => (active ? state.toggleDirection() : state.setCursor(cell))}
              >
                {number && <span className={classes.number} aria-hidden>{number}</span>}
                <span aria-hidden>{letter}</span>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
