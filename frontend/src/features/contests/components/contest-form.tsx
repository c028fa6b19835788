import { Button, Group, MultiSelect, NumberInput, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { categoryIds } from '@plume/shared/content';
import { CONTEST_ENTRY_FEE_MAX, CONTEST_QUESTIONS_MAX, CONTEST_QUESTIONS_MIN, CONTEST_TITLE_MAX } from '@plume/shared/contests/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveContest, type AdminContest } from '../api/admin-contests';
import { draftErrors, draftOf, newDraft, saveRequest, type ContestDraft, type DraftErrors } from '../contest-draft';
import { MutationError } from '@/components/mutation-error';

interface ContestFormProps {
  /** The contest to edit, `null` for a new one; the dialog is closed when undefined. */
  editing: AdminContest | null | undefined;
  onClose: () => void;
}

/** Creates a contest or edits one that has not started, in a dialog. */
export function ContestFormDialog({ editing, onClose }: ContestFormProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={editing !== undefined}
      onClose={onClose}
      title={editing ? t('contests.admin.form.editTitle') : t('contests.admin.form.createTitle')}
      size="lg"
    >
      {editing !== undefined && <ContestForm key={editing?.id ?? 'new'} editing={editing} onDone={onClose} />}
    </Dialog>
  );
}

function ContestForm({ editing, onDone }: { editing: AdminContest | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveContest();
  const [draft, setDraft] = useState<ContestDraft>(() => (editing ? draftOf(editing) : newDraft()));
  const [errors, setErrors] = useState<DraftErrors>({});
  const set = <Field extends keyof ContestDraft>(field: Field, value: ContestDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const error = (field: keyof ContestDraft) => (errors[field] ? t(`contests.admin.form.${errors[field]}`) : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(saveRequest(draft, editing?.id), { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label={t('contests.admin.form.title')} required maxLength={CONTEST_TITLE_MAX} value={draft.title} onChange={(e) => set('title', e.currentTarget.value)} error={error('title')} data-autofocus />
        <Textarea label={t('contests.admin.form.description')} autosize minRows={2} maxLength={1000} value={draft.description} onChange={(e) => set('description', e.currentTarget.value)} />
        <Select
          label={t('contests.admin.form.language')}
          data={(['fr', 'en'] as const).map((value) => ({ value, label: t(`contests.admin.form.languages.${value}`) }))}
          value={draft.language}
          onChange={(value) => value && set('language', value as ContestDraft['language'])}
          allowDeselect={false}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="contest-source-label">
            {t('contests.admin.form.source')}
          </Text>
          <SegmentedControl
            aria-labelledby="contest-source-label"
            value={draft.sourceKind}
            onChange={(value) => set('sourceKind', value as ContestDraft['sourceKind'])}
            data={(['categories', 'questions'] as const).map((value) => ({ value, label: t(`contests.admin.form.sources.${value}`) }))}
          />
        </Stack>
        {draft.sourceKind === 'categories' ? (
          <Group grow align="flex-start">
            <MultiSelect
              label={t('contests.admin.form.categories')}
              data={categoryIds.map((value) => ({ value, label: t(`contests.categories.${value}`) }))}
              value={draft.categories}
              onChange={(values) => set('categories', values as ContestDraft['categories'])}
              error={error('categories')}
            />
            <NumberInput label={t('contests.admin.form.count')} min={CONTEST_QUESTIONS_MIN} max={CONTEST_QUESTIONS_MAX} allowDecimal={false} value={draft.count} onChange={(value) => set('count', Number(value) || CONTEST_QUESTIONS_MIN)} />
          </Group>
        ) : (
          <Textarea label={t('contests.admin.form.questionIds')} autosize minRows={3} value={draft.questionIds} onChange={(e) => set('questionIds', e.currentTarget.value)} error={error('questionIds')} />
        )}
        <Text size="xs" c="dimmed">
          {t('contests.admin.form.fixed')}
        </Text>
        <Group grow align="flex-start">
          <TextInput type="datetime-local" label={t('contests.admin.form.startsAt')} required value={draft.startsAt} onChange={(e) => set('startsAt', e.currentTarget.value)} error={error('startsAt')} />
          <TextInput type="datetime-local" label={t('contests.admin.form.endsAt')} required value={draft.endsAt} onChange={(e) => set('endsAt', e.currentTarget.value)} error={error('endsAt')} />
        </Group>
        <NumberInput label={t('contests.admin.form.entryFee')} min={0} max={CONTEST_ENTRY_FEE_MAX} allowDecimal={false} allowNegative={false} value={draft.entryFee} onChange={(value) => set('entryFee', Number(value) || 0)} />
        <TextInput label={t('contests.admin.form.prizes')} description={t('contests.admin.form.prizesHint')} value={draft.prizes} onChange={(e) => set('prizes', e.currentTarget.value)} error={error('prizes')} />
        <MutationError error={save.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('contests.admin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
