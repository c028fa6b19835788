import { Card, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { badgeNames, badgeTypes } from '@plume/shared/badges';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useBadges, type ProfileBadge } from '../api/get-badges';
import { badgeArt, LockIcon } from '../components/badge-icons';

/** `/quiz/badges`: the fifteen badges, unlocked ones in colour with their date, locked ones grey with their progress. */
export function BadgesRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('badges.title')} subtitle={t('badges.subtitle')} back="/quiz">
      <ProfileGate>{(profile) => <BadgeGrid profileId={profile.id} />}</ProfileGate>
    </AppPage>
  );
}

function BadgeGrid({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const badges = useBadges(profileId);
  return (
    <QueryState query={badges}>
      {(list) => {
        // Always the catalogue's order, whatever order the server answers in.
        const ordered = badgeTypes.flatMap((type) => list.filter((badge) => badge.type === type));
        const unlocked = ordered.filter((badge) => badge.status === 'unlocked').length;
        return (
          <Stack gap="xl">
            <Card withBorder radius="md">
              <Stack gap="xs">
                <Text fw={600}>{t('badges.summary', { count: unlocked, total: ordered.length })}</Text>
                <Progress value={ordered.length ? (unlocked / ordered.length) * 100 : 0} color="yellow" size="lg" radius="xl" aria-label={t('badges.summaryLabel')} />
              </Stack>
            </Card>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" component="ul" aria-label={t('badges.title')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {ordered.map((badge) => (
                <BadgeCard key={badge.type} badge={badge} />
              ))}
            </SimpleGrid>
          </Stack>
        );
      }}
    </QueryState>
  );
}

function BadgeCard({ badge: { type, status, unlockedAt, progress } }: { badge: ProfileBadge }) {
  const { t, i18n } = useTranslation();
  const format = useLocaleFormat();
  const { Icon, color } = badgeArt[type];
  const unlocked = status === 'unlocked';
  // The names the notifications use too (shared catalogue); anything but French reads the English one.
  const name = badgeNames[type][i18n.language === 'fr' ? 'fr' : 'en'];
  const percent = progress.target > 0 ? Math.min(100, (progress.current / progress.target) * 100) : 0;
  const counts = t('badges.progress', { current: format.number(progress.current), target: format.number(progress.target) });
  return (
    <Card component="li" withBorder radius="md" padding="lg" bg={unlocked ? `${color}.0` : undefined} data-testid={`badge-${type}`} data-status={status}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={56} radius="xl" variant={unlocked ? 'filled' : 'light'} color={unlocked ? color : 'gray'}>
          <Icon size={28} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Title order={2} size="h5" c={unlocked ? undefined : 'dimmed'}>
              {name}
            </Title>
            {!unlocked && (
              <Text c="dimmed" lh={0}>
                <LockIcon size={16} />
                <VisuallyHidden>{t('badges.locked')}</VisuallyHidden>
              </Text>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t(`badges.rules.${type}`)}
          </Text>
          {unlocked ? (
            <Text size="sm" fw={600} c={color}>
              {unlockedAt ? t('badges.unlockedOn', { date: format.date(unlockedAt) }) : t('badges.unlocked')}
            </Text>
          ) : (
            <Stack gap={4}>
              <Progress value={percent} color="gray" size="sm" radius="xl" aria-label={t('badges.progressLabel', { name, progress: counts })} />
              <Text size="xs" c="dimmed" ta="right">
                {counts}
              </Text>
            </Stack>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
