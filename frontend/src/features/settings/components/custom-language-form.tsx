import { Button, Fieldset, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import type { CustomLanguage } from '@plume/shared/settings';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MutationError } from '@/components/mutation-error';
import { QueryState } from '@/components/query-state';
import { useLocaleFormat } from '@/lib/locale-format';
import { useCatalogueKeys, useCustomLanguage, useSaveCustomLanguage } from '../api/custom-language';
import { customSetLimits, readCustomSet, type CustomSetProblem } from '../custom-language-set';

/** How many keys a message names before « and 12 more ». */
const NAMED_KEYS = 8;

/**
 * The admins' custom translation set (issue 24): pasted or imported from a JSON file, checked against the catalogues
 * here and by the contract on the server, then saved whole. Whether the language menu offers it is a setting of the
 * configuration form above (`customLanguageOffered`).
 */
export function CustomLanguageForm() {
  const stored = useCustomLanguage();
  return <QueryState query={stored}>{(current) => <CustomLanguageEditor key={current.updatedAt ?? 'none'} stored={current} />}</QueryState>;
}

function CustomLanguageEditor({ stored }: { stored: CustomLanguage }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const keys = useCatalogueKeys();
  const save = useSaveCustomLanguage();
  const count = Object.keys(stored.words).length;
  const [text, setText] = useState(count > 0 ? JSON.stringify(stored.words, null, 2) : '');
  const [problem, setProblem] = useState<CustomSetProblem>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!keys.data) return;
    const read = readCustomSet(text.trim() === '' ? '{}' : text, keys.data);
    setProblem('problem' in read ? read.problem : undefined);
    if ('words' in read) save.mutate(read.words);
  };
  const pick = async (file: File | null) => {
    if (file) setText(await file.text());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend={t('adminConsole.configuration.customLanguage.set')}>
        <Stack gap="md">
          <Text size="sm" role="status">
            {count > 0 && stored.updatedAt
              ? t('adminConsole.configuration.customLanguage.saved', { count, date: format.date(stored.updatedAt) })
              : t('adminConsole.configuration.customLanguage.none')}
          </Text>
          <FileInput
            label={t('adminConsole.configuration.customLanguage.upload')}
            placeholder={t('adminConsole.configuration.customLanguage.filePlaceholder')}
            accept=".json,application/json"
            onChange={(file) => void pick(file)}
            clearable
          />
          <Textarea
            label={t('adminConsole.configuration.customLanguage.words')}
            description={t('adminConsole.configuration.customLanguage.wordsHint')}
            autosize
            minRows={4}
            maxRows={16}
            ff="monospace"
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={problem ? <ProblemText problem={problem} /> : undefined}
          />
          <MutationError error={save.error} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending || keys.isPending}>
              {t('adminConsole.configuration.customLanguage.save')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

/** A problem in the admin's words, naming the keys at fault (the first few). */
function ProblemText({ problem }: { problem: CustomSetProblem }) {
  const { t } = useTranslation();
  const format = useLocaleFormat();
  const named = (keys: string[]) =>
    keys.length > NAMED_KEYS
      ? t('adminConsole.configuration.customLanguage.andMore', { keys: keys.slice(0, NAMED_KEYS).join(', '), more: format.number(keys.length - NAMED_KEYS) })
      : keys.join(', ');
  switch (problem.kind) {
    case 'notJson':
    case 'notObject':
      return t(`adminConsole.configuration.customLanguage.${problem.kind}`);
    case 'notText':
    case 'unknownKeys':
      return t(`adminConsole.configuration.customLanguage.${problem.kind}`, { keys: named(problem.keys) });
    case 'tooLong':
      return t('adminConsole.configuration.customLanguage.tooLong', { keys: named(problem.keys), max: format.number(customSetLimits.maxValue) });
    case 'tooLarge':
      return t('adminConsole.configuration.customLanguage.tooLarge', { maxKeys: format.number(customSetLimits.maxKeys), maxCharacters: format.number(customSetLimits.maxCharacters) });
  }
}
