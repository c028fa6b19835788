import { Button } from '@mantine/core';
import type { Account, Profile } from '@plume/shared/account';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveProfile } from '@/lib/account/active-profile';
import { useAccount } from '@/lib/account/get-account';
import { EmptyState } from './empty-state';
import { QueryState } from './query-state';

/** Renders its content once the profile playing on this device is known (the account loads first). */
export function ProfileGate({ children }: { children: (profile: Profile, account: Account) => ReactNode }) {
  const { t } = useTranslation();
  const account = useAccount();
  const profile = useActiveProfile(account.data);
  return (
    <QueryState query={account}>
      {(data) =>
        profile ? (
          children(profile, data)
        ) : (
          <EmptyState
            action={
              <Button component={Link} to="/profileselector">
                {t('common.chooseProfile')}
              </Button>
            }
          >
            {t('common.noProfile')}
          </EmptyState>
        )
      }
    </QueryState>
  );
}
