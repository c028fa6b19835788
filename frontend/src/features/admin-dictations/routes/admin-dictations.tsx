import { Badge, Button, Group, NativeSelect, SimpleGrid, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { MAX_ADMIN_PASSAGE_SEARCH_CHARS, type AdminDictationPassage } from '@plume/shared/dictation/admin';
import { dictationLevels, type DictationLevel } from '@plume/shared/dictation/passage';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { HideableItemCells } from '@/components/hideable-item-cells';
import { QueryState } from '@/components/query-state';
import { useAdminPassages } from '../api/list-passages';
import { useSavePassage } from '../api/save-passage';
import { PassageFormModal } from '../components/passage-form';

const isLevel = (value: string | null): value is DictationLevel => (dictationLevels as readonly (string | null)[]).includes(value);

/**
 * `/admin/dictations` (group `admin`): the dictation passages, one level at a time (the level is in the address), with a
 * search, and a passage added, edited, hidden or shown. Hidden passages stay listed here and are never dictated again.
 */
export function AdminDictationsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // Held here as well as in the address: the router applies an address change in a transition, and « Ajouter une
  // dictée » clicked meanwhile must already add to the level just chosen.
  const [level, setLevel] = useState<DictationLevel>(() => (isLevel(params.get('level')) ? (params.get('level') as DictationLevel) : 'ce1'));
  const chooseLevel = (next: DictationLevel) => {
    setLevel(next);
    setParams({ level: next }, { replace: true });
  };
  const [search, setSearch] = useState('');
  // Typing stays fluid: the list follows the deferred value.
  const deferredSearch = useDeferredValue(search.trim());
  return (
    <AppPage title={t('adminDictations.title')} subtitle={t('adminDictations.subtitle')} size="xl">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('adminDictations.level')}
            value={level}
            onChange={(event) => chooseLevel(event.currentTarget.value as DictationLevel)}
            data={dictationLevels.map((value) => ({ value, label: t(`dictationTerms.levels.${value}`) }))}
          />
          <TextInput type="search" label={t('adminDictations.search')} description={t('adminDictations.searchHint')} maxLength={MAX_ADMIN_PASSAGE_SEARCH_CHARS} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
        </SimpleGrid>
        <LevelPassages level={level} search={deferredSearch} />
      </Stack>
    </AppPage>
  );
}

type Editing = { passage: AdminDictationPassage } | { level: DictationLevel };

function LevelPassages({ level, search }: { level: DictationLevel; search: string }) {
  const { t } = useTranslation();
  const passages = useAdminPassages({ level, search });
  const save = useSavePassage();
  const [editing, setEditing] = useState<Editing>();
  const toggleHidden = ({ hidden, level: _level, origin: _origin, coverage: _coverage, ...passage }: AdminDictationPassage) => save.mutate({ update: { ...passage, hidden: !hidden } });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" role="status">
          {passages.data ? t(search ? 'adminDictations.found' : 'adminDictations.count', { count: passages.data.length }) : ''}
        </Text>
        <Button onClick={() => setEditing({ level })}>{t('adminDictations.add')}</Button>
      </Group>
      <QueryState query={passages}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t(search ? 'adminDictations.noMatch' : 'adminDictations.empty')}</EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={820}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <caption>
                  <VisuallyHidden>{t('adminDictations.caption', { level: t(`dictationTerms.levels.${level}`) })}</VisuallyHidden>
                </caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminDictations.form.title')}</Table.Th>
                    <Table.Th>{t('adminDictations.text')}</Table.Th>
                    <Table.Th>{t('adminDictations.size')}</Table.Th>
                    <Table.Th>{t('adminDictations.state')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('adminDictations.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((passage) => {
                    const toggling = save.isPending && 'update' in save.variables && save.variables.update.id === passage.id;
                    return (
                      <Table.Tr key={passage.id} c={passage.hidden ? 'dimmed' : undefined}>
                        <Table.Td>
                          <Text size="sm" fw={600} lang="fr">
                            {passage.title}
                          </Text>
                          {passage.source && (
                            <Text size="xs" c="dimmed" lang="fr">
                              {passage.source.author}, {passage.source.work}
                            </Text>
                          )}
                          <Group gap={6} mt={4}>
                            <Text size="xs" c="dimmed" ff="monospace">
                              {passage.id}
                            </Text>
                            {passage.origin === 'admin' && (
                              <Badge size="xs" variant="light" color="grape">
                                {t('adminDictations.added')}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td maw={420}>
                          <Text size="sm" lang="fr" lineClamp={3}>
                            {passage.text}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{t('adminDictations.groupCount', { count: passage.groups.length })}</Text>
                          <Text size="xs" c="dimmed">
                            {t('adminDictations.coverage', { known: passage.coverage.known, count: passage.coverage.words })}
                          </Text>
                        </Table.Td>
                        <HideableItemCells
                          hidden={passage.hidden}
                          toggling={toggling}
                          onEdit={() => setEditing({ passage })}
                          onToggleHidden={() => toggleHidden(passage)}
                          section="adminDictations"
                          item={passage.title}
                        />
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      <PassageFormModal opened={!!editing} target={editing ?? { level }} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
