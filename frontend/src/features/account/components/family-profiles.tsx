import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { MAX_PROFILES, type Profile } from '@plume/shared/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ProfileAvatar } from '@/components/profile-avatar';
import { useDeleteProfile } from '../api/delete-profile';
import { ProfileFormModal } from './profile-form';
import { Section } from './section';

type Editing = { kind: 'new' } | { kind: 'edit'; profile: Profile };

export function FamilyProfiles({ profiles }: { profiles: Profile[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<Profile>();
  const deleteProfile = useDeleteProfile();
  const full = profiles.length >= MAX_PROFILES;

  return (
    <Section title={t('account.profiles.title')} description={t('account.profiles.description', { max: MAX_PROFILES })}>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {profiles.map((profile) => (
          <Group component="li" key={profile.id} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <ProfileAvatar avatar={profile.avatar} size={44} radius={44} />
              <div>
                <Text fw={600}>{profile.name}</Text>
                <Group gap={6}>
                  <Text size="sm" c="dimmed">
                    {t(`account.ageBands.${profile.ageBand}`)}
                  </Text>
                  {profile.isHolder && <Badge variant="light">{t('account.profiles.holder')}</Badge>}
                  {profile.timeAccommodation !== 'standard' && (
                    <Badge variant="light" color="teal">
                      {t('account.profiles.accommodated')}
                    </Badge>
                  )}
                  {profile.hasPin && (
                    <Badge variant="light" color="gray">
                      {t('account.profiles.pinProtected')}
                    </Badge>
                  )}
                </Group>
              </div>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Button variant="subtle" size="xs" onClick={() => setEditing({ kind: 'edit', profile })} aria-label={t('account.profiles.editNamed', { name: profile.name })}>
                {t('common.edit')}
              </Button>
              {!profile.isHolder && (
                <Button variant="subtle" color="red" size="xs" onClick={() => setDeleting(profile)} aria-label={t('account.profiles.deleteNamed', { name: profile.name })}>
                  {t('common.delete')}
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
      <Group>
        <Button onClick={() => setEditing({ kind: 'new' })} disabled={full}>
          {t('account.profiles.add')}
        </Button>
        {full && (
          <Text size="sm" c="dimmed">
            {t('messages.profile_limit')}
          </Text>
        )}
      </Group>
      <ProfileFormModal opened={!!editing} profile={editing?.kind === 'edit' ? editing.profile : undefined} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        opened={!!deleting}
        title={t('account.profiles.deleteTitle', { name: deleting?.name })}
        confirmLabel={t('common.delete')}
        pending={deleteProfile.isPending}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => deleting && deleteProfile.mutate(deleting.id, { onSuccess: () => setDeleting(undefined) })}
      >
        {t('account.profiles.deleteBody')}
      </ConfirmDialog>
    </Section>
  );
}
