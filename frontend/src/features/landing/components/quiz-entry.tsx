import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSession } from '@/lib/session';

/** The quiz catalogue's door: signed-in people go in (the guard checks the subscription), guests are asked to log in. */
export function QuizEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status } = useSession();
  const [askedToLogIn, setAskedToLogIn] = useState(false);
  const enter = () => (status === 'signed-in' ? void navigate('/quiz') : setAskedToLogIn(true));
  return (
    <Stack gap={6} mt="md" align="flex-start">
      <Button size="xs" variant="light" color="yellow" onClick={enter}>
        {t('home.quizEntry.play')}
      </Button>
      {askedToLogIn && (
        <Text size="sm" role="alert">
          {t('home.quizEntry.loginRequired')}{' '}
          <Anchor component={Link} to="/auth/login/">
            {t('nav.signIn')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
