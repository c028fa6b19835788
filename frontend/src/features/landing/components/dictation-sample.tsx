import { Badge, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HeadphonesIcon } from './feature-icons';
import classes from './landing.module.css';

/** A corrected dictation line, to show in one glance what a Plume exercise feels like. It stays French in every language. */
export function DictationSample() {
  const { t } = useTranslation();
  return (
    <Paper shadow="md" radius="lg" p="xl" withBorder>
      <Group justify="space-between">
        <Badge variant="light" size="lg" leftSection={<HeadphonesIcon size={14} />}>
          {t('home.sample.label')}
        </Badge>
        <Badge variant="light" color="orange" size="lg">
          {t('home.sample.reward')}
        </Badge>
      </Group>
      <Text lang="fr" ff="heading" fz={{ base: 20, sm: 24 }} mt="lg" lh={1.5}>
        Les oiseaux se sont{' '}
        <del className={classes.mistake}>
          <VisuallyHidden>{t('home.sample.mistakeLabel')} </VisuallyHidden>
          envolé
        </del>{' '}
        <ins className={classes.correction}>
          <VisuallyHidden>{t('home.sample.correctionLabel')} </VisuallyHidden>
          envolés
        </ins>{' '}
        vers le sud.
      </Text>
      <Text size="sm" c="dimmed" mt="md">
        {t('home.sample.explanation')}
      </Text>
    </Paper>
  );
}
