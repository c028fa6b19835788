import { Badge, Button, Group, NativeSelect, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminQuestion } from '@plume/shared/quiz/play-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { HideableItemCells } from '@/components/hideable-item-cells';
import { useAdminCategories } from '../api/get-categories';
import { useAdminQuestions, type LevelSelection } from '../api/list-questions';
import { useSaveQuestion } from '../api/save-question';
import { MAX_LEVEL, QuestionFormModal } from './question-form';

/** Category → subcategory → level, kept in the address so a reload or a shared link opens the same level. */
export function QuestionsPanel() {
  const { t } = useTranslation();
  const categories = useAdminCategories();
  const [search, setSearch] = useSearchParams();
  return (
    <QueryState query={categories}>
      {(list) => {
        const category = list.find((candidate) => candidate.id === search.get('category'));
        const subcategory = category?.subcategories.find((candidate) => candidate.id === search.get('subcategory'));
        // One level past the last lets an editor start a new level.
        const levelCount = subcategory ? Math.min(MAX_LEVEL, subcategory.levels + 1) : 0;
        const level = Number(search.get('level'));
        const selection: LevelSelection | undefined =
          category && subcategory && Number.isInteger(level) && level >= 1 && level <= levelCount ? { category: category.id, subcategory: subcategory.id, level } : undefined;
        // An empty value removes its parameter: changing the category clears the subcategory and the level.
        const select = (next: Record<string, string>) =>
          setSearch(Object.fromEntries(Object.entries({ ...Object.fromEntries(search), ...next }).filter(([, value]) => value)), { replace: true });
        const placeholder = { value: '', label: t('adminQuestions.choose'), disabled: true };
        const levelOptions = Array.from({ length: levelCount }, (_, index) => {
          const label = t('adminQuestions.levelValue', { level: index + 1 });
          return { value: String(index + 1), label: subcategory && index + 1 > subcategory.levels ? t('adminQuestions.newLevel', { label }) : label };
        });
        return (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NativeSelect
                label={t('adminQuestions.category')}
                value={category?.id ?? ''}
                onChange={(event) => select({ category: event.currentTarget.value, subcategory: '', level: '' })}
                data={[placeholder, ...list.map(({ id, name }) => ({ value: id, label: name }))]}
              />
              <NativeSelect
                label={t('adminQuestions.subcategory')}
                value={subcategory?.id ?? ''}
                onChange={(event) => select({ subcategory: event.currentTarget.value, level: '1' })}
                data={[placeholder, ...(category?.subcategories ?? []).map(({ id, name }) => ({ value: id, label: name }))]}
                disabled={!category}
              />
              <NativeSelect
                label={t('adminQuestions.level')}
                value={selection ? String(selection.level) : ''}
                onChange={(event) => select({ level: event.currentTarget.value })}
                data={[placeholder, ...levelOptions]}
                disabled={!subcategory}
              />
            </SimpleGrid>
            {selection ? <LevelQuestions selection={selection} /> : <EmptyState>{t('adminQuestions.pickLevel')}</EmptyState>}
          </Stack>
        );
      }}
    </QueryState>
  );
}

type Editing = { question: AdminQuestion } | { subcategory: string; level: number };

function LevelQuestions({ selection }: { selection: LevelSelection }) {
  const { t } = useTranslation();
  const questions = useAdminQuestions(selection);
  const save = useSaveQuestion();
  const [editing, setEditing] = useState<Editing>();
  const toggleHidden = (question: AdminQuestion) => save.mutate({ category: selection.category, question: { ...question, hidden: !question.hidden } });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed">{questions.data ? t('adminQuestions.count', { count: questions.data.length }) : ''}</Text>
        <Button onClick={() => setEditing({ subcategory: selection.subcategory, level: selection.level })}>{t('adminQuestions.add')}</Button>
      </Group>
      <QueryState query={questions}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('adminQuestions.empty')}</EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover verticalSpacing="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('adminQuestions.form.question')}</Table.Th>
                    <Table.Th>{t('adminQuestions.rightAnswer')}</Table.Th>
                    <Table.Th>{t('adminQuestions.form.difficulty')}</Table.Th>
                    <Table.Th>{t('adminQuestions.state')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('adminQuestions.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((question) => {
                    const toggling = save.isPending && save.variables.question.id === question.id;
                    return (
                      <Table.Tr key={question.id} c={question.hidden ? 'dimmed' : undefined}>
                        <Table.Td maw={360}>
                          <Text size="sm" fw={500}>
                            {question.question}
                          </Text>
                          <Group gap={6} mt={4}>
                            <Text size="xs" c="dimmed" ff="monospace">
                              {question.id}
                            </Text>
                            {question.audio && (
                              <Badge size="xs" variant="light" color="grape">
                                {t('adminQuestions.audio')}
                              </Badge>
                            )}
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{question.options[question.answer]}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={{ facile: 'teal', moyen: 'yellow', difficile: 'red' }[question.difficulty]}>
                            {t(`adminQuestions.difficulties.${question.difficulty}`)}
                          </Badge>
                        </Table.Td>
                        <HideableItemCells
                          hidden={!!question.hidden}
                          toggling={toggling}
                          onEdit={() => setEditing({ question })}
                          onToggleHidden={() => toggleHidden(question)}
                          section="adminQuestions"
                          item={question.id}
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
      <QuestionFormModal opened={!!editing} category={selection.category} target={editing ?? { subcategory: selection.subcategory, level: selection.level }} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
