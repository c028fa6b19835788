import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink, useAppNavigate } from '@/components/app-link';
import { useSession } from '@/lib/session-store';

const activities = {
  quiz: { to: '/quiz', label: 'home.quizEntry.play' },
  dictation: { to: '/dictate-ai/', label: 'home.dictationEntry.play' },
} as const;

/** An activity's door (the quiz catalogue by default): signed-in people go in (the guard checks the subscription), guests are asked to log in. */
export function QuizEntry({ activity = 'quiz' }: { activity?: keyof typeof activities }) {
  const { t } = useTranslation();
  const navigate = useAppNavigate();
  const { status } = useSession();
  const [askedToLogIn, setAskedToLogIn] = useState(false);
  const { to, label } = activities[activity];
  const enter = () => (status === 'signed-in' ? navigate(to) : setAskedToLogIn(true));
  return (
    <Stack gap={6} mt="md" align="flex-start">
      <Button size="xs" variant="light" color="yellow" onClick={enter}>
        {t(label)}
      </Button>
      {askedToLogIn && (
        <Text size="sm" role="alert">
          {t('home.quizEntry.loginRequired')}{' '}
          <Anchor component={AppLink} to="/auth/login/">
            {t('nav.signIn')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
