import { Group, NativeSelect, Radio, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { difficulties } from '@plume/shared/content';
import type { AdminQuestion } from '@plume/shared/quiz/play-requests';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryId } from '../api/get-categories';
import { useSaveQuestion } from '../api/save-question';
import { draftOf, emptyDraft, optionFields, validateDraft, type DraftErrors, type QuestionDraft } from '../question-draft';
import { FormActions } from '@/components/form-actions';
import { focusFirstInvalid } from '@/lib/form';
import { MutationError } from '@/components/mutation-error';

export const MAX_LEVEL = 20;

interface QuestionFormModalProps {
  opened: boolean;
  category: CategoryId;
  /** The question being edited, or where a new one goes. */
  target: { question: AdminQuestion } | { subcategory: string; level: number };
  onClose: () => void;
}

/** Creates or edits a question; the shared schema checks it before it is sent. */
export function QuestionFormModal({ opened, category, target, onClose }: QuestionFormModalProps) {
  const { t } = useTranslation();
  const editing = 'question' in target;
  return (
    <Dialog opened={opened} onClose={onClose} title={t(editing ? 'adminQuestions.form.editTitle' : 'adminQuestions.form.newTitle')} size="lg">
      {/* Mounted per opening, so the form starts from the question being edited. */}
      {opened && <QuestionForm category={category} initial={editing ? draftOf(target.question) : emptyDraft(target.subcategory, target.level)} editing={editing} onDone={onClose} />}
    </Dialog>
  );
}

function QuestionForm({ category, initial, editing, onDone }: { category: CategoryId; initial: QuestionDraft; editing: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveQuestion();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const change = <Key extends keyof QuestionDraft>(key: Key, value: QuestionDraft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // A message about a value being changed is already out of date.
    const stale: (keyof DraftErrors)[] = key === 'options' ? ['options', ...optionFields] : key === 'id' || key === 'question' || key === 'explanation' ? [key] : [];
    if (stale.length) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !stale.includes(field as keyof DraftErrors))));
  };
  const message = (field: keyof DraftErrors) => {
    const key = errors[field];
    return key && t(`adminQuestions.validation.${key}`);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = validateDraft(draft);
    if (result.errors) {
      setErrors(result.errors);
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    save.mutate({ category, question: result.question }, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <MutationError error={save.error} />
        <TextInput
          label={t('adminQuestions.form.id')}
          description={editing ? undefined : t('adminQuestions.form.idHint')}
          value={draft.id}
          onChange={(event) => change('id', event.currentTarget.value)}
          readOnly={editing}
          variant={editing ? 'filled' : 'default'}
          error={message('id')}
          maxLength={100}
        />
        <Group grow align="flex-start">
          <NativeSelect
            label={t('adminQuestions.level')}
            value={String(draft.level)}
            onChange={(event) => change('level', Number(event.currentTarget.value))}
            data={Array.from({ length: MAX_LEVEL }, (_, index) => ({ value: String(index + 1), label: t('adminQuestions.levelValue', { level: index + 1 }) }))}
          />
          <NativeSelect
            label={t('adminQuestions.form.difficulty')}
            value={draft.difficulty}
            onChange={(event) => change('difficulty', event.currentTarget.value as QuestionDraft['difficulty'])}
            data={difficulties.map((difficulty) => ({ value: difficulty, label: t(`adminQuestions.difficulties.${difficulty}`) }))}
          />
        </Group>
        <Textarea
          label={t('adminQuestions.form.question')}
          required
          autosize
          minRows={2}
          maxLength={300}
          value={draft.question}
          onChange={(event) => change('question', event.currentTarget.value)}
          error={message('question')}
          data-autofocus
        />
        <Radio.Group
          label={t('adminQuestions.form.options')}
          description={t('adminQuestions.form.optionsHint')}
          value={String(draft.answer)}
          onChange={(value) => change('answer', Number(value))}
          error={message('options')}
        >
          <Stack gap="xs" mt="xs">
            {optionFields.map((field, index) => (
              <Group key={field} gap="sm" wrap="nowrap" align="flex-start">
                <Radio value={String(index)} aria-label={t('adminQuestions.form.rightOption', { number: index + 1 })} mt={30} />
                <TextInput
                  label={t('adminQuestions.form.option', { number: index + 1 })}
                  required
                  maxLength={120}
                  value={draft.options[index] ?? ''}
                  onChange={(event) => {
                    const options: QuestionDraft['options'] = [...draft.options];
                    options[index] = event.currentTarget.value;
                    change('options', options);
                  }}
                  error={message(field)}
                  style={{ flex: 1 }}
                />
              </Group>
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t('adminQuestions.form.explanation')}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={draft.explanation}
          onChange={(event) => change('explanation', event.currentTarget.value)}
          error={message('explanation')}
        />
        <Switch label={t('adminQuestions.form.audio')} checked={draft.audio} onChange={(event) => change('audio', event.currentTarget.checked)} />
        <Switch label={t('adminQuestions.form.hidden')} description={t('adminQuestions.form.hiddenHint')} checked={draft.hidden} onChange={(event) => change('hidden', event.currentTarget.checked)} />
        <FormActions onCancel={onDone} pending={save.isPending} />
      </Stack>
    </form>
  );
}
