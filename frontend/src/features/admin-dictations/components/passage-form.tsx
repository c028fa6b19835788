import { Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import {
  adminAddDictationPassageRequestSchema, adminUpdateDictationPassageRequestSchema, suggestGroups, type AdminDictationPassage,
} from '@plume/shared/dictation/admin';
import { dictationLevels, type DictationLevel } from '@plume/shared/dictation/passage';
import { spellingPoints, type SpellingPoint } from '@plume/shared/french/spelling-points';
import type { MessageKey } from '@plume/shared/messages';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog';
import { FormActions } from '@/components/form-actions';
import { useSavePassage } from '../api/save-passage';
import { useContentForm } from '@/lib/content-form';
import { MutationError } from '@/components/mutation-error';

interface Draft { title: string; level: DictationLevel; author: string; work: string; year: string; text: string; groups: string; tags: SpellingPoint[]; hidden: boolean }
const fields = ['title', 'source', 'text', 'groups', 'tags'] as const;
type Field = (typeof fields)[number];
/** The passage rules' issues carry their catalogue key (`dictation_passage_groups_mismatch`…), shown as the server would say it. */
const isPassageRule = (code: string): code is Extract<MessageKey, `dictation_passage_${string}`> => /^dictation_passage_[a-z_]+$/.test(code);

export interface PassageFormModalProps {
  opened: boolean;
  /** The passage being edited, or the level a new passage goes to. */
  target: { passage: AdminDictationPassage } | { level: DictationLevel };
  onClose: () => void;
}

/** Adds or edits a dictation passage; the shared request schema checks it before it is sent, and the server again. */
export function PassageFormModal({ opened, target, onClose }: PassageFormModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('passage' in target ? 'adminDictations.form.editTitle' : 'adminDictations.form.newTitle')} size="xl">
      {/* Mounted per opening, so the form starts from the passage being edited. */}
      {opened && <PassageForm target={target} onDone={onClose} />}
    </Dialog>
  );
}

const draftOf = (target: PassageFormModalProps['target']): Draft => {
  if (!('passage' in target)) return { title: '', level: target.level, author: '', work: '', year: '', text: '', groups: '', tags: [], hidden: false };
  const { passage } = target;
  return {
    title: passage.title, level: passage.level, author: passage.source?.author ?? '', work: passage.source?.work ?? '', year: passage.source?.year?.toString() ?? '',
    text: passage.text, groups: passage.groups.join('\n'), tags: [...passage.tags], hidden: passage.hidden,
  };
};

/** The text as the engine wants it: paragraphs one per line, no blank line, single spaces, nothing around. */
const tidyText = (text: string) => text.replaceAll('\r\n', '\n').split('\n').map((line) => line.replace(/ {2,}/g, ' ').trim()).filter(Boolean).join('\n');
const groupLines = (groups: string) => groups.split('\n').map((line) => line.replace(/ {2,}/g, ' ').trim()).filter(Boolean);

function PassageForm({ target, onDone }: { target: PassageFormModalProps['target']; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSavePassage();
  const { draft, errors, change, onSubmit } = useContentForm<Draft, Field>(() => draftOf(target));

  const submit = onSubmit(
    ({ title, level, author, work, year, text, groups, tags, hidden }) => {
      const source = author.trim() || work.trim() ? { author: author.trim(), work: work.trim(), ...(year.trim() ? { year: Number(year) } : {}) } : undefined;
      const passage = { title: title.trim(), text: tidyText(text), groups: groupLines(groups), tags, ...(source ? { source } : {}) };
      return 'passage' in target
        ? { update: adminUpdateDictationPassageRequestSchema.safeParse({ ...passage, id: target.passage.id, version: target.passage.version, hidden }) }
        : { add: adminAddDictationPassageRequestSchema.safeParse({ ...passage, level }) };
    },
    (issue) => {
      const field = fields.find((name) => name === issue.path[0]);
      return field && [field, isPassageRule(issue.message) ? t(`messages.${issue.message}`) : t(`adminDictations.form.invalid.${field}`)];
    },
    (request) => save.mutate(request, { onSuccess: onDone }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <MutationError error={save.error} />
        <Group grow align="flex-start">
          <TextInput label={t('adminDictations.form.title')} required maxLength={120} value={draft.title} onChange={(event) => change('title', event.currentTarget.value)} error={errors.title} data-autofocus />
          <NativeSelect
            label={t('adminDictations.level')}
            value={draft.level}
            disabled={'passage' in target}
            description={'passage' in target ? t('adminDictations.form.levelFixed') : undefined}
            onChange={(event) => change('level', event.currentTarget.value as DictationLevel)}
            data={dictationLevels.map((level) => ({ value: level, label: t(`dictationTerms.levels.${level}`) }))}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('adminDictations.form.author')} maxLength={80} value={draft.author} onChange={(event) => change('author', event.currentTarget.value)} error={errors.source} />
          <TextInput label={t('adminDictations.form.work')} maxLength={160} value={draft.work} onChange={(event) => change('work', event.currentTarget.value)} />
          <TextInput label={t('adminDictations.form.year')} inputMode="numeric" maxLength={4} value={draft.year} onChange={(event) => change('year', event.currentTarget.value)} />
        </SimpleGrid>
        <Textarea
          label={t('adminDictations.form.text')}
          description={t('adminDictations.form.textHint')}
          required
          autosize
          minRows={4}
          maxLength={1200}
          lang="fr"
          value={draft.text}
          onChange={(event) => change('text', event.currentTarget.value)}
          error={errors.text}
        />
        <Stack gap={6}>
          <Textarea
            label={t('adminDictations.form.groups')}
            description={t('adminDictations.form.groupsHint')}
            required
            autosize
            minRows={4}
            lang="fr"
            value={draft.groups}
            onChange={(event) => change('groups', event.currentTarget.value)}
            error={errors.groups}
          />
          <Group>
            <Button variant="light" size="compact-sm" onClick={() => change('groups', suggestGroups(tidyText(draft.text)).join('\n'))} disabled={!draft.text.trim()}>
              {t('adminDictations.form.suggestGroups')}
            </Button>
          </Group>
        </Stack>
        <Checkbox.Group label={t('adminDictations.form.tags')} description={t('adminDictations.form.tagsHint')} required value={draft.tags} onChange={(value) => change('tags', value as SpellingPoint[])} error={errors.tags}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt="xs" spacing="xs">
            {spellingPoints.map((point) => (
              <Checkbox key={point} value={point} label={t(`dictationTerms.points.${point}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {/* Guidance, not an alert: it says the same at every opening. */}
        <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="grading-note-title">
          <Text id="grading-note-title" size="sm" fw={600}>
            {t('adminDictations.form.gradingTitle')}
          </Text>
          <Text size="sm" mt={4}>
            {t('adminDictations.form.gradingHint')}
          </Text>
          {'passage' in target && (
            <Text size="sm" mt="xs">
              {t('adminDictations.coverage', { known: target.passage.coverage.known, count: target.passage.coverage.words })}
            </Text>
          )}
        </Paper>
        {'passage' in target && (
          <Switch label={t('adminDictations.form.hidden')} description={t('adminDictations.form.hiddenHint')} checked={draft.hidden} onChange={(event) => change('hidden', event.currentTarget.checked)} />
        )}
        <FormActions onCancel={onDone} pending={save.isPending} />
      </Stack>
    </form>
  );
}
