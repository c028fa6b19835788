import { Group, NativeSelect, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { adminAddSpellingWordRequestSchema, adminUpdateSpellingWordRequestSchema, type AdminSpellingWord } from '@plume/shared/spelling/admin';
import { spellingRuleInfo, spellingRules } from '@plume/shared/french/spelling-rules';
import { spellingLevels, wordCategories, type SpellingLevel, type SpellingWord } from '@plume/shared/spelling/words';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/form-actions';
import { useSaveWord } from '../api/save-word';
import { useContentForm } from '@/lib/content-form';
import { MutationError } from '@/components/mutation-error';

type Draft = Omit<SpellingWord, 'id' | 'gender'> & { gender: '' | 'm' | 'f'; hidden: boolean };
type Field = 'word' | 'sentence';

interface WordFormModalProps {
  opened: boolean;
  /** The word being edited, or the level a new word goes to. */
  target: { word: AdminSpellingWord } | { level: SpellingLevel };
  onClose: () => void;
}

/** Adds or edits a bank word; the shared request schema checks it before it is sent, and the server again. */
export function WordFormModal({ opened, target, onClose }: WordFormModalProps) {
  const { t } = useTranslation();
  const editing = 'word' in target;
  return (
    <Dialog opened={opened} onClose={onClose} title={t(editing ? 'adminWords.form.editTitle' : 'adminWords.form.newTitle')} size="lg">
      {/* Mounted per opening, so the form starts from the word being edited. */}
      {opened && <WordForm target={target} onDone={onClose} />}
    </Dialog>
  );
}

const draftOf = (target: WordFormModalProps['target']): Draft =>
  'word' in target
    ? { word: target.word.word, level: target.word.level, category: target.word.category, gender: target.word.gender ?? '', rule: target.word.rule, sentence: target.word.sentence, hidden: target.word.hidden }
    : { word: '', level: target.level, category: 'nom', gender: '', rule: 'lettres-simples', sentence: '', hidden: false };

function WordForm({ target, onDone }: { target: WordFormModalProps['target']; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveWord();
  // Only the checked fields' changes make their messages out of date.
  const { draft, errors, change, onSubmit } = useContentForm<Draft, Field>(() => draftOf(target), (key) => key === 'word' || key === 'sentence');

  const submit = onSubmit(
    ({ hidden, gender, level, ...fields }) => {
      const word = { ...fields, ...(gender && fields.category === 'nom' ? { gender } : {}) };
      return 'word' in target
        ? { update: adminUpdateSpellingWordRequestSchema.safeParse({ ...word, id: target.word.id, version: target.word.version, hidden }) }
        : { add: adminAddSpellingWordRequestSchema.safeParse({ ...word, level }) };
    },
    (issue) => {
      const field = issue.path[0];
      if (field !== 'word' && field !== 'sentence') return undefined;
      return [field, t(issue.message === 'spelling_sentence_missing_word' ? 'adminWords.form.sentenceMissingWord' : `adminWords.form.invalid.${field}`)];
    },
    (request) => save.mutate(request, { onSuccess: onDone }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <MutationError error={save.error} />
        <Group grow align="flex-start">
          <TextInput label={t('adminWords.form.word')} required maxLength={40} value={draft.word} onChange={(event) => change('word', event.currentTarget.value)} error={errors.word} data-autofocus />
          <NativeSelect
            label={t('adminWords.level')}
            value={draft.level}
            disabled={'word' in target}
            description={'word' in target ? t('adminWords.form.levelFixed') : undefined}
            onChange={(event) => change('level', event.currentTarget.value as SpellingLevel)}
            data={spellingLevels.map((level) => ({ value: level, label: t(`adminWords.levels.${level}`) }))}
          />
        </Group>
        <Group grow align="flex-start">
          <NativeSelect
            label={t('adminWords.form.category')}
            value={draft.category}
            onChange={(event) => change('category', event.currentTarget.value as Draft['category'])}
            data={wordCategories.map((category) => ({ value: category, label: t(`adminWords.categories.${category}`) }))}
          />
          <NativeSelect
            label={t('adminWords.form.gender')}
            value={draft.category === 'nom' ? draft.gender : ''}
            disabled={draft.category !== 'nom'}
            onChange={(event) => change('gender', event.currentTarget.value as Draft['gender'])}
            data={[{ value: '', label: t('adminWords.form.noGender') }, { value: 'm', label: t('adminWords.form.masculine') }, { value: 'f', label: t('adminWords.form.feminine') }]}
          />
        </Group>
        <NativeSelect
          label={t('adminWords.rule')}
          value={draft.rule}
          onChange={(event) => change('rule', event.currentTarget.value as Draft['rule'])}
          data={spellingRules.map((rule) => ({ value: rule, label: spellingRuleInfo[rule].label }))}
        />
        <Textarea
          label={t('adminWords.sentence')}
          description={t('adminWords.form.sentenceHint')}
          required
          autosize
          minRows={2}
          maxLength={200}
          value={draft.sentence}
          onChange={(event) => change('sentence', event.currentTarget.value)}
          error={errors.sentence}
        />
        {'word' in target && (
          <Switch label={t('adminWords.form.hidden')} description={t('adminWords.form.hiddenHint')} checked={draft.hidden} onChange={(event) => change('hidden', event.currentTarget.checked)} />
        )}
        <FormActions onCancel={onDone} pending={save.isPending} />
      </Stack>
    </form>
  );
}
