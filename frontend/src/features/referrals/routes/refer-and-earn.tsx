import { Button, Card, CopyButton, Group, Progress, Stack, Text } from '@mantine/core';
import { formatReferralCode, REFERRAL_PARAMETER } from '@plume/shared/referrals/codes';
import { useTranslation } from 'react-i18next';
import { AppPage } from '@/components/app-page';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useReferral, type Referral } from '../api/get-referral';

/** `/quiz/refer-and-earn` (premium): the account's referral code, ways to share it, and the referrals so far. */
export function ReferAndEarnRoute() {
  const { t } = useTranslation();
  const referral = useReferral();
  return (
    <AppPage title={t('referral.title')} subtitle={t('referral.subtitle')} back="/quiz">
      <QueryState query={referral}>{(data) => <ReferAndEarn referral={data} />}</QueryState>
    </AppPage>
  );
}

function ReferAndEarn({ referral }: { referral: Referral }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const code = formatReferralCode(referral.code);
  const link = `${window.location.origin}/auth/sign-up/?${REFERRAL_PARAMETER}=${referral.code}`;
  const shareData = { title: t('referral.shareTitle'), text: t('referral.shareText', { code, bonus: format.number(referral.bonus) }), url: link };
  const canShare = typeof navigator.share === 'function' && (navigator.canShare?.(shareData) ?? true);
  const target = referral.badgeAfter + 1;
  return (
    <Stack gap="xl">
      <Card withBorder radius="md">
        <Stack gap="sm" align="center" ta="center">
          <Text size="sm" c="dimmed" id="referral-code-label">
            {t('referral.codeLabel')}
          </Text>
          <Text fz={36} fw={800} ff="monospace" aria-labelledby="referral-code-label" data-testid="referral-code">
            {code}
          </Text>
          <Group justify="center">
            <CopyButton value={referral.code}>{({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? t('referral.copied') : t('referral.copyCode')}</Button>}</CopyButton>
            <CopyButton value={link}>{({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? t('referral.copied') : t('referral.copyLink')}</Button>}</CopyButton>
            {canShare && <Button onClick={() => void navigator.share(shareData).catch(() => undefined)}>{t('referral.share')}</Button>}
          </Group>
          <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {link}
          </Text>
        </Stack>
      </Card>
      <Text>{t('referral.bonus', { bonus: format.number(referral.bonus) })}</Text>
      <Stack gap="xs">
        <Text fw={600} data-testid="referral-count">
          {t('referral.referrals', { count: referral.referrals })}
        </Text>
        <Text size="sm" c="dimmed" id="referral-badge">
          {t('referral.badge', { current: Math.min(referral.referrals, target), target })}
        </Text>
        <Progress.Root>
          <Progress.Section value={(Math.min(referral.referrals, target) / target) * 100} aria-label={t('referral.badge', { current: Math.min(referral.referrals, target), target })} />
        </Progress.Root>
      </Stack>
    </Stack>
  );
}
