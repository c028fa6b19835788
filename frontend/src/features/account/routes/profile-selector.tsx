import { Button, Container, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Profile } from '@plume/shared/account';
import { subscriptionIsActive } from '@plume/shared/plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ProfileAvatar } from '@/components/profile-avatar';
import { QueryState } from '@/components/query-state';
import { useActiveProfile } from '@/lib/account/active-profile';
import { useAccount } from '@/lib/account/get-account';
import { setActiveProfile } from '@/lib/client-state';
import { PinPrompt } from '../components/pin-prompt';
import { Welcome } from '../components/welcome';
import classes from '../account.module.css';

/** «Qui joue ?»: each family member picks their profile; protected ones ask for their code first. */
export function ProfileSelectorRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useAccount();
  const activeProfile = useActiveProfile(account.data);
  const [locked, setLocked] = useState<Profile>();

  // A subscriber goes to their home (what to do today); anyone else to the site's home page, as before.
  const play = (profile: Profile) => {
    setActiveProfile(profile.id);
    void navigate(account.data && subscriptionIsActive(account.data) ? '/home' : '/');
  };

  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      <title>{`${t('account.selector.title')} — Plume`}</title>
      <Stack align="center" gap="xs" mb={40}>
        <Title order={1}>{t('account.selector.title')}</Title>
        <Text c="dimmed">{t('account.selector.subtitle')}</Text>
      </Stack>
      <QueryState query={account}>
        {({ profiles, isNewUser }) => (
          <>
            {/* « Ajoutez un profil » is for a family that has only the holder's profile: one that has several knows already. */}
            {isNewUser && profiles.length < 2 && <Welcome />}
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xl" component="ul" className={classes.profileGrid}>
              {profiles.map((profile) => (
                <li key={profile.id}>
                  <UnstyledButton
                    className={classes.profileButton}
                    onClick={() => (profile.hasPin ? setLocked(profile) : play(profile))}
                    aria-current={profile.id === activeProfile?.id ? 'true' : undefined}
                    aria-label={profile.hasPin ? t('account.selector.lockedProfile', { name: profile.name }) : profile.name}
                  >
                    <ProfileAvatar avatar={profile.avatar} size={96} radius={96} />
                    <Text fw={600} mt="sm" aria-hidden="true">
                      {profile.name}
                    </Text>
                    {profile.hasPin && (
                      <Text size="xs" c="dimmed" aria-hidden="true">
                        {t('account.selector.locked')}
                      </Text>
                    )}
                  </UnstyledButton>
                </li>
              ))}
            </SimpleGrid>
          </>
        )}
      </QueryState>
      <Stack align="center" mt={48}>
        <Button component={Link} to="/profile/" variant="default">
          {t('account.selector.manage')}
        </Button>
      </Stack>
      <PinPrompt profile={locked} onClose={() => setLocked(undefined)} onUnlocked={play} />
    </Container>
  );
}
