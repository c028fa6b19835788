import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Account, Profile } from '@plume/shared/account';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPage } from '@/components/app-page';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ProfileGate } from '@/components/profile-gate';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useDeleteSpellingList } from '../api/delete-spelling-list';
import { useSpellingLists, type SpellingList } from '../api/get-spelling-lists';
import { ListEditor } from '../components/list-editor';

/**
 * `/voiceSpelling/voice-spelling-lists` (premium): the account holder makes word lists for each profile of the family
 * (a name, 1–50 words, maybe a date); any other profile sees the lists made for it, to practise them in any mode.
 */
export function WordListsRoute() {
  const { t } = useTranslation();
  return (
    <AppPage title={t('spelling.lists.title')} subtitle={t('spelling.lists.subtitle')} size="lg">
      <ProfileGate>{(profile, account) => (profile.isHolder ? <HolderLists account={account} holder={profile} /> : <ProfileLists profileId={profile.id} editable={false} />)}</ProfileGate>
    </AppPage>
  );
}

function HolderLists({ account, holder }: { account: Account; holder: Profile }) {
  const { t } = useTranslation();
  const [profileId, setProfileId] = useState(holder.id);
  return (
    <Stack gap="lg">
      {account.profiles.length > 1 && (
        <NativeSelect
          label={t('spelling.lists.forProfile')}
          value={profileId}
          onChange={(event) => setProfileId(event.currentTarget.value)}
          data={account.profiles.map((profile) => ({ value: profile.id, label: profile.name }))}
          maw={320}
        />
      )}
      <ProfileLists key={profileId} profileId={profileId} editable />
    </Stack>
  );
}

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; list: SpellingList };

function ProfileLists({ profileId, editable }: { profileId: string; editable: boolean }) {
  const { t } = useTranslation();
  const lists = useSpellingLists(profileId);
  const remove = useDeleteSpellingList();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<SpellingList | null>(null);

  if (editing.kind !== 'none') {
    return <ListEditor profileId={profileId} {...(editing.kind === 'edit' ? { list: editing.list } : {})} onDone={() => setEditing({ kind: 'none' })} />;
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Group gap="sm">
          <Button component={Link} to="/keyboard-spelling" variant="light">{t('spelling.lists.practiseKeyboard')}</Button>
          <Button component={Link} to="/voiceSpelling" variant="light">{t('spelling.lists.practiseVoice')}</Button>
          <Button component={Link} to="/handwriting-spelling" variant="light">{t('spelling.lists.practiseHandwriting')}</Button>
        </Group>
        {editable && <Button onClick={() => setEditing({ kind: 'new' })}>{t('spelling.lists.create')}</Button>}
      </Group>
      <QueryState query={lists}>
        {(data) => data.length === 0 ? (
          <EmptyState>{editable ? t('spelling.lists.emptyHolder') : t('spelling.lists.empty')}</EmptyState>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {data.map((list) => <ListCard key={list.listId} list={list} {...(editable ? { onEdit: () => setEditing({ kind: 'edit', list }), onDelete: () => setDeleting(list) } : {})} />)}
          </SimpleGrid>
        )}
      </QueryState>
      <ConfirmDialog
        opened={deleting !== null}
        title={t('spelling.lists.deleteTitle')}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutateAsync({ profileId, listId: deleting.listId }).then(() => setDeleting(null), () => undefined);
        }}
      >
        {t('spelling.lists.deleteBody', { name: deleting?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}

function ListCard({ list, onEdit, onDelete }: { list: SpellingList; onEdit?: () => void; onDelete?: () => void }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  return (
    <Card withBorder radius="md" padding="md" data-testid="spelling-list">
      <Stack gap="xs">
        <Title order={2} size="h4">{list.name}</Title>
        <Text size="sm" c="dimmed">
          {t('spelling.choose.words', { count: list.words.length })}
          {list.targetDate ? ` · ${t('spelling.choose.target', { date: format.date(`${list.targetDate}T12:00:00`, { dateStyle: 'long' }) })}` : ''}
        </Text>
        <Text lang="fr" lineClamp={2}>{list.words.map((word) => word.word).join(', ')}</Text>
        {onEdit && onDelete && (
          <Group gap="xs">
            <Button variant="light" size="compact-md" onClick={onEdit} aria-label={t('spelling.lists.editLabel', { name: list.name })}>{t('common.edit')}</Button>
            <Button variant="subtle" color="red" size="compact-md" onClick={onDelete} aria-label={t('spelling.lists.deleteLabel', { name: list.name })}>{t('common.delete')}</Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
