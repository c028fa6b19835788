import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Direction, GridModel, GridWord } from '../grid-model';
import classes from '../crosswords.module.css';

interface ClueListsProps {
  model: GridModel;
  current: GridWord | undefined;
  onChoose: (word: GridWord) => void;
}

/** « Horizontalement » and « Verticalement »: choosing a clue puts the cursor on its word. */
export function ClueLists({ model, current, onChoose }: ClueListsProps) {
  const { t } = useTranslation();
  const list = (direction: Direction) => (
    <Stack gap={4}>
      <Title order={2} size="h4" id={`crossword-clues-${direction}`}>{t(`crossword.play.${direction}`)}</Title>
      <ul className={classes.clueList} aria-labelledby={`crossword-clues-${direction}`}>
        {model.words.filter((word) => word.direction === direction).map((word) => (
          <li key={word.number}>
            <button
              type="button"
              className={`${classes.clueButton} ${word === current ? classes.clueCurrent : ''}`}
              aria-current={word === current ? 'true' : undefined}
              onClick={() => onChoose(word)}
            >
              <strong>{word.number}.</strong> {word.clue} ({word.length})
            </button>
          </li>
        ))}
      </ul>
    </Stack>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 1 }} spacing="md">
      {list('across')}
      {list('down')}
    </SimpleGrid>
  );
}
