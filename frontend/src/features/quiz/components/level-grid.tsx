import { Alert, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LevelState } from '../api/schemas';
import classes from '../quiz.module.css';
import { CheckIcon, LockIcon } from './quiz-icons';

/** Levels to play in order (quiz zone, math mania): a played one shows a tick, a locked one says why when pressed. */
export function LevelGrid({ levels, playPath }: { levels: LevelState[]; playPath: (level: number) => string }) {
  const { t } = useTranslation();
  const [lockedClicked, setLockedClicked] = useState<number>();
  return (
    <Stack gap="lg">
      {lockedClicked !== undefined && (
        <Alert color="orange" role="alert" withCloseButton onClose={() => setLockedClicked(undefined)} closeButtonLabel={t('common.close')}>
          {t('quiz.levels.locked')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {levels.map(({ level, played, unlocked }) => {
          const name = t('quiz.levels.level', { level });
          const status = played ? t('quiz.levels.played') : unlocked ? undefined : t('quiz.levels.lockedLabel');
          const content = (
            <>
              {played ? (
                <CheckIcon size={32} color="var(--mantine-color-teal-6)" />
              ) : unlocked ? (
                <Text fz={28} lh="32px" aria-hidden="true">
                  {level}
                </Text>
              ) : (
                <LockIcon size={28} />
              )}
              <Text fw={600}>{name}</Text>
              {status && (
                <Text size="xs" c="dimmed">
                  {status}
                </Text>
              )}
            </>
          );
          return (
            <li key={level}>
              {unlocked ? (
                <UnstyledButton component={Link} to={playPath(level)} className={classes.level} data-played={played || undefined}>
                  {content}
                </UnstyledButton>
              ) : (
                <UnstyledButton className={classes.level} data-locked onClick={() => setLockedClicked(level)}>
                  {content}
                </UnstyledButton>
              )}
            </li>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
