import { Badge, Button, Group, NativeSelect, SimpleGrid, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { MAX_ADMIN_WORD_SEARCH_CHARS, type AdminSpellingWord } from '@plume/shared/spelling/admin';
import { spellingRuleInfo } from '@plume/shared/french/spelling-rules';
import { spellingLevels, type SpellingLevel } from '@plume/shared/spelling/words';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppPage } from '@/components/app-page';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { HideableItemCells } from '@/components/hideable-item-cells';
import { useAdminWords } from '../api/list-words';
import { useSaveWord } from '../api/save-word';
import { WordFormModal } from '../components/word-form';

const isLevel = (value: string | null): value is SpellingLevel => (spellingLevels as readonly (string | null)[]).includes(value);

/**
 * `/admin/words` (group `admin`): the spelling word bank, one level at a time (the level is in the address), with a
 * search, and a word added, edited, hidden or shown. Hidden words stay listed here and are never served to learners.
 */
export function AdminWordsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // Held here as well as in the address: the router applies an address change in a transition, and « Ajouter un
  // mot » clicked meanwhile must already add to the level just chosen.
  const [level, setLevel] = useState<SpellingLevel>(() => (isLevel(params.get('level')) ? (params.get('level') as SpellingLevel) : 'cp'));
  const chooseLevel = (next: SpellingLevel) => {
    setLevel(next);
    setParams({ level: next }, { replace: true });
  };
  const [search, setSearch] = useState('');
  // Typing stays fluid: the list follows the deferred value.
  const deferredSearch = useDeferredValue(search.trim());
  return (
    <AppPage title={t('adminWords.title')} subtitle={t('adminWords.subtitle')} size="xl">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label={t('adminWords.level')}
            value={level}
            onChange={(event) => chooseLevel(event.currentTarget.value as SpellingLevel)}
            data={spellingLevels.map((value) => ({ value, label: t(`adminWords.levels.${value}`) }))}
          />
          <TextInput type="search" label={t('adminWords.search')} description={t('adminWords.searchHint')} maxLength={MAX_ADMIN_WORD_SEARCH_CHARS} value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
        </SimpleGrid>
        <LevelWords level={level} search={deferredSearch} />
      </Stack>
    </AppPage>
  );
}

type Editing = { word: AdminSpellingWord } | { level: SpellingLevel };

function LevelWords({ level, search }: { level: SpellingLevel; search: string }) {
  const { t } = useTranslation();
  const words = useAdminWords({ level, search });
  const save = useSaveWord();
  const [editing, setEditing] = useState<Editing>();
  const toggleHidden = ({ hidden, level: _level, origin: _origin, ...word }: AdminSpellingWord) => save.mutate({ update: { ...word, hidden: !hidden } });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" role="status">
          {words.data ? t(search ? 'adminWords.found' : 'adminWords.count', { count: words.data.length }) : ''}
        </Text>
        <Button onClick={() => setEditing({ level })}>{t('adminWords.add')}</Button>
      </Group>
      <QueryState query={words}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t(search ? 'adminWords.noMatch' : 'adminWords.empty')}</EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <caption>
                  <VisuallyHidden>{t('adminWords.caption', { level: t(`adminWords.levels.${level}`) })}</VisuallyHidden>
                </caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminWords.form.word')}</Table.Th>
                    <Table.Th>{t('adminWords.rule')}</Table.Th>
                    <Table.Th>{t('adminWords.sentence')}</Table.Th>
                    <Table.Th>{t('adminWords.state')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('adminWords.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((word) => {
                    const toggling = save.isPending && 'update' in save.variables && save.variables.update.id === word.id;
                    return (
                      <Table.Tr key={word.id} c={word.hidden ? 'dimmed' : undefined}>
                        <Table.Td>
                          <Text size="sm" fw={600} lang="fr">
                            {word.word}
                          </Text>
                          <Group gap={6} mt={4}>
                            <Text size="xs" c="dimmed" ff="monospace">
                              {word.id}
                            </Text>
                            {word.origin === 'admin' && (
                              <Badge size="xs" variant="light" color="grape">
                                {t('adminWords.added')}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{spellingRuleInfo[word.rule].label}</Text>
                        </Table.Td>
                        <Table.Td maw={360}>
                          <Text size="sm" lang="fr">
                            {word.sentence}
                          </Text>
                        </Table.Td>
                        <HideableItemCells
                          hidden={!!word.hidden}
                          toggling={toggling}
                          onEdit={() => setEditing({ word })}
                          onToggleHidden={() => toggleHidden(word)}
                          section="adminWords"
                          item={word.word}
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
      <WordFormModal opened={!!editing} target={editing ?? { level }} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
