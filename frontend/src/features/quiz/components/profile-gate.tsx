import type { Profile } from '@plume/shared/account';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { useQuizProfile } from '../use-quiz-profile';
import { EmptyState } from './empty-state';

/** Renders its content once the playing profile is known (the account loads first). */
export function ProfileGate({ children }: { children: (profile: Profile) => ReactNode }) {
  const { t } = useTranslation();
  const { account, profile } = useQuizProfile();
  return (
    <QueryState query={account}>
      {() =>
        profile ? (
          children(profile)
        ) : (
          <EmptyState
            action={
              <Button component={Link} to="/profileselector">
                {t('quiz.chooseProfile')}
              </Button>
            }
          >
            {t('quiz.noProfile')}
          </EmptyState>
        )
      }
    </QueryState>
  );
}
