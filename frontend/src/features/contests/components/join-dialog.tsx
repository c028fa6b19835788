import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '@/lib/locale-format';
import { useJoinContest } from '../api/join-contest';
import type { PlayerContest } from '../api/list-contests';

interface JoinDialogProps {
  contest: PlayerContest | undefined;
  profileId: string;
  balance: number;
  onClose: () => void;
}

/** « Participer » asks first: the fee, the coins the profile has and what will be left. */
export function JoinDialog({ contest, profileId, balance, onClose }: JoinDialogProps) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const join = useJoinContest();
  const fee = contest?.entryFee ?? 0;
  const missing = Math.max(0, fee - balance);
  return (
    <Dialog opened={contest !== undefined} onClose={onClose} title={contest ? t('contests.confirmTitle', { title: contest.title }) : ''} centered>
      <Stack gap="md">
        <Text>{fee > 0 ? t('contests.confirmFee', { count: fee, fee: format.number(fee), balance: format.number(balance), after: format.number(balance - fee) }) : t('contests.confirmFree')}</Text>
        <Text size="sm" c="dimmed">
          {t('contests.confirmOnce')}
        </Text>
        {missing > 0 && (
          <Alert color="orange" role="alert">
            {t('contests.notEnough', { count: missing, missing: format.number(missing) })}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={missing > 0}
            loading={join.isPending}
            onClick={() => contest && join.mutate({ profileId, contestId: contest.id }, { onSuccess: onClose })}
          >
            {t('contests.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
