import { Button, Group, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const LETTERS = 'AZERTYUIOPQSDFGHJKLMWXCVBN'.split('');

interface LetterKeyboardProps {
  onLetter: (letter: string) => void;
  onBackspace: () => void;
  onToggle: () => void;
}

/** An on-screen AZERTY keyboard for narrow screens (phones show no physical keyboard for a grid of cells). */
export function LetterKeyboard({ onLetter, onBackspace, onToggle }: LetterKeyboardProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('crossword.play.keyboard')}>
      <SimpleGrid cols={10} spacing={4} verticalSpacing={4}>
        {LETTERS.map((letter) => (
          <Button key={letter} variant="default" size="compact-md" px={0} onClick={() => onLetter(letter)}>
            {letter}
          </Button>
        ))}
      </SimpleGrid>
      <Group grow mt={4} gap={4}>
        <Button variant="default" size="compact-md" onClick={onToggle}>{t('crossword.play.toggle')}</Button>
        <Button variant="default" size="compact-md" onClick={onBackspace} aria-label={t('crossword.play.erase')}>⌫</Button>
      </Group>
    </div>
  );
}
