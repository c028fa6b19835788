import { Alert, Button, Code, CopyButton, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { difficulties, type Difficulty } from '@plume/shared/content';
import { EXAM_MINUTE_CHOICES, EXAM_QUESTION_CHOICES } from '@plume/shared/exams/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '@/lib/form';
import { useCreateExam, useExamCategories, type ExamCreated } from '../api/examinator-exams';

/** A `datetime-local` value (the examinator's own clock) from a date. */
const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/**
 * An exam's settings: title, key (or one generated), number of questions, timer in minutes, marks, language,
 * category, window. The seed's messages ('Please select Number of Questions', 'Please select Number of Timer') say
 * what is missing before sending; the server checks everything again. The key is shown once, after creation.
 */
export function CreateExamForm() {
  const { t } = useTranslation();
  const create = useCreateExam();
  const categories = useExamCategories();
  const [created, setCreated] = useState<ExamCreated>();
  const now = new Date();
  const form = useForm({
    initialValues: {
      title: '', key: '', questionCount: '', durationMinutes: '', marksPerQuestion: '1', language: 'fr', category: '', level: 'all',
      opensAt: localInput(now), closesAt: localInput(new Date(now.getTime() + 7 * 86_400_000)),
    },
    validate: (values) => ({
      title: values.title.trim().length < 3 ? t('examinator.form.titleRequired') : undefined,
      key: values.key.trim() && !/^[A-Za-z0-9\s-]{6,40}$/.test(values.key.trim()) ? t('examinator.form.keyInvalid') : undefined,
      questionCount: values.questionCount ? undefined : t('examinator.form.questionCountRequired'),
      durationMinutes: values.durationMinutes ? undefined : t('examinator.form.durationRequired'),
      category: values.category ? undefined : t('examinator.form.categoryRequired'),
      closesAt: values.opensAt && values.closesAt && new Date(values.closesAt) > new Date(values.opensAt) ? undefined : t('examinator.form.windowInvalid'),
    }),
  });
  const submit = form.onSubmit((values) => {
    create
      .mutateAsync({
        title: values.title.trim(), ...(values.key.trim() ? { key: values.key.trim() } : {}), questionCount: Number(values.questionCount), durationMinutes: Number(values.durationMinutes),
        marksPerQuestion: Number(values.marksPerQuestion), language: values.language as 'fr' | 'en', category: values.category,
        ...(values.level !== 'all' ? { level: values.level as Difficulty } : {}),
        opensAt: new Date(values.opensAt).toISOString(), closesAt: new Date(values.closesAt).toISOString(),
      })
      .then((answer) => {
        setCreated(answer);
        form.reset();
      }, () => undefined);
  });
  const select = (field: 'questionCount' | 'durationMinutes' | 'marksPerQuestion' | 'language' | 'category' | 'level') => {
    const { onChange: _native, ...props } = form.getInputProps(field);
    return { ...props, value: props.value || null, onChange: (value: string | null) => form.setFieldValue(field, value ?? '') };
  };
  return (
    <Stack gap="md">
      {created && (
        <Alert color="green" title={t('examinator.created.title', { title: created.exam.title })} data-testid="exam-created">
          <Stack gap="xs">
            <span>
              {t('examinator.created.key')} <Code fz="lg" data-testid="exam-key">{created.key}</Code>
            </span>
            <span>{t('examinator.created.once')}</span>
            <CopyButton value={created.key}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} w="fit-content">
                  {copied ? t('examinator.created.copied') : t('examinator.created.copy')}
                </Button>
              )}
            </CopyButton>
          </Stack>
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label={t('examinator.form.title')}>
        <Stack gap="md">
          <TextInput label={t('examinator.form.name')} required maxLength={120} {...form.getInputProps('title')} />
          <TextInput label={t('examinator.form.key')} description={t('examinator.form.keyHint')} maxLength={40} autoComplete="off" {...form.getInputProps('key')} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select label={t('examinator.form.questionCount')} required data={EXAM_QUESTION_CHOICES.map(String)} {...select('questionCount')} />
            <Select
              label={t('examinator.form.duration')}
              required
              data={EXAM_MINUTE_CHOICES.map((minutes) => ({ value: String(minutes), label: t('examinator.form.minutes', { count: minutes }) }))}
              {...select('durationMinutes')}
            />
            <Select label={t('examinator.form.marks')} data={['1', '2', '3', '4', '5']} allowDeselect={false} {...select('marksPerQuestion')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('examinator.form.category')}
              required
              data={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
              disabled={!categories.isSuccess}
              {...select('category')}
            />
            <Select
              label={t('examinator.form.level')}
              description={t('examinator.form.levelHint')}
              data={[{ value: 'all', label: t('examinator.form.allLevels') }, ...difficulties.map((level) => ({ value: level, label: t(`qanda.levels.${level}`) }))]}
              allowDeselect={false}
              {...select('level')}
            />
            <Select
              label={t('examinator.form.language')}
              data={[{ value: 'fr', label: t('examinator.languages.fr') }, { value: 'en', label: t('examinator.languages.en') }]}
              allowDeselect={false}
              {...select('language')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="datetime-local" label={t('examinator.form.opensAt')} required {...form.getInputProps('opensAt')} />
            <TextInput type="datetime-local" label={t('examinator.form.closesAt')} required {...form.getInputProps('closesAt')} />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('examinator.form.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
