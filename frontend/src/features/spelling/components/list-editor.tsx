import { Button, CloseButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { freeSpellingWord, MAX_LIST_NAME, MAX_LIST_WORDS, MAX_SPELLING_WORD, type ListWordInput } from '@plume/shared/spelling/api';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpellingList } from '../api/get-spelling-lists';
import { useSaveSpellingList } from '../api/save-spelling-list';
import { useSearchSpellingWords } from '../api/search-spelling-words';

/** A word of the list being edited: from the bank (its id) or typed. */
interface DraftWord { word: string; wordId?: string }

const inputOf = (word: DraftWord): ListWordInput => (word.wordId ? { wordId: word.wordId } : { word: word.word });

/**
 * Creating or editing a list: its name, an optional date to know it by, and 1–50 words picked from the bank (search,
 * accents aside) or typed (French letters, hyphen, apostrophe). A typed word has no rule or sentence: only its sound.
 */
export function ListEditor({ profileId, list, onDone }: { profileId: string; list?: SpellingList; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveSpellingList();
  const headingId = useId();
  const [name, setName] = useState(list?.name ?? '');
  const [targetDate, setTargetDate] = useState(list?.targetDate ?? '');
  const [words, setWords] = useState<DraftWord[]>(list?.words.map(({ word, wordId }) => ({ word, ...(wordId ? { wordId } : {}) })) ?? []);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 250);
  const found = useSearchSpellingWords(debounced);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const full = words.length >= MAX_LIST_WORDS;

  const add = (word: DraftWord) => setWords((current) => (current.some((entry) => entry.word === word.word) || current.length >= MAX_LIST_WORDS ? current : [...current, word]));
  const addTyped = () => {
    const parsed = freeSpellingWord.safeParse(typed);
    if (!parsed.success) {
      setTypedError(t('spelling.lists.invalidWord'));
      return;
    }
    setTypedError(null);
    add({ word: parsed.data });
    setTyped('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(t('spelling.lists.nameRequired'));
      return;
    }
    setNameError(null);
    save.mutateAsync({ profileId, ...(list ? { listId: list.listId } : {}), name: name.trim(), words: words.map(inputOf), ...(targetDate ? { targetDate } : {}) }).then(onDone, () => undefined);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id={headingId}>{list ? t('spelling.lists.editTitle', { name: list.name }) : t('spelling.lists.newTitle')}</Title>
          <TextInput label={t('spelling.lists.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={MAX_LIST_NAME} required error={nameError} />
          <TextInput type="date" label={t('spelling.lists.targetDate')} description={t('spelling.lists.targetDateHint')} value={targetDate} onChange={(event) => setTargetDate(event.currentTarget.value)} />

          <Stack gap="xs">
            <Text fw={600}>{t('spelling.lists.words', { current: words.length, max: MAX_LIST_WORDS })}</Text>
            {words.length === 0 ? (
              <Text c="dimmed">{t('spelling.lists.noWord')}</Text>
            ) : (
              <Group component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="list-words">
                {words.map((word) => (
                  <Paper component="li" key={word.word} withBorder radius="xl" px="sm" py={2}>
                    <Group gap={4} wrap="nowrap">
                      <Text lang="fr">{word.word}</Text>
                      <CloseButton size="sm" aria-label={t('spelling.lists.remove', { word: word.word })} onClick={() => setWords((current) => current.filter((entry) => entry.word !== word.word))} />
                    </Group>
                  </Paper>
                ))}
              </Group>
            )}
          </Stack>

          <Stack gap="xs">
            <TextInput label={t('spelling.lists.search')} description={t('spelling.lists.searchHint')} value={query} onChange={(event) => setQuery(event.currentTarget.value)} maxLength={MAX_SPELLING_WORD} lang="fr" disabled={full} />
            {debounced.trim() && found.isSuccess && (
              found.data.length === 0 ? (
                <Text c="dimmed" role="status">{t('spelling.lists.noMatch')}</Text>
              ) : (
                <Group gap="xs" role="group" aria-label={t('spelling.lists.matches')}>
                  {found.data.map((match) => (
                    <Button key={match.wordId} variant="light" size="compact-md" onClick={() => add({ word: match.word, wordId: match.wordId })} disabled={full || words.some((entry) => entry.word === match.word)}
                      aria-label={t('spelling.lists.addMatch', { word: match.word, level: t(`spelling.levels.${match.level}`) })}>
                      {match.word} · {t(`spelling.levels.${match.level}`)}
                    </Button>
                  ))}
                </Group>
              )
            )}
            {found.isError && <Text c="red" role="alert">{found.error.message}</Text>}
          </Stack>

          <Group align="flex-end" gap="sm">
            <TextInput label={t('spelling.lists.typed')} description={t('spelling.lists.typedHint')} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} maxLength={MAX_SPELLING_WORD} error={typedError} lang="fr" disabled={full}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addTyped();
                }
              }} />
            <Button variant="light" onClick={addTyped} disabled={full || !typed.trim()}>{t('spelling.lists.addTyped')}</Button>
          </Group>

          <Group justify="flex-end">
            <Button variant="subtle" onClick={onDone}>{t('common.cancel')}</Button>
            <Button type="submit" loading={save.isPending} disabled={words.length === 0}>{t('spelling.lists.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
